// No role raises its own power. Every built-in role and two custom ones (a staff manager and a role
// manager who hold little else) walk every call of the contracts table that changes access, with a
// body that would raise them (their own id, the Super admin role, every permission); then try the
// three known roads one by one: granting a permission they do not hold, changing their own role,
// approving their own request. They end holding exactly what they held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_PERMISSIONS, approvals, auth, banking, BUILT_IN_ROLES, endpoints, staff, type Endpoint, type Permission } from '@wallet/contracts';
import { admins, rolePermissions } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { deposit, openAccount } from '../test-support/banking.js';

const ROLES: Record<string, readonly Permission[]> = {
  ...Object.fromEntries(Object.entries(BUILT_IN_ROLES).map(([name, role]) => [name, role.permissions])),
  'a staff manager': ['staff.view', 'staff.manage', 'roles.view', 'funds.view', 'funds.unfreeze'],
  'a role manager': ['roles.view', 'roles.manage', 'users.view'],
};
/** The calls that change who may do what. Disabling oneself or ending one's own sessions lowers power; left out. */
const LOWERING = new Set<Endpoint>([staff.staffDisable, staff.staffResetPassword, staff.staffResetTotp, auth.logout, auth.totpEnroll, auth.totpConfirm, auth.changePassword]);
const POWER_CALLS = endpoints.filter((e) => e.mutation && /^(roles|staff|approvals)\./.test(e.access) && !LOWERING.has(e));

let t: TestApp;
let root: string;
let superAdminRoleId: number;
let supportRoleId: number;
let freezeId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  await t.addStaff('root', 'Super admin');
  root = await t.signIn('root');
  const roles = (await t.call(staff.roleList, {}, { token: root })).data!.list;
  superAdminRoleId = roles.find((r) => r.name === 'Super admin')!.id;
  supportRoleId = roles.find((r) => r.name === 'Support')!.id;
  // Every hold release waits for a second person: a request any role holding funds.unfreeze can make.
  await t.call(approvals.policyUpdate, { action: 'hold_release', needs_approval: true, reason: 'Four eyes on every release' }, { token: root });
  const account = await openAccount(t, root);
  await deposit(t.db, account.id, 100_000, t.clock.now());
  freezeId = (await t.call(banking.freeze, { account_id: account.id, amount: 10_000, reason: 'Held for the test' }, { token: root, idempotencyKey: 'self-power-freeze' })).data!.freeze.id;
}, 120_000);
afterAll(() => t.close());

const memberIds = new Map<string, number>();

/** The role's member (created the first time), freshly signed in. */
async function member(roleName: string) {
  const username = `member.${roleName.toLowerCase().replace(/\W+/g, '.')}`;
  if (!memberIds.has(roleName)) {
    memberIds.set(roleName, Object.hasOwn(BUILT_IN_ROLES, roleName) ? await t.addStaff(username, roleName) : await t.addStaffWith(username, ROLES[roleName]!));
  }
  return { id: memberIds.get(roleName)!, token: await t.signIn(username) };
}

/** What a member holds: their role and its permissions, as the server says and as the database has it. */
async function powerOf(id: number, token: string) {
  const me = (await t.call(auth.me, {}, { token })).data!;
  const [row] = await t.db.select({ role_id: admins.role_id }).from(admins).where(eq(admins.id, id));
  const granted = await t.db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.role_id, row!.role_id));
  return { role: row!.role_id, said: [...me.permissions].sort(), granted: granted.map((g) => g.permission).sort() };
}

describe.each(Object.keys(ROLES))('the role %s', (roleName) => {
  const held = new Set(ROLES[roleName]);

  it('walks every call that changes access with a body that would raise it, and holds no more than before', async () => {
    const { id, token } = await member(roleName);
    const before = await powerOf(id, token);
    const raise = {
      id, role_id: superAdminRoleId, permissions: [...ALL_PERMISSIONS], name: `Raised ${roleName}`, description: 'Everything', totp_required: false,
      username: `raised.${id}`, email: `raised.${id}@wallet.example`, action: 'role_change', needs_approval: false, from_amount: null, hold_types: [],
      reason: 'Raise myself', box: 'waiting',
    };
    for (const endpoint of POWER_CALLS) {
      const answer = (await t.post(endpoint.path, raise, { token, idempotencyKey: `raise-${id}-${endpoint.path}` })).json() as { code: number };
      expect([endpoint.path, answer.code]).not.toEqual([endpoint.path, 500]);
    }
    expect(await powerOf(id, token)).toEqual(before);
    // Nobody it could have created holds more than it does.
    const created = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.username, `raised.${id}`));
    for (const { id: other } of created) {
      const [row] = await t.db.select({ role_id: admins.role_id }).from(admins).where(eq(admins.id, other));
      const granted = await t.db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.role_id, row!.role_id));
      expect(granted.map((g) => g.permission).filter((p) => !held.has(p as Permission))).toEqual([]);
    }
  });

  it('is refused a permission it does not hold, its own role, and its own request', async () => {
    const { id, token } = await member(roleName);
    const unheld = ALL_PERMISSIONS.filter((p) => !held.has(p));
    if (unheld.length > 0) {
      const granted = await t.call(staff.roleCreate, { name: `Wider than ${roleName}`, permissions: [...held, unheld[0]!] }, { token });
      expect(granted.code).toBe(403);
    }
    // Another role than its own: the Super admin's member tries a lower one.
    const other = roleName === 'Super admin' ? supportRoleId : superAdminRoleId;
    const ownRole = await t.call(staff.staffUpdate, { id, name: 'Me', email: `me.${id}@wallet.example`, role_id: other }, { token });
    expect(ownRole.code).toBe(held.has('staff.manage') ? 409 : 403);

    if (held.has('funds.unfreeze')) {
      const asked = await t.call(banking.unfreeze, { freeze_id: freezeId, reason: `Asked by ${roleName}` }, { token, idempotencyKey: `self-power-ask-${id}` });
      expect(asked.code).toBe(202);
      const request = (asked.data as unknown as { approval: { id: number } }).approval;
      const own = await t.call(approvals.approve, { id: request.id, reason: 'Approving myself' }, { token, idempotencyKey: `self-power-own-${id}` });
      expect(own.code).toBe(held.has('approvals.approve') ? 409 : 403);
      expect((await t.call(approvals.withdraw, { id: request.id, reason: 'Leave it to the next role' }, { token })).code).toBe(200);
    }
  });
});
