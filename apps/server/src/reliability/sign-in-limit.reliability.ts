// The sign-in limit per address under concurrency: 60 sign-ins at once from one address, spread
// over two API processes on one PostgreSQL server. Probed from outside, 45 of them once reached
// the password check although the limit is 30 a minute: each counted attempts that the others
// had not committed yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@wallet/contracts';
import { freshDatabase } from '../test-support/database.js';
import { post, scratchFolder, startApi, stopApi, type ApiProcess } from './support.js';

const LIMIT = 30;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let apis: ApiProcess[] = [];

beforeAll(async () => {
  database = await freshDatabase({ poolSize: 2 });
  const limits = { LOGIN_IP_LIMIT_PER_MINUTE: String(LIMIT), LOGIN_USERNAME_LIMIT_PER_MINUTE: '10', SEED_DEMO: 'false' };
  apis = await Promise.all([1, 2].map((n) => startApi(database.url!, scratchFolder(`sign-in-limit-${n}`), limits)));
}, 120_000);
afterAll(async () => {
  await Promise.all(apis.map(stopApi));
  await database?.close();
});

describe('the sign-in limit per address', () => {
  it('lets at most 30 of 60 simultaneous sign-ins from one address reach the password check, across two processes', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) =>
      post(apis[i % 2]!.url, auth.login.path, { username: `racer.${i}`, password: 'not the password' })));
    const checked = answers.filter((a) => a.code === 400);
    const limited = answers.filter((a) => a.code === 429);
    expect(checked.length + limited.length).toBe(60);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    // Counted exactly, not merely capped: every attempt under the limit was let through.
    expect(checked.length).toBe(LIMIT);
    expect(limited[0]!.msg).toBe('Too many sign-in attempts; wait a minute and try again');
  });
});
