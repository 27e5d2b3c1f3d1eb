import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** Runs `work` on one connection with a cluster-wide lock held (migrations, first-run setup). */
  withExclusiveLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's files as one archive, which `copyOf` opens again (tests copy one migrated database). */
  snapshot?(): Promise<Blob>;
}

export interface DatabaseLocation {
  /** A PostgreSQL server; when absent, the embedded database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; in memory when absent. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** An embedded database starts as a copy of this `snapshot`, instead of empty. */
  copyOf?: Blob | undefined;
}

const LOCK_ID = 7_046_211; // any constant shared by every process of this product

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.url ? openPostgres(location.url, location.poolSize ?? 10) : openEmbedded(location.dataDir, location.copyOf);
}

async function openEmbedded(dataDir: string | undefined, copyOf: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Extensions the migrations create must be loaded into the embedded engine first.
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, ...(copyOf ? { loadDataDir: copyOf } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection in one process: nothing else can run at the same time.
    withExclusiveLock: (work) => work(),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async withExclusiveLock(work) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
        return await work();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
