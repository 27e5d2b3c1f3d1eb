import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, rowsOf } from '../test-support/database.js';
import { UNIQUE_FIELDS } from './unique-fields.js';

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/**
 * The migrated database's unique indexes (a partition's own copies apart), each with whether one of
 * its columns is numbered by the database (a sequence's default).
 */
const uniqueIndexes = () => rowsOf<{ name: string; numbered: boolean }>(database.db, sql`
  select index.relname as name,
    exists (select from pg_attrdef d where d.adrelid = i.indrelid and d.adnum = any(i.indkey) and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%') as numbered
  from pg_index i
  join pg_class index on index.oid = i.indexrelid
  join pg_class tab on tab.oid = i.indrelid
  join pg_namespace n on n.oid = tab.relnamespace
  where i.indisunique and n.nspname = 'public' and not tab.relispartition
  order by 1`);

describe('the fields unique indexes guard', () => {
  it('name every unique index of the schema but those over a column the database numbers, and no other', async () => {
    const indexes = await uniqueIndexes();
    const callerValued = indexes.filter((index) => !index.numbered).map((index) => index.name);
    expect(Object.keys(UNIQUE_FIELDS).sort()).toEqual(callerValued);
  });
});
