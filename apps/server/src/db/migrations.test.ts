import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, BUILT_IN_ROLES } from '@wallet/contracts';
import { rolePermissions, roles } from './schema/index.js';
import { migrateDatabase } from './migrate.js';
import { freshDatabase } from '../test-support/database.js';
import type { DatabaseHandle } from './client.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('seed the built-in roles with exactly the permissions the contracts declare', async () => {
    const rows = await database.db
      .select({ role: roles.name, builtIn: roles.built_in, permission: rolePermissions.permission })
      .from(roles)
      .innerJoin(rolePermissions, eq(rolePermissions.role_id, roles.id));
    for (const [name, role] of Object.entries(BUILT_IN_ROLES)) {
      const granted = rows.filter((r) => r.role === name);
      expect(granted.every((r) => r.builtIn)).toBe(true);
      expect(granted.map((r) => r.permission).sort(), name).toEqual([...role.permissions].sort());
    }
    expect(rows.filter((r) => r.role === 'Super admin').map((r) => r.permission).sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('give Support nothing but reading', async () => {
    expect(BUILT_IN_ROLES.Support.permissions.every((p) => p.endsWith('.view'))).toBe(true);
  });

  it('have the claims, which every pull from the DICT changes, vacuumed after a hundred changes', async () => {
    const result = (await database.db.execute(sql`select reloptions as options from pg_class where relname = 'dict_claims'`)) as unknown as { rows: { options: string[] | null }[] };
    expect(result.rows[0]?.options).toEqual(expect.arrayContaining(['autovacuum_vacuum_threshold=100', 'autovacuum_vacuum_scale_factor=0.01']));
  });

  it('run again without effect', async () => {
    await migrateDatabase(database);
    expect(await database.db.select().from(roles)).toHaveLength(Object.keys(BUILT_IN_ROLES).length);
  });
});
