// The database stopped and started again under a running server: while it is away every call
// answers at once with a message that says so, and afterwards calls succeed again without the
// server being restarted.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, users } from '@wallet/contracts';
import { firstAdmin, post, scratchFolder, startApi, stopApi, type ApiProcess } from './support.js';

const clusterScript = fileURLToPath(new URL('../../../../scripts/postgres-cluster.sh', import.meta.url));
const cluster = path.join(scratchFolder('restart'), 'pg');
const control = (action: 'start' | 'pause' | 'resume' | 'stop') =>
  execFileSync(clusterScript, [action, cluster], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

const dataDir = scratchFolder('restart-api');
let api: ApiProcess;
let token: string;

beforeAll(async () => {
  const url = control('start');
  api = await startApi(url, dataDir);
  token = (await firstAdmin(api.url, dataDir)).token;
}, 120_000);
afterAll(async () => {
  if (api) await stopApi(api);
  control('stop');
});

const listUsers = () => post(api.url, users.list.path, { kind: 'user' }, { token });

describe('the database restarted under a running server', () => {
  it('answers with a clear message while it is away, and recovers by itself', async () => {
    expect((await listUsers()).code).toBe(200);
    control('pause');

    const started = Date.now();
    const away = await listUsers();
    expect(away.code).toBe(503);
    expect(away.msg).toMatch(/database is not reachable/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    const signIn = await post(api.url, auth.login.path, { username: 'admin', password: 'wrong password' });
    expect(signIn.code).toBe(503);

    control('resume');
    let back = await listUsers();
    for (let tries = 0; back.code !== 200 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await listUsers();
    }
    expect(back.code).toBe(200);
    expect(api.child.exitCode).toBeNull();
    // The session outlived the outage: it lives in the database, not in the process.
    expect((await post(api.url, auth.me.path, {}, { token })).code).toBe(200);
  }, 120_000);
});
