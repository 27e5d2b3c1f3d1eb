import { eq, sql } from 'drizzle-orm';
import { staff, type approvals } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { admins, rolePermissions, roles } from '../../db/schema/index.js';
import { changedOnly, flagChange, gate, listChange, textChange, type Inspection } from '../../http/approval-gate.js';
import { holdsEvery, SUPER_ADMIN } from './roles.js';
import type { Principal } from '../../core/member.js';

type ApprovalChange = approvals.ApprovalChange;

async function roleWithPermissions(db: Database, id: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) return null;
  const granted = await db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.role_id, id));
  return { ...role, permissions: granted.map((g) => g.permission).sort() };
}

const roleNamed = async (db: Database, name: string) =>
  (await db.select({ id: roles.id }).from(roles).where(eq(sql`lower(${roles.name})`, name.toLowerCase())))[0] ?? null;

export const roleCreateGate = gate({
  action: 'role_change',
  endpoint: staff.roleCreate,
  async inspect(db, body) {
    if (await roleNamed(db, body.name)) return null;
    return {
      target: `role:${body.name.toLowerCase()}`,
      targetLabel: body.name,
      amount: null,
      guard: { name_free: true },
      changes: [textChange('role', null, body.name), listChange('permissions', [], [...body.permissions])],
    };
  },
});

type RoleRow = NonNullable<Awaited<ReturnType<typeof roleWithPermissions>>>;

/**
 * A role's change: the role as it stands is the guard, and `changesOf` says what the call would
 * make of it. A change of the built-in Super admin role's networks, which could lock every Super
 * admin out, always waits for a second person.
 */
async function roleChange(db: Database, id: number, maker: Principal | null, changesOf: (role: RoleRow) => ApprovalChange[]): Promise<Inspection | null> {
  const role = await roleWithPermissions(db, id);
  // A role stronger than its maker is refused by the call itself.
  if (!role || (maker && !holdsEvery(maker, role.permissions))) return null;
  const changes = changedOnly(changesOf(role));
  return {
    alwaysHeld: role.built_in && role.name === SUPER_ADMIN && changes.some((change) => change.field === 'allowed_networks'),
    target: `role:${role.id}`,
    targetLabel: role.name,
    amount: null,
    guard: { name: role.name, permissions: role.permissions, totp_required: role.totp_required, allowed_networks: role.allowed_networks },
    changes,
  };
}

export const roleUpdateGate = gate({
  action: 'role_change',
  endpoint: staff.roleUpdate,
  inspect: (db, body, { maker }) => roleChange(db, body.id, maker, (role) => [
    textChange('name', role.name, body.name),
    listChange('permissions', role.permissions, [...body.permissions]),
    flagChange('totp_required', role.totp_required, body.totp_required),
    listChange('allowed_networks', role.allowed_networks, [...body.allowed_networks]),
  ]),
});

export const roleDeleteGate = gate({
  action: 'role_change',
  endpoint: staff.roleDelete,
  inspect: (db, body, { maker }) => roleChange(db, body.id, maker, (role) => [textChange('role', role.name, null), listChange('permissions', role.permissions, [])]),
});

async function memberWithRole(db: Database, id: number) {
  const [member] = await db.select({ id: admins.id, username: admins.username, role_id: admins.role_id, role: roles.name, totp: admins.totp_secret })
    .from(admins).innerJoin(roles, eq(roles.id, admins.role_id)).where(eq(admins.id, id));
  return member ?? null;
}

const roleName = async (db: Database, id: number) => (await db.select({ name: roles.name }).from(roles).where(eq(roles.id, id)))[0]?.name ?? null;

/** A member's name or e-mail changes at once; a new role is a change of power and may wait. */
export const memberRoleGate = gate({
  action: 'role_change',
  endpoint: staff.staffUpdate,
  async inspect(db, body) {
    const member = await memberWithRole(db, body.id);
    if (!member || member.role_id === body.role_id) return null;
    const next = await roleName(db, body.role_id);
    if (next === null) return null;
    return {
      target: `admin:${member.id}`,
      targetLabel: member.username,
      amount: null,
      guard: { role_id: member.role_id },
      changes: [textChange('role', member.role, next)],
    };
  },
});

export const staffCreateGate = gate({
  action: 'staff_create',
  endpoint: staff.staffCreate,
  async inspect(db, body) {
    const role = await roleName(db, body.role_id);
    if (role === null) return null;
    const [taken] = await db.select({ id: admins.id }).from(admins).where(eq(sql`lower(${admins.username})`, body.username.toLowerCase()));
    if (taken) return null;
    return {
      target: `admin:${body.username.toLowerCase()}`,
      targetLabel: body.username,
      amount: null,
      guard: { username_free: true },
      changes: [textChange('member', null, body.username), textChange('role', null, role)],
    };
  },
});

export const totpResetGate = gate({
  action: 'totp_reset',
  endpoint: staff.staffResetTotp,
  async inspect(db, body) {
    const member = await memberWithRole(db, body.id);
    if (!member || member.totp === null) return null;
    return {
      target: `admin:${member.id}`,
      targetLabel: member.username,
      amount: null,
      guard: { enrolled: true },
      changes: [textChange('two_factor', 'enrolled', null)],
    };
  },
});
