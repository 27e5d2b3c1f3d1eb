import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { admins, roles } from '../../db/schema/index.js';
import { hashPassword } from '../auth/index.js';

export interface NewAdmin {
  username: string;
  name: string;
  email?: string;
  roleName: string;
  password: string;
  /** A password someone else chose or generated is temporary: the member chooses their own at first sign-in. */
  mustChangePassword?: boolean;
  now: Date;
}

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,63}$/i;

/** Creates a staff member; answers undefined when the username is taken. */
export async function createAdmin(db: Database, input: NewAdmin): Promise<{ id: number } | undefined> {
  if (!USERNAME.test(input.username)) {
    throw new Error('A username is 3 to 64 letters, digits, dots, dashes or underscores');
  }
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(sql`lower(${roles.name})`, input.roleName.toLowerCase()));
  if (!role) throw new Error(`There is no role named "${input.roleName}"`);
  const [created] = await db
    .insert(admins)
    .values({
      username: input.username,
      name: input.name,
      email: input.email ?? '',
      role_id: role.id,
      password_hash: await hashPassword(input.password),
      must_change_password: input.mustChangePassword ?? false,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return created;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}
