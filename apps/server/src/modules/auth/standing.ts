import { eq } from 'drizzle-orm';
import { isPermission } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { admins, roles } from '../../db/schema/index.js';
import { memberColumns } from './sessions.js';
import type { Principal } from '../../core/member.js';

/**
 * A member as they stand now, outside any session: for work done on their behalf later (a
 * background export), which must still be theirs to do. Null once the member is disabled.
 */
export async function standingMember(db: Database, adminId: number): Promise<Principal | null> {
  const [row] = await db.select(memberColumns).from(admins).innerJoin(roles, eq(roles.id, admins.role_id)).where(eq(admins.id, adminId));
  if (!row || row.status !== 'active') return null;
  return {
    id: row.adminId, username: row.username, name: row.name, roleId: row.roleId, roleName: row.roleName, networks: row.networks,
    permissions: new Set(row.permissions.filter(isPermission)),
    // No session: nothing done this way may ask for a recent sign-in or a finished setup.
    sessionId: 0, authenticatedAt: new Date(0), mustChangePassword: false, mustEnrolTotp: false,
  };
}
