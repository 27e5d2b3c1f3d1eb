import { hash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isPermission, type Permission } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { admins, adminSessions, rolePermissions, roles } from '../../db/schema/index.js';
import { refusalError } from '../../core/errors.js';
import type { Principal } from '../../core/member.js';

export interface SessionLimits {
  idleMs: number;
  maxAgeMs: number;
  /** How long a process may answer from a session it looked up (at most a second; 0: never). */
  cacheMs: number;
}

/** Writes of `last_seen_at` are spared while a session is used more often than this. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Every authenticated call hashes its token: the one-shot `hash` costs a third of a `createHash`. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function openSession(
  db: Database,
  input: { adminId: number; now: Date; ip: string; userAgent: string; limits: SessionLimits },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.limits.maxAgeMs);
  await db.insert(adminSessions).values({
    token_hash: hashToken(token),
    admin_id: input.adminId,
    created_at: input.now,
    authenticated_at: input.now,
    last_seen_at: input.now,
    expires_at: expiresAt,
    ip: input.ip,
    user_agent: input.userAgent.slice(0, 512),
  });
  return { token, expiresAt };
}


/** A member and the permissions their role holds now, read from `admins` joined to `roles`. */
export const memberColumns = {
  adminId: admins.id,
  username: admins.username,
  name: admins.name,
  status: admins.status,
  roleId: roles.id,
  roleName: roles.name,
  networks: roles.allowed_networks,
  permissions: sql<string[]>`array(select ${rolePermissions.permission} from ${rolePermissions} where ${rolePermissions.role_id} = ${admins.role_id})`,
};

/**
 * The session, its member and the permissions their role holds, in one statement that every call
 * runs first: prepared once per database handle, so PostgreSQL plans it once per connection.
 */
const lookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Database) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.last_seen_at,
      expiresAt: adminSessions.expires_at,
      revokedAt: adminSessions.revoked_at,
      authenticatedAt: adminSessions.authenticated_at,
      mustChangePassword: admins.must_change_password,
      totpEnabled: sql<boolean>`${admins.totp_secret} is not null`,
      totpRequired: roles.totp_required,
      ...memberColumns,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.admin_id))
    .innerJoin(roles, eq(roles.id, admins.role_id))
    .where(eq(adminSessions.token_hash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_session');
}

/** A session as one look-up reads it: the session, its member, and their role's permissions. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number];

/** The session whose token hashes to `tokenHash`, read now, uncached. */
export async function lookUpSession(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return row;
}

/** The member a token belongs to, or code 410 when the token is unknown, ended or expired. */
export async function resolveSession(
  db: Database,
  input: { token: string | undefined; now: Date; limits: SessionLimits },
): Promise<Principal> {
  if (!input.token) throw refusalError(410, 'session.missing');
  return admitSession(db, await lookUpSession(db, hashToken(input.token)), input);
}

/** The permissions a looked-up session's role holds, made once for each row (a cached row serves many calls). */
const permissionSets = new WeakMap<SessionRow, ReadonlySet<Permission>>();

function permissionsOf(row: SessionRow): ReadonlySet<Permission> {
  let permissions = permissionSets.get(row);
  if (!permissions) permissionSets.set(row, (permissions = new Set(row.permissions.filter(isPermission))));
  return permissions;
}

/**
 * The member of a looked-up session, checked against `now`: code 410 when it is unknown, ended,
 * expired, idle too long or its member disabled. Writes `last_seen_at` when it is due, into the
 * row as well, so that a row kept for the next calls knows it.
 */
export async function admitSession(db: Database, row: SessionRow | undefined, input: { now: Date; limits: SessionLimits }): Promise<Principal> {
  const now = input.now.getTime();
  if (!row || row.revokedAt) throw refusalError(410, 'session.ended');
  if (now >= row.expiresAt.getTime()) {
    throw refusalError(410, 'session.max_age', { hours: hours(input.limits.maxAgeMs) });
  }
  if (now - row.lastSeenAt.getTime() > input.limits.idleMs) {
    throw refusalError(410, 'session.idle', { minutes: minutes(input.limits.idleMs) });
  }
  if (row.status !== 'active') throw refusalError(410, 'session.account_disabled');

  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(adminSessions).set({ last_seen_at: input.now }).where(eq(adminSessions.id, row.sessionId));
    row.lastSeenAt = input.now;
  }
  return {
    id: row.adminId,
    username: row.username,
    name: row.name,
    roleId: row.roleId,
    roleName: row.roleName,
    networks: row.networks,
    permissions: permissionsOf(row),
    sessionId: row.sessionId,
    authenticatedAt: row.authenticatedAt,
    mustChangePassword: row.mustChangePassword,
    mustEnrolTotp: row.totpRequired && !row.totpEnabled,
  };
}

/** Ends every open session of a member (disabled, password reset, two-factor reset). */
export async function revokeSessionsOf(db: Database, adminId: number, now: Date): Promise<void> {
  await db.update(adminSessions).set({ revoked_at: now }).where(and(eq(adminSessions.admin_id, adminId), isNull(adminSessions.revoked_at)));
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(adminSessions).set({ revoked_at: now }).where(eq(adminSessions.id, sessionId));
}

const hours = (ms: number) => Math.round(ms / 3_600_000);
const minutes = (ms: number) => Math.round(ms / 60_000);
