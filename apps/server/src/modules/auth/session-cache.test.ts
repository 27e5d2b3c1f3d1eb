import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { auth, banking, staff, type Endpoint } from '@wallet/contracts';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { revokeSessionsOf } from './sessions.js';
import { SessionCache } from './session-cache.js';

let t: TestApp;
/** A second API process on the same database: its own session cache, the same rows. */
let other: FastifyInstance;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: false, validateAnswers: true });
  await t.addStaff('root', 'Super admin');
  root = await t.signIn('root');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const callOn = async (app: FastifyInstance, endpoint: Endpoint, token: string) =>
  (await app.inject({ method: 'POST', url: endpoint.path, headers: { authorization: token, 'content-type': 'application/json' }, payload: '{}' })).json() as { code: number };

/** Milliseconds until `app` answers `code` to a call of `endpoint`, asked every 20 ms for up to 3 s. */
async function untilAnswered(app: FastifyInstance, endpoint: Endpoint, token: string, code: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 3_000) {
    if ((await callOn(app, endpoint, token)).code === code) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${endpoint.path} never answered ${code}`);
}

describe('the session cache', () => {
  const limits = { idleMs: 30 * 60_000, maxAgeMs: 12 * 3_600_000, cacheMs: 500 };
  let monotonic = 0;
  const cache = () => new SessionCache(t.db, () => monotonic);

  it('answers from a session it looked up for cacheMs, then looks it up again', async () => {
    const sessions = cache();
    const token = await t.signIn('root');
    const me = await sessions.resolve({ token, now: t.clock.now(), limits });
    expect(me.username).toBe('root');
    await revokeSessionsOf(t.db, me.id, t.clock.now());
    monotonic += 499;
    expect((await sessions.resolve({ token, now: t.clock.now(), limits })).sessionId).toBe(me.sessionId);
    monotonic += 1;
    await expect(sessions.resolve({ token, now: t.clock.now(), limits })).rejects.toMatchObject({ code: 410 });
    root = await t.signIn('root');
  });

  it('checks the kept session against each call\'s own time: idle and expired sessions are refused from it', async () => {
    const sessions = cache();
    const token = await t.signIn('root');
    await sessions.resolve({ token, now: t.clock.now(), limits });
    const idle = new Date(t.clock.now().getTime() + limits.idleMs + 1);
    await expect(sessions.resolve({ token, now: idle, limits })).rejects.toMatchObject({ code: 410 });
  });

  it('forgets every session at once, and keeps nothing a look-up read before the forgetting', async () => {
    const sessions = cache();
    const token = await t.signIn('root');
    const me = await sessions.resolve({ token, now: t.clock.now(), limits });
    await revokeSessionsOf(t.db, me.id, t.clock.now());
    sessions.forgetAll();
    await expect(sessions.resolve({ token, now: t.clock.now(), limits })).rejects.toMatchObject({ code: 410 });

    const racing = await t.signIn('root');
    const lookedUp = sessions.resolve({ token: racing, now: t.clock.now(), limits });
    sessions.forgetAll(); // a write of this process lands while the look-up is under way
    await lookedUp;
    await revokeSessionsOf(t.db, me.id, t.clock.now());
    await expect(sessions.resolve({ token: racing, now: t.clock.now(), limits })).rejects.toMatchObject({ code: 410 });
    root = await t.signIn('root');
  });

  it('keeps nothing when cacheMs is 0', async () => {
    const sessions = cache();
    const token = await t.signIn('root');
    const me = await sessions.resolve({ token, now: t.clock.now(), limits: { ...limits, cacheMs: 0 } });
    await revokeSessionsOf(t.db, me.id, t.clock.now());
    await expect(sessions.resolve({ token, now: t.clock.now(), limits: { ...limits, cacheMs: 0 } })).rejects.toMatchObject({ code: 410 });
    root = await t.signIn('root');
  });
});

describe('two API processes on one database', () => {
  it('a session ended in one is refused by that one at once and by the other within a second', async () => {
    const token = await t.signIn('root');
    expect((await callOn(other, auth.me, token)).code).toBe(200); // the other process now keeps it
    expect((await t.call(auth.logout, {}, { token })).code).toBe(200);
    expect((await callOn(t.app, auth.me, token)).code).toBe(410);
    expect(await untilAnswered(other, auth.me, token, 410)).toBeLessThan(1_000);
  });

  it("a role's permission taken away in one applies in the other within a second, and at once in the first", async () => {
    const role = (await t.call(staff.roleCreate, { name: 'Account readers', description: '', permissions: ['bank_accounts.view'] }, { token: root })).data!;
    await t.addStaff('reader', 'Account readers');
    const reader = await t.signIn('reader');
    expect((await callOn(other, banking.list, reader)).code).toBe(200);
    expect((await callOn(t.app, banking.list, reader)).code).toBe(200);
    expect((await t.call(staff.roleUpdate, { id: role.id, name: 'Account readers', description: '', permissions: [] }, { token: root })).code).toBe(200);
    expect((await callOn(t.app, banking.list, reader)).code).toBe(403);
    expect(await untilAnswered(other, banking.list, reader, 403)).toBeLessThan(1_000);
  });

  it('a member disabled in one is refused by the other within a second', async () => {
    const memberId = await t.addStaff('leaving', 'Account readers');
    const leaving = await t.signIn('leaving');
    expect((await callOn(other, auth.me, leaving)).code).toBe(200);
    expect((await t.call(staff.staffDisable, { id: memberId }, { token: root })).code).toBe(200);
    expect((await callOn(t.app, auth.me, leaving)).code).toBe(410);
    expect(await untilAnswered(other, auth.me, leaving, 410)).toBeLessThan(1_000);
  });
});
