import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs a few reads at once on the pool, and one after another in a transaction. A transaction is
 * one connection, which takes one query at a time: pg queues a second one sent meanwhile, warns
 * that it is deprecated, and will refuse it from pg 9. A function that reads on either (a record's
 * deadlines, a role) reads through this.
 */
export async function readTogether<T extends readonly unknown[]>(db: Database, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
