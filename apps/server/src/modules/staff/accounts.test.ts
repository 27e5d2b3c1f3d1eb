import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, auth, staff, users } from '@wallet/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/harness.js';

const MINUTE = 60_000;
let t: TestApp;
let root: string;
let roleIds: Record<string, number>;

const create = (body: object, token = root) => t.call(staff.staffCreate, { name: 'New Member', email: 'new@wallet.example', ...body }, { token });

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('root', 'Super admin');
  root = await t.signIn('root');
  roleIds = Object.fromEntries((await t.call(staff.roleList, {}, { token: root })).data!.list.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

describe('staff/create and the first sign-in', () => {
  it('creates a member with a temporary password that must be changed before anything else', async () => {
    const created = await create({ username: 'ana.ops', role_id: roleIds.Operations });
    expect(created.code).toBe(200);
    expect(created.data!.member).toMatchObject({ username: 'ana.ops', must_change_password: true, status: 'active', role: { name: 'Operations' } });
    const temporary = created.data!.temporary_password;
    expect(JSON.stringify(await t.db.query.auditLogs.findMany())).not.toContain(temporary);

    const token = await t.signIn('ana.ops', temporary);
    expect((await t.call(auth.me, {}, { token })).data!.admin.must_change_password).toBe(true);
    expect(await t.call(users.list, { kind: 'user' }, { token })).toMatchObject({ code: 403, data: { setup_required: 'change_password' } });

    const change = (new_password: string) => t.call(auth.changePassword, { current_password: temporary, new_password }, { token });
    expect((await change('short')).msg).toContain('at least 12 characters');
    expect((await change('Password1234')).msg).toBe('Invalid field "new_password": is one of the most common passwords');
    expect((await change('aaaaaaaaaaaaaaab')).msg).toBe('Invalid field "new_password": repeats too few characters');
    expect((await change('my-ana.ops-secret-2026')).msg).toBe('Invalid field "new_password": must not contain the username');
    const otherSession = await t.signIn('ana.ops', temporary);
    expect((await change('tangerine otter 41 blue')).code).toBe(200);
    expect((await t.call(auth.me, {}, { token: otherSession })).code).toBe(410);
    expect((await t.call(users.list, { kind: 'user' }, { token })).code).toBe(200);
    expect((await t.call(auth.login, { username: 'ana.ops', password: temporary })).code).toBe(400);
  });

  it('refuses a username taken (any case) and a role holding permissions the creator lacks', async () => {
    expect((await create({ username: 'ANA.OPS', role_id: roleIds.Support })).msg).toBe('The username ANA.OPS is taken');
    await t.addStaffWith('staff.lead', ['staff.view', 'staff.manage', 'users.view']);
    const lead = await t.signIn('staff.lead');
    const answer = await create({ username: 'too.much', role_id: roleIds.Operations }, lead);
    expect(answer.code).toBe(403);
    expect(answer.msg).toMatch(/^You cannot give a role with permissions you do not hold: /);
  });

  it('refuses the names records give the system, the customer and the DICT, in any case, and creates nobody', async () => {
    const before = (await t.call(staff.staffList, {}, { token: root })).data!.pagination.total;
    for (const username of ['system', 'SYSTEM', 'Customer', 'dict']) {
      const answer = await create({ username, role_id: roleIds.Support });
      expect(answer.code).toBe(400);
      expect(answer.msg).toContain('is kept for what records say the system, the customer or the DICT did');
    }
    expect((await t.call(staff.staffList, {}, { token: root })).data!.pagination.total).toBe(before);
  });
});

describe('disable, enable, reset', () => {
  it('disabling ends the member\'s sessions at once; enabling lets them sign in again', async () => {
    const id = (await create({ username: 'bruno.fin', role_id: roleIds.Finance })).data!.member.id;
    const password = (await t.call(staff.staffResetPassword, { id }, { token: root })).data!.temporary_password;
    const session = await t.signIn('bruno.fin', password);
    expect((await t.call(staff.staffDisable, { id }, { token: root })).data!.status).toBe('disabled');
    expect((await t.call(auth.me, {}, { token: session })).code).toBe(410);
    expect((await t.call(auth.login, { username: 'bruno.fin', password })).msg).toBe('This account is disabled');
    expect((await t.call(staff.staffDisable, { id }, { token: root })).msg).toBe('bruno.fin is already disabled');
    expect((await t.call(staff.staffEnable, { id }, { token: root })).data!.status).toBe('active');
    expect((await t.call(auth.login, { username: 'bruno.fin', password })).code).toBe(200);
  });

  it('resetting a password ends the sessions and asks for a new password', async () => {
    const id = (await t.call(staff.staffList, { keyword: 'bruno.fin' }, { token: root })).data!.list[0]!.id;
    const before = (await t.call(staff.staffResetPassword, { id }, { token: root })).data!.temporary_password;
    const session = await t.signIn('bruno.fin', before);
    const reset = await t.call(staff.staffResetPassword, { id }, { token: root });
    expect(reset.data!.member.must_change_password).toBe(true);
    expect((await t.call(auth.me, {}, { token: session })).code).toBe(410);
  });

  it('keeps the last active Super admin: not disabled, not given another role, and nobody disables themselves', async () => {
    const rootId = (await t.call(auth.me, {}, { token: root })).data!.admin.id;
    expect((await t.call(staff.staffDisable, { id: rootId }, { token: root })).msg).toBe('You cannot disable your own account');
    await t.addStaff('second.root', 'Super admin');
    const second = await t.signIn('second.root');
    expect((await t.call(staff.staffDisable, { id: rootId }, { token: second })).code).toBe(200);
    const secondId = (await t.call(auth.me, {}, { token: second })).data!.admin.id;
    // A custom role holding every permission may manage the last Super admin, but not demote them.
    await t.addStaffWith('deputy', [...ALL_PERMISSIONS]);
    const deputy = await t.signIn('deputy');
    const demote = await t.call(staff.staffUpdate, { id: secondId, name: 'Second', email: 'second@wallet.example', role_id: roleIds.Support }, { token: deputy });
    expect(demote.msg).toBe('second.root is the last active Super admin and cannot be given another role');
    expect((await t.call(staff.staffDisable, { id: secondId }, { token: deputy })).msg).toBe('second.root is the last active Super admin and cannot be disabled');
    await t.call(staff.staffEnable, { id: rootId }, { token: second });
  });
});

describe('re-authentication for sensitive calls', () => {
  it('asks for the password again 5 minutes after sign-in, then opens another 5 minutes', async () => {
    await t.addStaff('carla.admin', 'Super admin');
    let token = await t.signIn('carla.admin');
    const list = () => t.call(staff.roleCreate, { name: `Role ${Date.now()}`, permissions: [] }, { token });
    t.clock.advance(4 * MINUTE);
    expect((await list()).code).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect(await list()).toMatchObject({ code: 403, data: { reauth_required: true } });
    expect((await t.call(staff.staffList, {}, { token })).code).toBe(200); // reads are not sensitive
    expect((await t.call(auth.reauthenticate, { password: 'wrong password!' }, { token })).msg).toBe('Wrong password');
    expect((await t.call(auth.reauthenticate, {}, { token })).code).toBe(400);
    expect((await t.call(auth.reauthenticate, { password: TEST_PASSWORD }, { token })).code).toBe(200);
    expect((await list()).code).toBe(200);
    t.clock.advance(6 * MINUTE);
    expect((await list()).code).toBe(403);
    token = await t.signIn('carla.admin');
    expect((await list()).code).toBe(200);
  });

  it('counts wrong passwords toward the lock-out, which ends the session', async () => {
    await t.addStaff('guesser', 'Support');
    const token = await t.signIn('guesser');
    let answer;
    for (let i = 0; i < 10; i++) {
      answer = await t.call(auth.reauthenticate, { password: `guess number ${i}` }, { token });
      if (answer.code !== 400) break;
    }
    expect(answer!.code).toBe(429);
    expect((await t.call(auth.me, {}, { token })).code).toBe(410);
  });

  it('asks for re-authentication before two-factor is set up on an old session', async () => {
    await t.addStaff('late.enrol', 'Support');
    const token = await t.signIn('late.enrol');
    t.clock.advance(16 * MINUTE);
    expect(await t.call(auth.totpEnroll, {}, { token })).toMatchObject({ code: 403, data: { reauth_required: true } });
  });
});
