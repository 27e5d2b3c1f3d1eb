import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/server/src/db/schema/index.js';
import type { Database } from '../../apps/server/src/db/client.js';

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A database handle on `pool` that also writes down every statement it runs, so that the very
 * SQL of a call can be replayed bare, through the driver, as its baseline.
 */
export function capturingDatabase(pool: pg.Pool): { db: Database; take(): Statement[] } {
  let captured: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => captured.push({ text, values }) } }) as unknown as Database;
  return {
    db,
    take() {
      const taken = captured;
      captured = [];
      return taken;
    },
  };
}

/** Runs the statements together, as list calls issue them (the page and its count at once). */
export const replay = (pool: pg.Pool, statements: readonly Statement[]) =>
  Promise.all(statements.map((s) => pool.query(s.text, s.values as unknown[])));
