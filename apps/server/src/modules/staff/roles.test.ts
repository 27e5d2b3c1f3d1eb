import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, banking, staff, type Permission } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
let root: string;
let delegate: string;

const roleBody = (name: string, permissions: Permission[], extra: object = {}) => ({ name, description: 'test role', permissions, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('root', 'Super admin');
  // A member who may manage roles but holds only a few permissions.
  await t.addStaffWith('delegate', ['roles.view', 'roles.manage', 'users.view', 'bank_accounts.view']);
  [root, delegate] = await Promise.all([t.signIn('root'), t.signIn('delegate')]);
});
afterAll(() => t.close());

describe('role/create', () => {
  it('creates a role with the permissions the member holds', async () => {
    const answer = await t.call(staff.roleCreate, roleBody('Read accounts', ['bank_accounts.view', 'users.view', 'users.view']), { token: delegate });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ name: 'Read accounts', built_in: false, totp_required: false, permissions: ['bank_accounts.view', 'users.view'], members: 0 });
  });

  it('refuses to grant a permission the member does not hold, and creates nothing', async () => {
    const answer = await t.call(staff.roleCreate, roleBody('Freezers', ['users.view', 'funds.freeze', 'funds.unfreeze']), { token: delegate });
    expect(answer).toMatchObject({ code: 403, msg: 'You cannot grant permissions you do not hold: funds.freeze, funds.unfreeze', data: null });
    expect((await t.call(staff.roleList, {}, { token: root })).data!.list.map((r) => r.name)).not.toContain('Freezers');
  });

  it('refuses a name already taken (in any case) and an unknown permission', async () => {
    expect((await t.call(staff.roleCreate, roleBody('read ACCOUNTS', []), { token: root })).code).toBe(409);
    expect((await t.call(staff.roleCreate, roleBody('Odd', ['funds.steal' as Permission]), { token: root })).code).toBe(400);
  });
});

describe('role/update', () => {
  it("changes a role's permissions for its members from their next call", async () => {
    const role = (await t.call(staff.roleCreate, roleBody('Changing', ['users.view']), { token: root })).data!;
    await t.addStaff('changer', 'Changing');
    const member = await t.signIn('changer');
    expect((await t.call(banking.list, {}, { token: member })).code).toBe(403);
    await t.call(staff.roleUpdate, { id: role.id, ...roleBody('Changing', ['users.view', 'bank_accounts.view']) }, { token: root });
    expect((await t.call(banking.list, {}, { token: member })).code).toBe(200);
  });

  it('lets a member narrow a role within their own permissions, but not add one they lack', async () => {
    const role = (await t.call(staff.roleCreate, roleBody('Wide', ['users.view', 'bank_accounts.view']), { token: root })).data!;
    expect((await t.call(staff.roleUpdate, { id: role.id, ...roleBody('Wide', ['users.view', 'bank_accounts.view', 'fees.create']) }, { token: delegate })).code).toBe(403);
    const narrowed = await t.call(staff.roleUpdate, { id: role.id, ...roleBody('Narrow', ['users.view']) }, { token: delegate });
    expect(narrowed.data).toMatchObject({ name: 'Narrow', permissions: ['users.view'] });
  });

  it('refuses to change or delete a role stronger than the member, and changes nothing', async () => {
    const strong = (await t.call(staff.roleCreate, roleBody('Staff keepers', ['users.view', 'staff.manage']), { token: root })).data!;
    const narrowed = await t.call(staff.roleUpdate, { id: strong.id, ...roleBody('Staff keepers', ['users.view']) }, { token: delegate });
    expect(narrowed).toMatchObject({ code: 403, msg: 'The role "Staff keepers" holds permissions you do not hold (staff.manage): only someone who holds them may change it' });
    expect((await t.call(staff.roleDelete, { id: strong.id }, { token: delegate })).code).toBe(403);
    const superAdmin = (await t.call(staff.roleList, {}, { token: root })).data!.list.find((r) => r.name === 'Super admin')!;
    const networks = await t.call(staff.roleUpdate, { id: superAdmin.id, ...roleBody('Super admin', [...superAdmin.permissions], { allowed_networks: ['10.0.0.0/8'] }) }, { token: delegate });
    expect(networks.code).toBe(403);
    const roles = (await t.call(staff.roleList, {}, { token: root })).data!.list;
    expect(roles.find((r) => r.id === strong.id)).toMatchObject({ permissions: ['staff.manage', 'users.view'] });
    expect(roles.find((r) => r.id === superAdmin.id)).toMatchObject({ allowed_networks: superAdmin.allowed_networks });
  });

  it("refuses to take roles.manage away from the actor's own role", async () => {
    const mine = (await t.call(staff.roleList, {}, { token: delegate })).data!.list.find((r) => r.name === 'role of delegate')!;
    const answer = await t.call(staff.roleUpdate, { id: mine.id, ...roleBody(mine.name, ['roles.view', 'users.view']) }, { token: delegate });
    expect(answer).toMatchObject({ code: 409, msg: 'You hold this role: removing "roles.manage" from it would take away your own access to roles', data: null });
  });

  it('keeps built-in names, and every permission on the Super admin role', async () => {
    const roles = (await t.call(staff.roleList, {}, { token: root })).data!.list;
    const superAdmin = roles.find((r) => r.name === 'Super admin')!;
    const support = roles.find((r) => r.name === 'Support')!;
    expect(superAdmin.permissions).toEqual([...ALL_PERMISSIONS].sort());
    expect((await t.call(staff.roleUpdate, { id: support.id, ...roleBody('Helpdesk', support.permissions) }, { token: root })).msg).toBe('The built-in role "Support" cannot be renamed');
    expect((await t.call(staff.roleUpdate, { id: superAdmin.id, ...roleBody('Super admin', ['users.view']) }, { token: root })).msg).toBe('The Super admin role always holds every permission');
    const twoFactor = await t.call(staff.roleUpdate, { id: support.id, ...roleBody('Support', support.permissions, { totp_required: true }) }, { token: root });
    expect(twoFactor.data!.totp_required).toBe(true);
  });
});

describe('role/delete', () => {
  it('deletes an unused role, but not a built-in one or one in use', async () => {
    const roles = (await t.call(staff.roleList, {}, { token: root })).data!.list;
    const unused = roles.find((r) => r.name === 'Read accounts')!;
    const inUse = roles.find((r) => r.name === 'Changing')!;
    const builtIn = roles.find((r) => r.name === 'Finance')!;
    expect((await t.call(staff.roleDelete, { id: builtIn.id }, { token: root })).msg).toBe('The built-in role "Finance" cannot be deleted');
    expect((await t.call(staff.roleDelete, { id: inUse.id }, { token: root })).msg).toBe('The role "Changing" is held by 1 staff member; give them another role first');
    expect((await t.call(staff.roleDelete, { id: unused.id }, { token: root })).code).toBe(200);
    expect((await t.call(staff.roleDelete, { id: unused.id }, { token: root })).code).toBe(404);
  });
});
