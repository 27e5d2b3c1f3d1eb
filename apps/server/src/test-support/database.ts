import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { onServer } from './database-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated embedded database (PGlite's dumpDataDir), when tests run on PGlite. */
    pgliteTemplate?: string;
    /** A migrated database on the server of DATABASE_URL that CREATE DATABASE copies. */
    postgresTemplate?: string;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again by `close`). It copies the database the
 * global setup migrated (database-template.ts) unless the test names its own migrations.
 */
export async function freshDatabase(options: { poolSize?: number; migrationsFolder?: string } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  const copies = options.migrationsFolder === undefined;
  // Imported here, not at the top: the benchmarks use this module's helpers outside Vitest.
  const { inject } = await import('vitest');
  if (!serverUrl) {
    const template = copies ? inject('pgliteTemplate') : undefined;
    const handle = await openDatabase({ copyOf: template ? new Blob([fs.readFileSync(template)]) : undefined });
    await migrateDatabase(handle, options.migrationsFolder);
    return handle;
  }
  const template = copies ? inject('postgresTemplate') : undefined;
  const name = `wallet_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
  await migrateDatabase(handle, options.migrationsFolder);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function rowsOf<T = Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A fingerprint of every table but the migrations log: equal fingerprints mean equal data. */
export async function fingerprint(db: Database, options: { except?: string[] } = {}): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    if (options.except?.includes(name)) continue;
    const [row] = await rowsOf<{ print: string | null; n: string | number }>(
      db,
      sql`select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from ${sql.identifier(name)} t`,
    );
    prints[name] = `${row?.n}:${row?.print}`;
  }
  return prints;
}
