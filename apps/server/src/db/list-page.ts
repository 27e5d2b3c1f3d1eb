import { AsyncLocalStorage } from 'node:async_hooks';
import { COUNT_CAP, OFFSET_CAP } from '@wallet/contracts';
import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { UNNAMED, type StatementValues } from './prepared-by-shape.js';
import { refusalError } from '../core/errors.js';

/** How many rows a list matches, counted no further than COUNT_CAP. */
export interface Counted {
  total: number;
  /** More rows match than COUNT_CAP: `total` is the cap, a lower bound. */
  capped: boolean;
}

/** Set while an export reads a whole list page after page, past OFFSET_CAP (`readingWholeList`). */
const wholeList = new AsyncLocalStorage<{ countAll: boolean }>();

/**
 * Runs `read` (a list's handler, asked page after page by an export) with no cap on how deep its
 * pages start: a member's call is refused past OFFSET_CAP rows and told to export the list, and
 * the export must then reach its last row. With `countAll` the list counts every row it matches,
 * not stopping at COUNT_CAP: the export asks so once, for the total its progress is a share of.
 */
export const readingWholeList = <T>(read: () => Promise<T>, { countAll = false } = {}): Promise<T> => wholeList.run({ countAll }, read);

const countingAll = () => wholeList.getStore()?.countAll === true;

/**
 * The most rows a count reads: COUNT_CAP + 1, or all of them when an export asks for its total
 * (null, which is SQL's LIMIT ALL). Filled into a prepared count's `countLimitPlaceholder` by runPreparedList.
 */
const countLimit = (): number | null => (countingAll() ? null : COUNT_CAP + 1);

/** Where a prepared count takes `countLimit()`: the limit of its select of matching rows. */
export const countLimitPlaceholder = sql.placeholder('count_limit');

/**
 * What a count that read at most `countLimit()` rows says: past COUNT_CAP, the cap and that it is
 * one. Also what a list says of a total it knew otherwise (an exact count it read anyway).
 */
export const countedOf = (n: number): Counted => (n > COUNT_CAP && !countingAll() ? { total: COUNT_CAP, capped: true } : { total: n, capped: false });

/** The rows before a page; a page starting past OFFSET_CAP rows is refused (400) before any is read, but in an export. */
export function pageOffset(page: number, pageSize: number): number {
  const offset = (page - 1) * pageSize;
  if (offset >= OFFSET_CAP && !wholeList.getStore()) throw refusalError(400, 'list.page_too_deep', { rows: OFFSET_CAP });
  return offset;
}

/**
 * Counts the rows a list's select matches, reading at most COUNT_CAP + 1 of them: a count that
 * stops costs the same on ten million rows as on ten thousand. The select's columns do not matter
 * (a key column lets PostgreSQL read the index alone). Its tables the filters may read are best
 * joined with LEFT JOIN: on a foreign key the row must have it counts the same as an inner join, and
 * PostgreSQL leaves out a left join whose table the filters do not read, where an inner join would
 * read that table too. Better still, join only when a filter reads the table (`matchingRows`,
 * db/matching-rows.ts): the left-out join's column stays among those the scan must read, so the count
 * can no longer read an index alone (the KYC checks of one document type: a bitmap scan of the table,
 * 7.4 ms, against 2.0 from the index).
 */
export async function countUpToCap(db: Database, matching: PgSelect): Promise<Counted> {
  return cappedCount(await countSelect(db, matching, countLimit()));
}

const countSelect = (db: Database, matching: PgSelect, limit: number | Placeholder | null) =>
  db.select({ n: count() }).from((limit === null ? matching : matching.limit(limit)).as('matching'));

/** countUpToCap's select, prepared (db/prepared-by-shape.ts) with its limit a placeholder, for runPreparedList. */
export const preparedCount = (db: Database, matching: PgSelect) => countSelect(db, matching, countLimitPlaceholder).prepare(UNNAMED);

/** What the count select of `countUpToCap` or `preparedCount` found. */
const cappedCount = ([counted]: { n: number }[]): Counted => countedOf(counted?.n ?? 0);

/**
 * The keys of a page's rows (a deferred join): read in the list's order from `matching`, the
 * list's table with only what its filters read, so that an offset skips index entries rather than
 * whole rows with their joins. Page 500 then costs about what page 1 does. `rowsOfPage`
 * (db/rows-of-page.ts) then reads those rows with their joins, in the same order.
 */
export const pageKeys = (matching: PgSelect, order: readonly SQL[], body: { page: number; page_size: number }) =>
  matching.orderBy(...order).limit(body.page_size).offset(pageOffset(body.page, body.page_size));

/** pageKeys for a prepared select: the page is the placeholders `limit` and `offset`, filled by `pageValues`. */
export const preparedPageKeys = (matching: PgSelect, order: readonly SQL[]) =>
  matching.orderBy(...order).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));

/** The values of preparedPageKeys' placeholders for the page a call asks for (refused when too deep). */
const pageValues = (body: { page: number; page_size: number }) => ({ limit: body.page_size, offset: pageOffset(body.page, body.page_size) });

/**
 * What a list's prepared page and count selects are: run with a call's values (placeholders
 * filled). The count answers `n` (preparedCount's select, or one with sums beside it whose select
 * of matching rows is limited by `countLimitPlaceholder`).
 */
interface PreparedList<Row, CountRow extends { n: number }> {
  rows: { execute(values: StatementValues): Promise<Row[]> };
  count: { execute(values: StatementValues): Promise<CountRow[]> };
}

/** Runs a list's prepared page (preparedPageKeys) and count with a call's values, at once: its rows, how many match, and the count's whole row. */
export async function runPreparedList<Row, CountRow extends { n: number }>(statements: PreparedList<Row, CountRow>, values: StatementValues, body: { page: number; page_size: number }) {
  const [rows, countRows] = await Promise.all([statements.rows.execute({ ...values, ...pageValues(body) }), statements.count.execute({ ...values, count_limit: countLimit() })]);
  return { rows, counted: cappedCount(countRows), countRow: countRows[0] };
}

/** The answer of a list call: one page of rows and how many match. */
export const pageAnswer = <T>(list: T[], counted: Counted, body: { page: number; page_size: number }) => ({
  list,
  pagination: { total: counted.total, page: body.page, page_size: body.page_size, total_capped: counted.capped },
});

/** What a list answers when a filter rules out every row before any is read. */
export const emptyPageAnswer = (body: { page: number; page_size: number }) => pageAnswer<never>([], { total: 0, capped: false }, body);
