import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COUNT_CAP, OFFSET_CAP } from '@wallet/contracts';
import { AppError } from '../core/errors.js';
import { freshDatabase } from '../test-support/database.js';
import type { DatabaseHandle } from './client.js';
import { countUpToCap, pageOffset, preparedCount, readingWholeList, runPreparedList } from './list-page.js';

const PAGE_SIZE = 5_000;
/** The first page that starts at OFFSET_CAP rows or later. */
const FIRST_TOO_DEEP = OFFSET_CAP / PAGE_SIZE + 1;

const tooDeep = expect.objectContaining({ code: 400, words: { key: 'list.page_too_deep', params: { rows: OFFSET_CAP } } });

describe('pageOffset', () => {
  it('skips the rows of the pages before', () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
    expect(pageOffset(FIRST_TOO_DEEP - 1, PAGE_SIZE)).toBe(OFFSET_CAP - PAGE_SIZE);
  });

  it('refuses a member a page that starts OFFSET_CAP rows deep, naming the cap', () => {
    expect(() => pageOffset(FIRST_TOO_DEEP, PAGE_SIZE)).toThrow(AppError);
    expect(() => pageOffset(FIRST_TOO_DEEP, PAGE_SIZE)).toThrow(tooDeep);
  });

  it('lets an export read a list to its last row, across awaits, and only while it reads', async () => {
    const offsets = await readingWholeList(async () => {
      const first = pageOffset(FIRST_TOO_DEEP, PAGE_SIZE);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [first, pageOffset(200, PAGE_SIZE)];
    });
    expect(offsets).toEqual([OFFSET_CAP, 199 * PAGE_SIZE]);
    expect(() => pageOffset(FIRST_TOO_DEEP, PAGE_SIZE)).toThrow(tooDeep);
  });
});

describe('counts', () => {
  const ROWS = COUNT_CAP + 7;
  let handle: DatabaseHandle;
  beforeAll(async () => { handle = await freshDatabase(); });
  afterAll(() => handle.close());

  /** A list of ROWS numbers, as a list's select of matching rows. */
  const numbers = () => handle.db.select({ n: sql<number>`n` }).from(sql`generate_series(1, ${ROWS}) as n`).$dynamic();
  /** The count both ways a list counts: built per call, and prepared with the page it runs beside. */
  const bothCounts = async () => {
    const statements = { rows: numbers().orderBy(sql`n`).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(''), count: preparedCount(handle.db, numbers()) };
    const prepared = await runPreparedList(statements, {}, { page: 1, page_size: 3 });
    expect(prepared.rows.map((row) => row.n)).toEqual([1, 2, 3]);
    return [await countUpToCap(handle.db, numbers()), prepared.counted];
  };

  const capped = { total: COUNT_CAP, capped: true };

  it('stop at COUNT_CAP and say the total is the cap', async () => {
    expect(await bothCounts()).toEqual([capped, capped]);
    expect(await readingWholeList(bothCounts)).toEqual([capped, capped]);
  });

  it('count every row for an export that asks its total, and only while it asks', async () => {
    const exact = { total: ROWS, capped: false };
    expect(await readingWholeList(bothCounts, { countAll: true })).toEqual([exact, exact]);
    expect(await bothCounts()).toEqual([capped, capped]);
  });
});
