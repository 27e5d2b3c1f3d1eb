import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, rowsOf } from '../test-support/database.js';
import type { Database, DatabaseHandle } from './client.js';
import { readTogether } from './read-together.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

/** Reads that write down when each is sent and when it has answered. */
function loggedReads(db: Database) {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`${name} sent`);
    const [row] = await rowsOf<{ name: string }>(db, sql`select ${name}::text as name, pg_sleep(0.02)`);
    events.push(`${name} answered`);
    return row!.name;
  };
  return { events, reads: [read('first'), read('second')] as const };
}

describe('readTogether', () => {
  it('sends the reads all at once on the pool, and answers each in its place', async () => {
    const { events, reads } = loggedReads(handle.db);
    expect(await readTogether(handle.db, reads)).toEqual(['first', 'second']);
    expect(events.slice(0, 2)).toEqual(['first sent', 'second sent']);
  });

  it('sends each read inside a transaction only once the one before has answered', async () => {
    const { events, answers } = await handle.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const logged = loggedReads(tx);
      return { events: logged.events, answers: await readTogether(tx, logged.reads) };
    });
    expect(answers).toEqual(['first', 'second']);
    expect(events).toEqual(['first sent', 'first answered', 'second sent', 'second answered']);
  });
});
