import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

// The DICT's entries of a key type and our keys of it change together: a registration, a
// deletion or a claim's completion asks the DICT, then commits here. A sync verification that read
// our keys between the two would find the DICT's new entry ours-less, and delete it. Each change
// holds its key type's lock shared, in its transaction, from before it asks the DICT until it
// commits; a verification holds it alone while it reads our keys and the DICT's, so that it reads
// both as of the same moment.

const lockOf = (keyType: string) => sql`hashtextextended(${`dict-entries:${keyType}`}, 0)`;

/** Taken by a change of an entry of `keyType` at the DICT and here: held until the transaction ends. */
export async function changingEntriesOf(db: Database, keyType: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(${lockOf(keyType)})`);
}

/** Taken by a verification of `keyType`: waits for the changes under way, and holds new ones back until the transaction ends. */
export async function readingEntriesOf(db: Database, keyType: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${lockOf(keyType)})`);
}
