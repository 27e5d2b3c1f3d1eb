import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import * as schema from '../db/schema/index.js';
import type { Database, DatabaseHandle } from '../db/client.js';

export interface Statement {
  text: string;
  params: unknown[];
}

/** What both drivers' clients answer a statement with parameters. */
export interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The same database, on the same connection, writing down every statement it runs: to look at the
 * very SQL a call issues (the list-plan test explains it).
 */
export function loggingDatabase(handle: Pick<DatabaseHandle, 'db' | 'driver'>): { db: Database; client: Client; take(): Statement[] } {
  let logged: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => logged.push({ text, params }) };
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db = (handle.driver === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePostgres(client as pg.Pool, { schema, logger })) as unknown as Database;
  return {
    db,
    client: client as unknown as Client,
    take() {
      const taken = logged;
      logged = [];
      return taken;
    },
  };
}
