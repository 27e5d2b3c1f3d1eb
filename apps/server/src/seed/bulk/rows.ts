import { sql, type SQL } from 'drizzle-orm';

/** Where one bulk statement's rows start and how many it writes: row `g` of the range has id `base + g`. */
export interface RowRange {
  /** Row numbers from 1; a statement writes `from` to `to`, both included. */
  from: number;
  to: number;
}

/** What every bulk statement knows: the seed, the instant the data ends, and the sizes. */
export interface BulkContext {
  seed: number;
  now: Date;
  /** Our institution's ISPB: the customers' accounts are ours. */
  ispb: string;
  customers: number;
  trades: number;
  /** The days before `now` the trades spread over. */
  tradeDays: number;
  /** Id offsets: the bulk rows are numbered after whatever the tables held. */
  base: BulkBase;
}

export interface BulkBase {
  customer: number;
  account: number;
  ledgerAccount: number;
  key: number;
  trade: number;
  transfer: number;
}

/** The k-th independent hash of the row number `g.i`: a non-negative bigint, the same for the same seed. */
export const hashOf = (context: BulkContext, k: number) => sql.raw(`abs(hashint8extended(g.i, ${context.seed * 100 + k}))`);

/** The rows of a range, as `g(i)`. */
export const rowsOf = (range: RowRange) => sql`generate_series(${range.from}::bigint, ${range.to}::bigint) as g(i)`;

export const literal = (value: number) => sql.raw(String(Math.trunc(value)));

/** A text array literal of words, to pick from with a hash. */
export const wordsOf = (words: readonly string[]) => sql.raw(`array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]`);

/** An instant `span` days before `now`, at row g's share of it: the rows arrive in time order. */
export const spreadOver = (context: BulkContext, rows: number, spanDays: number, row: SQL = sql`g.i`) =>
  sql`${context.now.toISOString()}::timestamptz - make_interval(secs => ${literal(spanDays * 86_400)} * (1 - ${row}::double precision / ${literal(rows)}))`;
