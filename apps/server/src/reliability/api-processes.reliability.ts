// API_PROCESSES=3: a primary and three API processes on one port, each with its own pool. A session
// ended through one process is refused by every one within a second; a process killed with SIGKILL
// is replaced while the others answer; one process runs the periodic jobs, and the one started in
// its place when it dies; SIGTERM stops them all.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@wallet/contracts';
import { freshDatabase } from '../test-support/database.js';
import { firstAdmin, post, scratchFolder, startApi, stopApi, type ApiProcess, type FirstAdmin } from './support.js';

const PROCESSES = 3;
/** Calls on connections of their own: the primary hands each new connection to the next process in turn. */
const CALLS = 4 * PROCESSES;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let api: ApiProcess;
let admin: FirstAdmin;
let later = '';

beforeAll(async () => {
  database = await freshDatabase({ poolSize: 2 });
  const dataDir = scratchFolder('api-processes');
  api = await startApi(database.url!, dataDir, { API_PROCESSES: String(PROCESSES), DATABASE_POOL_SIZE: '3', LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  api.child.stdout!.on('data', (chunk: Buffer) => (later += chunk.toString()));
  api.child.stderr!.on('data', (chunk: Buffer) => (later += chunk.toString()));
  admin = await firstAdmin(api.url, dataDir);
}, 120_000);
afterAll(async () => {
  if (api) await stopApi(api);
  await database?.close();
});

/** The API processes the primary runs now. */
const apiProcesses = () =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(api.child.pid)], { encoding: 'utf8' }).split('\n').map((line) => Number(line.trim())).filter(Boolean);

/** Who-am-I on a connection of its own: the answer's code. */
function whoAmIAlone(token: string): Promise<number> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', authorization: token };
    const request = http.request({ hostname, port, path: auth.me.path, method: 'POST', agent: false, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve((JSON.parse(body) as { code: number }).code));
    });
    request.on('error', reject);
    request.end('{}');
  });
}

async function codesAlone(token: string): Promise<number[]> {
  const codes: number[] = [];
  for (let call = 0; call < CALLS; call++) codes.push(await whoAmIAlone(token));
  return codes;
}

/** The processes that said they run the periodic jobs, in the order they said it. */
const periodicJobsRunners = () =>
  (api.output + later).split('\n').filter((line) => line.includes('periodic jobs run in this process')).map((line) => Number(/"pid":(\d+)/.exec(line)?.[1]));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits, 10 s at most, until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 10_000; waited += 50) await pause(50);
}

describe(`${PROCESSES} API processes on one port`, () => {
  it('are run by one primary, which says it is ready once', () => {
    expect(apiProcesses()).toHaveLength(PROCESSES);
    expect(api.output.match(/is running at/g)).toHaveLength(1);
    expect(api.output).toContain(`API processes: ${PROCESSES} on this port (API_PROCESSES), each with its own pool of 3`);
  });

  it('refuse a session ended through one of them, every one of them within a second', async () => {
    const token = await admin.signInAgain();
    // Every process looks the session up and keeps it (SIGN_IN_CACHE_MS).
    expect(await codesAlone(token)).toEqual(Array(CALLS).fill(200));
    expect((await post(api.url, auth.logout.path, {}, { token })).code).toBe(200);
    await pause(1_000);
    expect(await codesAlone(token)).toEqual(Array(CALLS).fill(410));
  });

  it('replace a process killed with SIGKILL, the others answering meanwhile', async () => {
    const { token } = admin;
    const [killed, ...others] = apiProcesses();
    process.kill(killed!, 'SIGKILL');
    await until(() => later.includes('an API process exited (SIGKILL): starting another'));
    expect(await codesAlone(token)).toEqual(Array(CALLS).fill(200));
    await until(() => apiProcesses().length === PROCESSES);
    const now = apiProcesses();
    expect(now).toHaveLength(PROCESSES);
    expect(now).not.toContain(killed);
    expect(now).toEqual(expect.arrayContaining(others));
    expect(await codesAlone(token)).toEqual(Array(CALLS).fill(200));
  }, 60_000);

  it('run the periodic jobs in one of them, and in the one started in its place when it dies', async () => {
    const alive = () => periodicJobsRunners().filter((pid) => apiProcesses().includes(pid));
    // The test before killed a process: if it was the one with the jobs, its successor says so as it starts.
    await until(() => apiProcesses().length === PROCESSES && alive().length > 0);
    expect(alive()).toHaveLength(1);
    const [runner] = alive();
    const said = periodicJobsRunners().length;
    process.kill(runner!, 'SIGKILL');
    await until(() => periodicJobsRunners().length > said && apiProcesses().length === PROCESSES);
    expect(periodicJobsRunners()).toHaveLength(said + 1);
    expect(alive()).toHaveLength(1);
    expect(alive()).not.toContain(runner);

    const [other] = apiProcesses().filter((pid) => !alive().includes(pid));
    process.kill(other!, 'SIGKILL');
    await until(() => apiProcesses().length === PROCESSES && !apiProcesses().includes(other!));
    await pause(1_000);
    expect(periodicJobsRunners()).toHaveLength(said + 1);
  }, 60_000);

  it('all stop, and the primary exits cleanly, on SIGTERM', async () => {
    const running = apiProcesses();
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of running) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
  }, 30_000);
});
