import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Permission, staff, z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { adminRecoveryCodes, admins, rolePermissions, roles } from '../../db/schema/index.js';
import { likePattern, optionFilter } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer, pageOffset } from '../../db/list-page.js';
import { insertUnique } from '../../db/unique.js';
import { notFound, refusalError, refusalErrorWith } from '../../core/errors.js';
import { generatePassword, hashPassword, chosenPasswordHashes, revokeSessionsOf, findAdminByUsername } from '../auth/index.js';
import { ensureHeldBy, findRole, SUPER_ADMIN } from './roles.js';
import type { Principal } from '../../core/member.js';

/** True where the actor holds every permission of the member's role: the order of power, in SQL. */
const manageableBy = (actor: Principal) => sql<boolean>`not exists (
  select 1 from ${rolePermissions} where ${rolePermissions.role_id} = ${admins.role_id}
  and not (${rolePermissions.permission} = any(${sql.param([...actor.permissions])}::text[])))`;

const columnsFor = (actor: Principal) => ({ admin: admins, role: { id: roles.id, name: roles.name }, manageable: manageableBy(actor) });
type Row = { admin: typeof admins.$inferSelect; role: { id: number; name: string }; manageable: boolean };

function toStaffMember({ admin, role, manageable }: Row): staff.StaffMember {
  return {
    id: admin.id, username: admin.username, name: admin.name, email: admin.email, role, status: admin.status,
    totp_enabled: admin.totp_secret !== null, must_change_password: admin.must_change_password,
    locked_until: admin.locked_until?.toISOString() ?? null, last_login_at: admin.last_login_at?.toISOString() ?? null,
    created_at: admin.created_at.toISOString(), manageable,
  };
}

const withRole = (db: Database, actor: Principal) => db.select(columnsFor(actor)).from(admins).innerJoin(roles, eq(roles.id, admins.role_id));

export async function listStaff(db: Database, actor: Principal, body: z.output<typeof staff.staffList.body>) {
  const where = and(
    optionFilter(admins.status, body.status),
    body.role_id ? eq(admins.role_id, body.role_id) : undefined,
    body.keyword ? or(ilike(admins.username, likePattern(body.keyword)), ilike(admins.name, likePattern(body.keyword)), ilike(admins.email, likePattern(body.keyword))) : undefined,
  );
  const [rows, counted] = await Promise.all([
    withRole(db, actor).where(where).orderBy(desc(admins.created_at), desc(admins.id)).limit(body.page_size).offset(pageOffset(body.page, body.page_size)),
    countUpToCap(db, db.select({ id: admins.id }).from(admins).where(where).$dynamic()),
  ]);
  return pageAnswer(rows.map(toStaffMember), counted, body);
}

async function findMember(db: Database, actor: Principal, id: number): Promise<staff.StaffMember> {
  const [row] = await withRole(db, actor).where(eq(admins.id, id));
  if (!row) throw notFound('staff_member', id);
  return toStaffMember(row);
}

/**
 * Locks a member that the actor is about to manage. Power flows downwards only: the actor must
 * hold every permission the member holds, so that nobody edits, disables, resets or re-roles a
 * stronger member (a reset hands out a password: managing someone stronger would be becoming them).
 */
async function lockManageableMember(db: Database, actor: Principal, id: number) {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id)).for('update');
  if (!admin) throw notFound('staff_member', id);
  const held = await db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.role_id, admin.role_id));
  const beyond = held.map((h) => h.permission).filter((p) => !actor.permissions.has(p as Permission)).sort();
  if (beyond.length > 0) {
    throw refusalError(403, 'staff.stronger_member', { username: admin.username, permissions: beyond.join(', ') });
  }
  return admin;
}

/** Handing someone a role is granting its permissions: the actor must hold them all. */
async function assignableRole(db: Database, actor: Principal, roleId: number) {
  const role = await findRole(db, roleId);
  ensureHeldBy(actor, role.permissions, 'role.assign_unheld');
  return role;
}

/** Refuses to leave nobody who can manage access: the last active Super admin stays one. */
async function ensureAnotherSuperAdmin(db: Database, member: typeof admins.$inferSelect, refusal: 'staff.last_super_admin_disabled' | 'staff.last_super_admin_reassigned') {
  const [role] = await db.select().from(roles).where(eq(roles.id, member.role_id));
  if (role?.name !== SUPER_ADMIN || !role.built_in || member.status !== 'active') return;
  const [others] = await db
    .select({ n: count() })
    .from(admins)
    .where(and(eq(admins.role_id, role.id), eq(admins.status, 'active'), ne(admins.id, member.id)));
  if ((others?.n ?? 0) === 0) throw refusalError(409, refusal, { username: member.username });
}

export async function createMember(db: Database, actor: Principal, input: z.output<typeof staff.staffCreate.body>, now: Date) {
  await assignableRole(db, actor, input.role_id);
  const temporaryPassword = generatePassword();
  const taken = () => refusalErrorWith(409, { field: 'username' }, 'staff.username_taken', { username: input.username });
  if (await findAdminByUsername(db, input.username, { forUpdate: false })) throw taken();
  const [created] = await insertUnique(() => db.insert(admins).values({
    ...input, password_hash: '', must_change_password: true, created_at: now, updated_at: now,
  }).returning({ id: admins.id }), taken);
  await db.update(admins).set({ password_hash: await hashPassword(temporaryPassword) }).where(eq(admins.id, created!.id));
  return { member: await findMember(db, actor, created!.id), temporary_password: temporaryPassword };
}

export async function updateMember(db: Database, actor: Principal, input: z.output<typeof staff.staffUpdate.body>, now: Date) {
  const member = await lockManageableMember(db, actor, input.id);
  const before = await findMember(db, actor, input.id);
  if (input.role_id !== member.role_id) {
    if (member.id === actor.id) throw refusalError(409, 'staff.own_role');
    await assignableRole(db, actor, input.role_id);
    await ensureAnotherSuperAdmin(db, member, 'staff.last_super_admin_reassigned');
  }
  await db.update(admins).set({ name: input.name, email: input.email, role_id: input.role_id, updated_at: now }).where(eq(admins.id, input.id));
  return { before, after: await findMember(db, actor, input.id) };
}

export async function setMemberStatus(db: Database, actor: Principal, id: number, next: 'active' | 'disabled', now: Date) {
  const member = await lockManageableMember(db, actor, id);
  if (member.status === next) throw refusalError(409, next === 'active' ? 'staff.already_enabled' : 'staff.already_disabled', { username: member.username });
  if (next === 'disabled') {
    if (member.id === actor.id) throw refusalError(409, 'staff.own_account_disabled');
    await ensureAnotherSuperAdmin(db, member, 'staff.last_super_admin_disabled');
    await revokeSessionsOf(db, member.id, now);
  }
  const before = await findMember(db, actor, id);
  await db.update(admins).set({ status: next, updated_at: now }).where(eq(admins.id, id));
  return { before, after: await findMember(db, actor, id) };
}

/**
 * A new temporary password, shown once; the member must change it and is signed out everywhere. The
 * password it replaces stays in their history when it was theirs, so they cannot choose it again.
 */
export async function resetMemberPassword(db: Database, actor: Principal, id: number, now: Date) {
  const member = await lockManageableMember(db, actor, id);
  const temporaryPassword = generatePassword();
  await db
    .update(admins)
    .set({
      password_hash: await hashPassword(temporaryPassword), previous_password_hashes: chosenPasswordHashes(member), must_change_password: true,
      failed_login_count: 0, locked_until: null, updated_at: now,
    })
    .where(eq(admins.id, member.id));
  await revokeSessionsOf(db, member.id, now);
  return { member: await findMember(db, actor, id), temporary_password: temporaryPassword };
}

/** Removes a lost authenticator: the member signs in with the password and enrols again, their spent codes forgotten with the secret. */
export async function resetMemberTotp(db: Database, actor: Principal, id: number, now: Date) {
  const member = await lockManageableMember(db, actor, id);
  if (!member.totp_secret && !member.totp_pending_secret) throw refusalError(409, 'staff.no_totp', { username: member.username });
  await db.update(admins).set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, updated_at: now }).where(eq(admins.id, id));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.admin_id, id));
  await revokeSessionsOf(db, member.id, now);
  return findMember(db, actor, id);
}
