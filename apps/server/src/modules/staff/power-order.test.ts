import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auth, BUILT_IN_ROLES, staff, type Permission } from '@wallet/contracts';
import { admins } from '../../db/schema/index.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/harness.js';

/**
 * Staff management obeys an order of power: a member manages only members whose permissions are
 * all their own. Probed from outside, a member holding only staff.view and staff.manage once took
 * over a Super admin by resetting their password.
 */
let t: TestApp;
let root: string;
const roleIds: Record<string, number> = {};

const STAFF_MANAGER: readonly Permission[] = ['staff.view', 'staff.manage'];
const ROLES: Record<string, readonly Permission[]> = {
  ...Object.fromEntries(Object.entries(BUILT_IN_ROLES).map(([name, role]) => [name, role.permissions])),
  'Staff manager': STAFF_MANAGER,
};
const covers = (strong: readonly Permission[], weak: readonly Permission[]) => weak.every((p) => strong.includes(p));

const rowOf = async (id: number) => (await t.db.select().from(admins).where(eq(admins.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('root', 'Super admin');
  root = await t.signIn('root');
  const managerRole = await t.call(staff.roleCreate, { name: 'Staff manager', permissions: [...STAFF_MANAGER] }, { token: root });
  for (const role of (await t.call(staff.roleList, {}, { token: root })).data!.list) roleIds[role.name] = role.id;
  expect(roleIds['Staff manager']).toBe(managerRole.data!.id);
});
afterAll(() => t.close());

describe('the hole found from outside', () => {
  it('a staff manager cannot reset, disable, edit or re-role a Super admin, and sees no password', async () => {
    const victim = await t.addStaff('victim.root', 'Super admin');
    await t.addStaff('sly.manager', 'Staff manager');
    const sly = await t.signIn('sly.manager');
    const before = await rowOf(victim);

    const reset = await t.call(staff.staffResetPassword, { id: victim }, { token: sly });
    expect(reset.code).toBe(403);
    expect(reset.msg).toMatch(/^victim\.root holds permissions you do not \(/);
    expect(reset.data).toBeNull();
    expect((await t.call(staff.staffDisable, { id: victim }, { token: sly })).code).toBe(403);
    expect((await t.call(staff.staffUpdate, { id: victim, name: 'Owned', email: 'owned@evil.example', role_id: roleIds['Staff manager']! }, { token: sly })).code).toBe(403);
    expect((await t.call(staff.staffResetTotp, { id: victim }, { token: sly })).code).toBe(403);

    expect(await rowOf(victim)).toEqual(before);
    expect((await t.call(auth.login, { username: 'victim.root', password: TEST_PASSWORD })).code).toBe(200);
  });

  it('the same staff manager still manages members no stronger than themselves', async () => {
    await t.addStaff('peer.manager', 'Staff manager');
    const peer = (await t.call(staff.staffList, { keyword: 'peer.manager' }, { token: root })).data!.list[0]!.id;
    const manager = await t.signIn('sly.manager');
    // The list says whom they may manage, so the console shows buttons only there.
    const listed = (await t.call(staff.staffList, { page_size: 100 }, { token: manager })).data!.list;
    expect(listed.find((m) => m.username === 'peer.manager')?.manageable).toBe(true);
    expect(listed.find((m) => m.username === 'victim.root')?.manageable).toBe(false);
    expect(listed.find((m) => m.username === 'root')?.manageable).toBe(false);
    const reset = await t.call(staff.staffResetPassword, { id: peer }, { token: manager });
    expect(reset.code).toBe(200);
    expect(reset.data!.temporary_password).toMatch(/.{12,}/);
  });

  it('nobody changes their own role, not even a Super admin with another beside them', async () => {
    const self = await t.addStaff('self.root', 'Super admin');
    const token = await t.signIn('self.root');
    const before = await rowOf(self);
    const answer = await t.call(staff.staffUpdate, { id: self, name: 'Self', email: 'self@wallet.example', role_id: roleIds.Support! }, { token });
    expect(answer).toMatchObject({ code: 409, msg: 'You cannot change your own role; another member who holds its permissions can' });
    expect(await rowOf(self)).toEqual(before);
    // Their own name and e-mail stay theirs to change.
    expect((await t.call(staff.staffUpdate, { id: self, name: 'Self Root', email: 'self@wallet.example', role_id: before.role_id }, { token })).code).toBe(200);
  });
});

describe('the role-power matrix', () => {
  const pairs = Object.keys(ROLES).flatMap((weak) => Object.keys(ROLES).map((strong) => [weak, strong] as const))
    .filter(([weak, strong]) => !covers(ROLES[weak]!, ROLES[strong]!));

  it('lists the pairs it proves (every weaker role against every stronger one)', () => {
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs).toContainEqual(['Staff manager', 'Super admin']);
    expect(pairs).toContainEqual(['Staff manager', 'Support']);
  });

  it('refuses every staff-management action of the weaker on the stronger and changes nothing', async () => {
    const actors: Record<string, string> = {};
    const targets: Record<string, number> = {};
    for (const name of Object.keys(ROLES)) {
      const slug = name.toLowerCase().replace(/\W+/g, '-');
      await t.addStaff(`actor-${slug}`, name);
      actors[name] = await t.signIn(`actor-${slug}`);
      targets[name] = await t.addStaff(`target-${slug}`, name);
    }
    for (const [weak, strong] of pairs) {
      const token = actors[weak]!;
      const id = targets[strong]!;
      const before = await rowOf(id);
      const attempts = {
        edit: () => t.call(staff.staffUpdate, { id, name: 'Renamed', email: 'renamed@wallet.example', role_id: before.role_id }, { token }),
        demote: () => t.call(staff.staffUpdate, { id, name: before.name, email: 'demoted@wallet.example', role_id: roleIds[weak]! }, { token }),
        disable: () => t.call(staff.staffDisable, { id }, { token }),
        enable: () => t.call(staff.staffEnable, { id }, { token }),
        'reset password': () => t.call(staff.staffResetPassword, { id }, { token }),
        'reset two-factor': () => t.call(staff.staffResetTotp, { id }, { token }),
      };
      for (const [action, attempt] of Object.entries(attempts)) {
        const answer = await attempt();
        expect(answer.code, `${weak} → ${action} → ${strong}: ${answer.msg}`).toBe(403);
        expect(JSON.stringify(answer.data), `${weak} → ${action} → ${strong}`).not.toContain('temporary_password');
      }
      expect(await rowOf(id), `${weak} on ${strong}`).toEqual(before);
    }
  });
});
