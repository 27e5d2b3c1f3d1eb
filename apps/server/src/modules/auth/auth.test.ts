import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { auth, BUILT_IN_ROLES, staff } from '@wallet/contracts';
import { admins, adminSessions, auditLogs, idempotencyKeys } from '../../db/schema/index.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/harness.js';

const MINUTE = 60_000;
/** What a wrong password answers at sign-in: an unknown username and a locked account answer it too. */
const WRONG_CREDENTIALS = { code: 400, msg: 'Wrong username or password', data: null, words: { key: 'sign_in.wrong_credentials', params: {} } };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_IP_LIMIT_PER_MINUTE: '1000', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000' } });
  await t.addStaff('carla.finance', 'Finance');
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers a token, the member and the permissions of their role', async () => {
    const answer = await t.call(auth.login, { username: 'carla.finance', password: TEST_PASSWORD });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe('Welcome, carla.finance');
    expect(answer.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(answer.data?.admin).toMatchObject({ username: 'carla.finance', role: { name: 'Finance' }, status: 'active' });
    expect(answer.data?.permissions).toEqual([...BUILT_IN_ROLES.Finance.permissions].sort());
    expect(answer.data?.expires_at).toBe(new Date(t.clock.now().getTime() + 12 * 60 * MINUTE).toISOString());
  });

  it('matches the username without regard to case', async () => {
    expect((await t.call(auth.login, { username: 'Carla.Finance', password: TEST_PASSWORD })).code).toBe(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await t.signIn('carla.finance');
    const sessions = await t.db.select().from(adminSessions);
    expect(sessions.some((s) => s.token_hash.includes(token))).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown username with the same words', async () => {
    const wrong = await t.call(auth.login, { username: 'carla.finance', password: 'nope' });
    const unknown = await t.call(auth.login, { username: 'nobody', password: 'nope' });
    expect(wrong).toMatchObject({ code: 400, msg: 'Wrong username or password', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('rejects unknown fields and says which', async () => {
    const answer = await t.call(auth.login, { username: 'carla.finance', password: TEST_PASSWORD, remember: true });
    expect(answer).toMatchObject({ code: 400, msg: 'Unknown field "remember"', data: null });
  });

  it('audits every attempt with its outcome and address', async () => {
    await t.call(auth.login, { username: 'audit.me', password: 'x' }, { ip: '203.0.113.9' });
    const rows = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'auth/login'), eq(auditLogs.ip, '203.0.113.9')));
    expect(rows).toEqual([expect.objectContaining({ actor_name: 'audit.me', result: 'refused', code: 400 })]);
    await t.call(auth.login, { username: 'carla.finance', password: TEST_PASSWORD }, { ip: '203.0.113.10' });
    const [ok] = await t.db.select().from(auditLogs).where(eq(auditLogs.ip, '203.0.113.10'));
    expect(ok).toMatchObject({ actor_name: 'carla.finance', result: 'ok', actor_id: expect.any(Number) });
  });

  it('refuses a disabled account', async () => {
    await t.addStaff('gone.support', 'Support');
    await t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.username, 'gone.support'));
    expect((await t.call(auth.login, { username: 'gone.support', password: TEST_PASSWORD })).code).toBe(403);
  });
});

describe('me and sessions', () => {
  it('answers the member and permissions with the token, 410 without it', async () => {
    const token = await t.signIn('carla.finance');
    const answer = await t.call(auth.me, {}, { token });
    expect(answer.code).toBe(200);
    expect(answer.data?.admin.username).toBe('carla.finance');
    expect(answer.data?.permissions).toContain('fees.create');
    expect(await t.call(auth.me, {})).toMatchObject({ code: 410, msg: 'Sign in to continue', data: null });
    expect((await t.call(auth.me, {}, { token: `${token}x` })).code).toBe(410);
  });

  it('expires after 30 idle minutes', async () => {
    const token = await t.signIn('carla.finance');
    t.clock.advance(29 * MINUTE);
    expect((await t.call(auth.me, {}, { token })).code).toBe(200);
    t.clock.advance(29 * MINUTE); // active 29 minutes ago: still alive
    expect((await t.call(auth.me, {}, { token })).code).toBe(200);
    t.clock.advance(31 * MINUTE);
    const answer = await t.call(auth.me, {}, { token });
    expect(answer.code).toBe(410);
    expect(answer.msg).toContain('30 minutes without activity');
  });

  it('ends after 12 hours however active', async () => {
    const token = await t.signIn('carla.finance');
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await t.call(auth.me, {}, { token })).code).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    const answer = await t.call(auth.me, {}, { token });
    expect(answer.code).toBe(410);
    expect(answer.msg).toContain('12-hour limit');
  });

  it('ends at sign-out, for that token only', async () => {
    const token = await t.signIn('carla.finance');
    const other = await t.signIn('carla.finance');
    expect(await t.call(auth.logout, {}, { token })).toMatchObject({ code: 200, msg: 'You are signed out', data: null });
    expect(await t.call(auth.me, {}, { token })).toMatchObject({ code: 410, msg: 'Your sign-in has ended; sign in again', data: null });
    expect((await t.call(auth.logout, {}, { token })).code).toBe(410);
    expect((await t.call(auth.me, {}, { token: other })).code).toBe(200);
  });

  it('ends when the account is disabled', async () => {
    await t.addStaff('soon.disabled', 'Support');
    const token = await t.signIn('soon.disabled');
    await t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.username, 'soon.disabled'));
    expect((await t.call(auth.me, {}, { token })).code).toBe(410);
  });

  it('sees a role changed by another process once the session cache has let the session go (half a second)', async () => {
    await t.addStaff('moving', 'Support');
    const token = await t.signIn('moving');
    expect((await t.call(auth.me, {}, { token })).data?.permissions).not.toContain('fees.create');
    const [finance] = await t.db.select({ role: admins.role_id }).from(admins).where(eq(admins.username, 'carla.finance'));
    await t.db.update(admins).set({ role_id: finance!.role }).where(eq(admins.username, 'moving'));
    await new Promise((resolve) => setTimeout(resolve, t.config.session.cacheMs));
    expect((await t.call(auth.me, {}, { token })).data?.permissions).toContain('fees.create');
  });
});

describe('lock-out', () => {
  it('locks an account after 10 failures in 15 minutes, then lets it in 15 minutes later', async () => {
    await t.addStaff('target', 'Support');
    for (let i = 1; i <= 9; i++) {
      t.clock.advance(MINUTE);
      expect((await t.call(auth.login, { username: 'target', password: `guess-${i}` })).code).toBe(400);
    }
    const tenth = await t.call(auth.login, { username: 'target', password: 'guess-10' });
    expect(tenth).toEqual(WRONG_CREDENTIALS);
    const [locked] = await t.db.select().from(admins).where(eq(admins.username, 'target'));
    expect(locked!.locked_until).toEqual(new Date(t.clock.now().getTime() + 15 * MINUTE));
    const right = await t.call(auth.login, { username: 'target', password: TEST_PASSWORD });
    expect(right).toEqual(WRONG_CREDENTIALS);
    t.clock.advance(15 * MINUTE);
    expect((await t.call(auth.login, { username: 'target', password: TEST_PASSWORD })).code).toBe(200);
    const [row] = await t.db.select().from(admins).where(eq(admins.username, 'target'));
    expect(row).toMatchObject({ failed_login_count: 0, locked_until: null });
  });

  it('answers a locked account, with the right password or a wrong one, exactly as an unknown username', async () => {
    await t.addStaff('locked.out', 'Support');
    for (let i = 1; i <= 10; i++) await t.call(auth.login, { username: 'locked.out', password: `guess-${i}` });
    const unknown = await t.call(auth.login, { username: 'no.such.member', password: TEST_PASSWORD });
    expect(unknown).toEqual(WRONG_CREDENTIALS);
    expect(await t.call(auth.login, { username: 'locked.out', password: TEST_PASSWORD })).toEqual(unknown);
    expect(await t.call(auth.login, { username: 'locked.out', password: 'guess-11' })).toEqual(unknown);
    const [row] = await t.db.select().from(admins).where(eq(admins.username, 'locked.out'));
    expect(row).toMatchObject({ failed_login_count: 10, locked_until: expect.any(Date) });
  });

  it('forgets failures older than 15 minutes', async () => {
    await t.addStaff('slow.typist', 'Support');
    for (let i = 1; i <= 9; i++) await t.call(auth.login, { username: 'slow.typist', password: 'bad' });
    t.clock.advance(16 * MINUTE);
    for (let i = 1; i <= 9; i++) expect((await t.call(auth.login, { username: 'slow.typist', password: 'bad' })).code).toBe(400);
    expect((await t.call(auth.login, { username: 'slow.typist', password: TEST_PASSWORD })).code).toBe(200);
  });
});

describe('password history', () => {
  const REUSED = { code: 400, msg: 'Invalid field "new_password": must differ from your last 5 passwords', data: null };
  const passwords = ['amber falcon 17 river', 'cobalt meadow 28 stone', 'dusky harbor 39 maple', 'ember canyon 41 tulip', 'frosty lagoon 52 cedar'];

  /** Changes a member's password in a session of their own. */
  async function change(username: string, current: string, next: string) {
    return t.call(auth.changePassword, { current_password: current, new_password: next }, { token: await t.signIn(username, current) });
  }

  it('refuses any of the member\'s last 5 passwords, and takes the sixth-last again', async () => {
    await t.addStaff('hist.member', 'Support');
    let current = TEST_PASSWORD;
    for (const next of passwords.slice(0, 4)) {
      expect((await change('hist.member', current, next)).code).toBe(200);
      current = next;
    }
    expect(await change('hist.member', current, TEST_PASSWORD)).toMatchObject(REUSED); // the fifth-last
    expect(await change('hist.member', current, passwords[1]!)).toMatchObject(REUSED);
    expect((await change('hist.member', current, passwords[4]!)).code).toBe(200);
    expect((await change('hist.member', passwords[4]!, TEST_PASSWORD)).code).toBe(200); // now the sixth-last
    const [row] = await t.db.select().from(admins).where(eq(admins.username, 'hist.member'));
    expect(row!.previous_password_hashes).toHaveLength(5);
    expect(row!.previous_password_hashes[0]).toBe(row!.password_hash);
  });

  it('refuses, after an admin reset, the password the member had before it; the temporary one is not kept', async () => {
    await t.addStaff('reset.member', 'Support');
    await t.addStaff('hist.root', 'Super admin');
    const id = (await t.db.select().from(admins).where(eq(admins.username, 'reset.member')))[0]!.id;
    const root = await t.signIn('hist.root');
    const temporary = (await t.call(staff.staffResetPassword, { id }, { token: root })).data!.temporary_password;
    expect(await change('reset.member', temporary, TEST_PASSWORD)).toMatchObject(REUSED);
    expect((await change('reset.member', temporary, temporary)).msg).toBe('Invalid field "new_password": must differ from the current password');
    expect((await change('reset.member', temporary, passwords[0]!)).code).toBe(200);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, id));
    expect(row!.previous_password_hashes).toHaveLength(2);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code, refuses a wrong one and accepts the right one', async () => {
    await t.addStaff('totp.user', 'Compliance');
    const secret = generateSecret();
    await t.db.update(admins).set({ totp_secret: secret }).where(eq(admins.username, 'totp.user'));
    const missing = await t.call(auth.login, { username: 'totp.user', password: TEST_PASSWORD });
    expect(missing).toMatchObject({ code: 400, data: { totp_required: true } });
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await t.call(auth.login, { username: 'totp.user', password: TEST_PASSWORD, totp: wrongCode }))
      .toMatchObject({ code: 400, msg: 'Wrong two-factor code', data: null });
    const ok = await t.call(auth.login, { username: 'totp.user', password: TEST_PASSWORD, totp: code });
    expect(ok.code).toBe(200);
    expect(ok.data?.admin.totp_enabled).toBe(true);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ poolSize: 10, env: { LOGIN_IP_LIMIT_PER_MINUTE: '5', LOGIN_USERNAME_LIMIT_PER_MINUTE: '3' } });
    await limited.addStaff('paula.ops', 'Operations');
  });
  afterAll(() => limited.close());

  it('limits attempts per username, whatever the address, for a minute', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await limited.call(auth.login, { username: 'paula.ops', password: 'bad' }, { ip: `198.51.100.${i}` })).code).toBe(400);
    }
    const right = await limited.call(auth.login, { username: 'paula.ops', password: TEST_PASSWORD }, { ip: '198.51.100.50' });
    expect(right).toMatchObject({ code: 429, msg: 'Too many sign-in attempts; wait a minute and try again', data: null });
    limited.clock.advance(61_000);
    expect((await limited.call(auth.login, { username: 'paula.ops', password: TEST_PASSWORD }, { ip: '198.51.100.50' })).code).toBe(200);
  });

  it('counts simultaneous attempts exactly: of 20 at once from one address, 5 reach the password check', async () => {
    limited.clock.advance(61_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      limited.call(auth.login, { username: `racer${i}`, password: 'bad' }, { ip: '203.0.113.20' })));
    expect(answers.filter((a) => a.code === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(15);
  });

  it('limits attempts per address, whatever the username', async () => {
    limited.clock.advance(61_000);
    for (let i = 0; i < 5; i++) {
      expect((await limited.call(auth.login, { username: `user${i}`, password: 'bad' }, { ip: '192.0.2.7' })).code).toBe(400);
    }
    expect((await limited.call(auth.login, { username: 'paula.ops', password: TEST_PASSWORD }, { ip: '192.0.2.7' })).code).toBe(429);
    expect((await limited.call(auth.login, { username: 'paula.ops', password: TEST_PASSWORD }, { ip: '192.0.2.8' })).code).toBe(200);
  });
});

describe('a refused call and its Idempotency-Key', () => {
  it('a re-authentication refused for a wrong password spends no key: the corrected retry with the same key runs', async () => {
    const token = await t.signIn('carla.finance');
    const idempotencyKey = 'reauth-key-0001';
    const wrong = await t.call(auth.reauthenticate, { password: 'not my password' }, { token, idempotencyKey });
    expect(wrong).toMatchObject({ code: 400, msg: 'Wrong password' });
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, idempotencyKey))).toEqual([]);
    const right = await t.call(auth.reauthenticate, { password: TEST_PASSWORD }, { token, idempotencyKey });
    expect(right.code).toBe(200);
    // Spent by the success: replayed, not run again.
    expect(await t.call(auth.reauthenticate, { password: TEST_PASSWORD }, { token, idempotencyKey })).toEqual(right);
  });
});
