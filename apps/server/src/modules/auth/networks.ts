import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roles } from '../../db/schema/index.js';

export async function roleNetworks(db: Database, roleId: number): Promise<string[]> {
  const [role] = await db.select({ networks: roles.allowed_networks }).from(roles).where(eq(roles.id, roleId));
  return role?.networks ?? [];
}
