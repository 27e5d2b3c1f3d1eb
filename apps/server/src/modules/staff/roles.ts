import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { isPermission, type Permission, type staff, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { admins, rolePermissions, roles } from '../../db/schema/index.js';
import { notFound, refusalError, refusalErrorWith } from '../../core/errors.js';
import type { Principal } from '../../core/member.js';

export const SUPER_ADMIN = 'Super admin';
type RoleFields = z.output<typeof staff.roleCreate.body>;

export async function listRoles(db: Database): Promise<staff.Role[]> {
  const [rows, granted, held] = await readTogether(db, [
    () => db.select().from(roles).orderBy(desc(roles.built_in), asc(roles.name)),
    () => db.select().from(rolePermissions).orderBy(asc(rolePermissions.permission)),
    () => db.select({ roleId: admins.role_id, n: count() }).from(admins).groupBy(admins.role_id),
  ]);
  return rows.map((role) => ({
    id: role.id, name: role.name, description: role.description, built_in: role.built_in, totp_required: role.totp_required, allowed_networks: role.allowed_networks,
    permissions: granted.filter((g) => g.role_id === role.id).map((g) => g.permission).filter(isPermission),
    members: held.find((h) => h.roleId === role.id)?.n ?? 0,
  }));
}

export async function findRole(db: Database, id: number): Promise<staff.Role> {
  const role = (await listRoles(db)).find((r) => r.id === id);
  if (!role) throw notFound('role', id);
  return role;
}

const notHeldBy = (actor: Principal, permissions: readonly string[]) => permissions.filter((p) => !actor.permissions.has(p as Permission));

/** Whether the member holds every one of these permissions. */
export const holdsEvery = (member: Principal, permissions: readonly string[]) => notHeldBy(member, permissions).length === 0;

/** Nobody hands out more than they hold: every permission granted must be the actor's own. */
export function ensureHeldBy(actor: Principal, permissions: readonly Permission[], refusal: 'role.grant_unheld' | 'role.assign_unheld'): void {
  const missing = notHeldBy(actor, permissions);
  if (missing.length > 0) throw refusalError(403, refusal, { permissions: missing.join(', ') });
}

/** Nobody changes a role stronger than their own: every permission it holds must be the actor's too. */
function ensureNotStronger(actor: Principal, role: Pick<staff.Role, 'name' | 'permissions'>): void {
  const missing = notHeldBy(actor, role.permissions);
  if (missing.length > 0) throw refusalError(403, 'role.stronger', { name: role.name, permissions: missing.join(', ') });
}

async function ensureNameFree(db: Database, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, name.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined));
  if (taken) throw refusalErrorWith(409, { field: 'name' }, 'role.name_taken', { name });
}

async function writePermissions(db: Database, roleId: number, permissions: readonly Permission[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  if (permissions.length > 0) await db.insert(rolePermissions).values(permissions.map((permission) => ({ role_id: roleId, permission })));
}

export async function createRole(db: Database, actor: Principal, input: RoleFields, now: Date) {
  ensureHeldBy(actor, input.permissions, 'role.grant_unheld');
  await ensureNameFree(db, input.name);
  const [created] = await db
    .insert(roles)
    .values({ name: input.name, description: input.description, totp_required: input.totp_required, allowed_networks: input.allowed_networks, created_at: now, updated_at: now })
    .returning({ id: roles.id });
  await writePermissions(db, created!.id, input.permissions);
  return findRole(db, created!.id);
}

/**
 * Renames a role or changes its permissions. Built-in roles keep their names, and the Super admin
 * role keeps every permission, so that someone can always manage access.
 */
export async function updateRole(db: Database, actor: Principal, input: RoleFields & { id: number }, now: Date) {
  const [locked] = await db.select().from(roles).where(eq(roles.id, input.id)).for('update');
  if (!locked) throw notFound('role', input.id);
  const before = await findRole(db, input.id);
  ensureNotStronger(actor, before);
  if (before.built_in && input.name !== before.name) throw refusalError(409, 'role.built_in_renamed', { name: before.name });
  const changed = input.permissions.length !== before.permissions.length || input.permissions.some((p) => !before.permissions.includes(p));
  if (before.name === SUPER_ADMIN && before.built_in && changed) throw refusalError(409, 'role.super_admin_permissions');
  ensureHeldBy(actor, input.permissions.filter((p) => !before.permissions.includes(p)), 'role.grant_unheld');
  if (actor.roleId === input.id && !input.permissions.includes('roles.manage')) {
    throw refusalError(409, 'role.own_access_removed');
  }
  await ensureNameFree(db, input.name, input.id);
  await db
    .update(roles)
    .set({ name: input.name, description: input.description, totp_required: input.totp_required, allowed_networks: input.allowed_networks, updated_at: now })
    .where(eq(roles.id, input.id));
  await writePermissions(db, input.id, input.permissions);
  return { before, after: await findRole(db, input.id) };
}

export async function deleteRole(db: Database, actor: Principal, id: number) {
  const [locked] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!locked) throw notFound('role', id);
  const before = await findRole(db, id);
  ensureNotStronger(actor, before);
  if (locked.built_in) throw refusalError(409, 'role.built_in_deleted', { name: locked.name });
  const [held] = await db.select({ n: count() }).from(admins).where(eq(admins.role_id, id));
  const members = held?.n ?? 0;
  if (members > 0) throw refusalError(409, members === 1 ? 'role.held_by_one' : 'role.held_by_many', { name: locked.name, count: members });
  await db.delete(roles).where(eq(roles.id, id));
  return before;
}
