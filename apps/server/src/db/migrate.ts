import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';

// The same relative path holds from src/db (tests) and from dist/db (built server).
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Brings the schema up to date; safe when several processes start at once. (Tests may name a folder of fewer migrations.) */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await handle.withExclusiveLock(async () => {
    if (handle.driver === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
