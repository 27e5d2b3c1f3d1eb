import { eq, sql } from 'drizzle-orm';
import type { auth, Permission, z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { admins, roles } from '../../db/schema/index.js';
import type { Principal } from '../../core/member.js';

type SignedInAdmin = z.infer<typeof auth.SignedInAdmin>;

export async function findAdminByUsername(db: Database, username: string, options: { forUpdate: boolean }) {
  const query = db.select().from(admins).where(eq(sql`lower(${admins.username})`, username.toLowerCase()));
  const [admin] = await (options.forUpdate ? query.for('update') : query);
  return admin;
}

export async function adminProfile(db: Database, adminId: number): Promise<SignedInAdmin> {
  const [row] = await db
    .select({ admin: admins, role: { id: roles.id, name: roles.name }, totpRequired: roles.totp_required })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.role_id))
    .where(eq(admins.id, adminId));
  if (!row) throw new Error(`admin ${adminId} vanished`);
  const { admin, role, totpRequired } = row;
  return {
    id: admin.id,
    username: admin.username,
    name: admin.name,
    email: admin.email,
    role,
    status: admin.status,
    totp_enabled: admin.totp_secret !== null,
    last_login_at: admin.last_login_at?.toISOString() ?? null,
    must_change_password: admin.must_change_password,
    must_enrol_totp: totpRequired && admin.totp_secret === null,
  };
}

export const sortedPermissions = (principal: Pick<Principal, 'permissions'>): Permission[] =>
  [...principal.permissions].sort();
