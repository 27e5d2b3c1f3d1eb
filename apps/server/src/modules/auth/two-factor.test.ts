import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { auth, staff, users } from '@wallet/contracts';
import { admins } from '../../db/schema/index.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/harness.js';

const STEP = 30_000;
let t: TestApp;
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const signInWith = (username: string, totp: string) => t.call(auth.login, { username, password: TEST_PASSWORD, totp });
const login = (body: object) => t.call(auth.login, { username: 'dora.compliance', password: TEST_PASSWORD, ...body });

/** The failures counted toward the lock-out of a member. */
async function failuresOf(username: string): Promise<number> {
  const [row] = await t.db.select({ failures: admins.failed_login_count }).from(admins).where(eq(admins.username, username));
  return row!.failures;
}

/** A new Compliance member, signed in and half-way through enrolment: their secret and session. */
async function enrolAnew(username: string) {
  await t.addStaff(username, 'Compliance');
  const token = await t.signIn(username);
  return { secret: (await t.call(auth.totpEnroll, {}, { token })).data!.secret, token };
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_IP_LIMIT_PER_MINUTE: '1000', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000' } });
  await t.addStaff('dora.compliance', 'Compliance');
  await t.addStaff('root', 'Super admin');
});
afterAll(() => t.close());

describe('two-factor enrolment and sign-in', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('enrols with a secret and a confirming code, answering ten recovery codes once', async () => {
    const token = await t.signIn('dora.compliance');
    const enrol = await t.call(auth.totpEnroll, {}, { token });
    secret = enrol.data!.secret;
    expect(enrol.data!.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*dora\.compliance.*secret=/);
    expect((await t.call(auth.totpConfirm, { code: '000000' }, { token })).msg).toContain('wrong code');
    const confirmed = await t.call(auth.totpConfirm, { code: await codeAt(secret, t.clock.now()) }, { token });
    recoveryCodes = confirmed.data!.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(JSON.stringify(await t.db.query.auditLogs.findMany())).not.toContain(secret);
    expect((await t.call(auth.totpConfirm, { code: await codeAt(secret, t.clock.now()) }, { token })).code).toBe(409);
  });

  it('then needs a code at sign-in, accepting one 30-second step of drift and no more', async () => {
    expect(await login({})).toMatchObject({ code: 400, data: { totp_required: true } });
    t.clock.advance(STEP);
    expect((await login({ totp: await codeAt(secret, new Date(t.clock.now().getTime() - 90_000)) })).code).toBe(400);
    expect((await login({ totp: await codeAt(secret, new Date(t.clock.now().getTime() + 90_000)) })).code).toBe(400);
    expect((await login({ totp: await codeAt(secret, t.clock.now()) })).code).toBe(200);
    t.clock.advance(2 * STEP);
    expect((await login({ totp: await codeAt(secret, new Date(t.clock.now().getTime() - STEP)) })).code).toBe(200);
  });

  it('refuses the code that confirmed the enrolment at sign-in', async () => {
    const { secret: fresh, token } = await enrolAnew('erin.enrol');
    const confirming = await codeAt(fresh, t.clock.now());
    expect((await t.call(auth.totpConfirm, { code: confirming }, { token })).code).toBe(200);
    expect(await signInWith('erin.enrol', confirming)).toMatchObject({ code: 400, msg: 'Wrong two-factor code' });
  });

  it('takes a code once at sign-in, and no code of an earlier step after it, each refusal counting toward the lock-out', async () => {
    t.clock.advance(2 * STEP);
    const code = await codeAt(secret, t.clock.now());
    expect((await login({ totp: code })).code).toBe(200);
    expect(await login({ totp: code })).toMatchObject({ code: 400, msg: 'Wrong two-factor code' });
    expect((await login({ totp: await codeAt(secret, new Date(t.clock.now().getTime() - STEP)) })).code).toBe(400);
    expect(await failuresOf('dora.compliance')).toBe(2);
    t.clock.advance(STEP);
    expect((await login({ totp: await codeAt(secret, t.clock.now()) })).code).toBe(200);
  });

  it('re-authenticates with a code once', async () => {
    t.clock.advance(STEP);
    const token = (await login({ totp: await codeAt(secret, t.clock.now()) })).data!.token;
    t.clock.advance(STEP);
    const code = await codeAt(secret, t.clock.now());
    expect((await t.call(auth.reauthenticate, { totp: code }, { token })).code).toBe(200);
    expect(await t.call(auth.reauthenticate, { totp: code }, { token })).toMatchObject({ code: 400, msg: 'Wrong two-factor code' });
    expect(await failuresOf('dora.compliance')).toBe(1);
  });

  it('takes each recovery code once, in any case', async () => {
    const code = recoveryCodes[0]!;
    expect((await login({ recovery_code: code.toUpperCase() })).code).toBe(200);
    expect(await login({ recovery_code: code })).toMatchObject({ code: 400, msg: 'Unknown or already used recovery code' });
    expect((await login({ recovery_code: 'zzzzz-zzzzz' })).code).toBe(400);
  });

  it('a reset removes the enrolment and the recovery codes', async () => {
    const root = await t.signIn('root');
    const id = (await t.call(staff.staffList, { keyword: 'dora' }, { token: root })).data!.list[0]!.id;
    expect((await t.call(staff.staffResetTotp, { id }, { token: root })).data!.totp_enabled).toBe(false);
    expect((await login({ recovery_code: recoveryCodes[1] })).code).toBe(200);
    expect((await t.call(staff.staffResetTotp, { id }, { token: root })).code).toBe(409);
  });

  it('a reset starts the member afresh: they enrol again, and the new confirming code is spent all the same', async () => {
    const first = await enrolAnew('fay.reset');
    expect((await t.call(auth.totpConfirm, { code: await codeAt(first.secret, t.clock.now()) }, { token: first.token })).code).toBe(200);
    const root = await t.signIn('root');
    const id = (await t.call(staff.staffList, { keyword: 'fay.reset' }, { token: root })).data!.list[0]!.id;
    expect((await t.call(staff.staffResetTotp, { id }, { token: root })).code).toBe(200);
    const [reset] = await t.db.select({ step: admins.totp_last_step }).from(admins).where(eq(admins.id, id));
    expect(reset!.step).toBeNull();
    const token = await t.signIn('fay.reset');
    const { secret } = (await t.call(auth.totpEnroll, {}, { token })).data!;
    const confirming = await codeAt(secret, t.clock.now());
    expect((await t.call(auth.totpConfirm, { code: confirming }, { token })).code).toBe(200);
    expect(await signInWith('fay.reset', confirming)).toMatchObject({ code: 400, msg: 'Wrong two-factor code' });
  });
});

describe('a role that requires two-factor', () => {
  it('lets its members sign in, then asks them to enrol before anything else', async () => {
    const root = await t.signIn('root');
    const compliance = (await t.call(staff.roleList, {}, { token: root })).data!.list.find((r) => r.name === 'Compliance')!;
    const { id, name, description, permissions } = compliance;
    expect((await t.call(staff.roleUpdate, { id, name, description, permissions, totp_required: true }, { token: root })).code).toBe(200);
    const token = await t.signIn('dora.compliance');
    expect((await t.call(auth.me, {}, { token })).data!.admin.must_enrol_totp).toBe(true);
    expect(await t.call(users.list, { kind: 'user' }, { token })).toMatchObject({ code: 403, data: { setup_required: 'enrol_totp' } });
    const { secret } = (await t.call(auth.totpEnroll, {}, { token })).data!;
    await t.call(auth.totpConfirm, { code: await codeAt(secret, t.clock.now()) }, { token });
    expect((await t.call(users.list, { kind: 'user' }, { token })).code).toBe(200);
  });
});
