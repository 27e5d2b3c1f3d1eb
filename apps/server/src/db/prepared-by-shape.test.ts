import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { freshDatabase } from '../test-support/database.js';
import type { DatabaseHandle } from './client.js';
import { plannedOnce, preparedByShape, UNNAMED, type Shape } from './prepared-by-shape.js';
import { ispbParticipants } from './schema/index.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

type Values = { ispb?: string | undefined; from?: string | undefined };

describe('preparedByShape', () => {
  let builds = 0;
  const participants = preparedByShape((db, shape: Shape<Values, 'asc' | 'desc'>) => {
    builds++;
    const query = db.select({ ispb: ispbParticipants.ispb }).from(ispbParticipants)
      .where(and(
        shape.has('ispb') ? eq(ispbParticipants.ispb, shape.value('ispb')) : undefined,
        shape.has('from') ? gte(ispbParticipants.ispb, shape.value('from')) : undefined,
      ))
      .orderBy((shape.choices === 'asc' ? asc : desc)(ispbParticipants.ispb)).limit(3);
    return query.prepare(UNNAMED);
  });
  const ispbs = async (values: Values, order: 'asc' | 'desc' = 'asc') =>
    (await participants(handle.db, values, order).execute(values)).map((row) => row.ispb);

  it('builds a statement once for each set of values a call sets, and runs it with each call’s values', async () => {
    const [first, second] = await ispbs({});
    expect(first).toBeDefined();
    expect(await ispbs({ ispb: first })).toEqual([first]);
    expect(await ispbs({ ispb: second })).toEqual([second]);
    // An undefined value leaves its condition out: the same statement as no value at all.
    expect(await ispbs({ ispb: undefined })).toEqual([first, second, expect.any(String)]);
    expect(builds).toBe(2);
    expect(await ispbs({ from: second })).not.toContain(first);
    expect(await ispbs({ from: second, ispb: second })).toEqual([second]);
    expect(builds).toBe(4);
  });

  it('builds again for another choice, and for another database handle', async () => {
    const before = builds;
    const ascending = await ispbs({});
    expect(await ispbs({}, 'desc')).not.toEqual(ascending);
    expect(builds).toBe(before + 1);
    const other = await freshDatabase();
    try {
      expect(await participants(other.db, {}, 'asc').execute({})).toHaveLength(3);
      expect(builds).toBe(before + 2);
    } finally {
      await other.close();
    }
  });
});

describe('plannedOnce', () => {
  const byIspb = (ispb: string | typeof UNNAMED) => handle.db.select({ ispb: ispbParticipants.ispb }).from(ispbParticipants).where(eq(ispbParticipants.ispb, ispb));

  it('names a statement by its text, the same on every call and another for another text', () => {
    expect(plannedOnce(byIspb('00000000'))).toBe(plannedOnce(byIspb('99999999')));
    expect(plannedOnce(byIspb('00000000'))).not.toBe(plannedOnce(byIspb('00000000').orderBy(ispbParticipants.ispb)));
  });

  it('runs under its name with each call’s values', async () => {
    const [first] = await handle.db.select({ ispb: ispbParticipants.ispb }).from(ispbParticipants).limit(1);
    const statement = handle.db.select({ ispb: ispbParticipants.ispb }).from(ispbParticipants).where(eq(ispbParticipants.ispb, sql.placeholder('ispb')));
    const named = statement.prepare(plannedOnce(statement));
    for (let run = 0; run < 7; run++) expect(await named.execute({ ispb: first!.ispb })).toEqual([first]);
    expect(await named.execute({ ispb: 'none' })).toEqual([]);
  });
});
