import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../../apps/server/src/db/client.js';
import * as schema from '../../../apps/server/src/db/schema/index.js';

/**
 * One pool of connections for both sides of a comparison: the engine reaches it through drizzle,
 * as the server does, and the plain SQL through the driver itself.
 */
export function openSharedPool(url: string, size: number) {
  const pool = new pg.Pool({ connectionString: url, max: size });
  return { pool, db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
}

export type SharedPool = ReturnType<typeof openSharedPool>;
