import { and, desc, eq, lte, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { trades as contract } from '@wallet/contracts';
import { csvLine, CsvRecordCounter, neutraliseFormulaSql } from '../../csv.js';
import type { Database, Driver } from '../../db/client.js';
import { trades, walletUsers } from '../../db/schema/index.js';
import { withValues } from '../../db/prepared-by-shape.js';
import { tradeConditions, tradeFilterValues } from './filters.js';

/** Rows read from the database per round trip. */
const EXPORT_BATCH = 5_000;

const money = (column: AnyColumn) => sql`(${column} / 100)::text || '.' || lpad((${column} % 100)::text, 2, '0')`;
/** The instant as the wall-clock time of the export's zone, which the header names. */
const local = (column: AnyColumn, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

interface ExportColumn {
  value: SQL;
  /**
   * Text people or other systems wrote (names, documents, ids), neutralised against formulas.
   * The others the query formats itself from numbers, enums, times and the CHECK-constrained
   * end-to-end id, which never start like a formula.
   */
  typed: boolean;
}
const typed = (column: AnyColumn | SQL): ExportColumn => ({ value: sql`${column}::text`, typed: true });
const formatted = (value: SQL): ExportColumn => ({ value, typed: false });

/** The file's columns, in order, each as text, its times in `timeZone`. */
const exportColumns = (timeZone: string): Record<string, ExportColumn> => ({
  trade_no: typed(trades.trade_no),
  trade_type: formatted(sql`${trades.trade_type}`),
  status: formatted(sql`${trades.status}`),
  amount_brl: formatted(money(trades.amount)),
  fee_brl: formatted(money(trades.fee)),
  currency: formatted(sql`${trades.currency}`),
  merchant_id: formatted(sql`${trades.merchant_id}::text`),
  merchant_name: typed(walletUsers.name),
  payer_name: typed(trades.payer_name),
  payer_document: typed(trades.payer_document),
  payer_ispb: typed(trades.payer_ispb),
  payer_branch: typed(trades.payer_branch),
  payer_account: typed(trades.payer_account),
  payee_name: typed(trades.payee_name),
  payee_document: typed(trades.payee_document),
  payee_ispb: typed(trades.payee_ispb),
  payee_branch: typed(trades.payee_branch),
  payee_account: typed(trades.payee_account),
  end_to_end_id: formatted(sql`${trades.end_to_end_id}`),
  txid: typed(trades.txid),
  created_at: formatted(local(trades.created_at, timeZone)),
  finished_at: formatted(sql`coalesce(${local(trades.finished_at, timeZone)}, '')`),
  // The SPI's code (`AC06`): the file is read by machines and in any language; a reason kept as text before the codes, as it was.
  failure_reason: typed(sql`coalesce(${trades.failure_reason}->'params'->>'code', ${trades.failure_reason}#>>'{}')`),
});

/** The columns whose values are times: the header names their zone. */
const TIME_COLUMNS = new Set(['created_at', 'finished_at']);
const COLUMN_NAMES = Object.keys(exportColumns('UTC'));

/** The file's header: `created_at (America/Sao_Paulo)`, so nobody asks whose nine o'clock it is. */
export const exportHeader = (timeZone: string) => COLUMN_NAMES.map((name) => (TIME_COLUMNS.has(name) ? `${name} (${timeZone})` : name));

/** What an export writes: the rows the list's filters select, none created after the request, times in one zone. */
export interface ExportSelection {
  where: SQL | undefined;
  timeZone: string;
}

export function exportSelection(db: Database, request: contract.TradeExportRequest, asOf: Date): ExportSelection {
  return { where: and(tradeConditions(db, withValues(tradeFilterValues(request, asOf), null)), lte(trades.created_at, asOf)), timeZone: request.time_zone };
}

const newestFirst = [desc(trades.created_at), desc(trades.id)];
const ofMerchant = eq(walletUsers.id, trades.merchant_id);

/**
 * The export's rows as text columns, newest first as the list shows them, typed text already
 * neutralised against formulas. `withKeys` adds the keyset position of each row.
 */
export function exportColumnsQuery(db: Database, { where, timeZone }: ExportSelection, { withKeys = false } = {}) {
  const columns = Object.fromEntries(Object.entries(exportColumns(timeZone)).map(([name, column]) =>
    [name, (column.typed ? neutraliseFormulaSql(column.value) : column.value).mapWith(String).as(name)]));
  const keys = { key_at: sql<string>`${trades.created_at}::text`.as('key_at'), key_id: sql<string>`${trades.id}::text`.as('key_id') };
  return db.select(withKeys ? { ...columns, ...keys } : columns).from(trades).innerJoin(walletUsers, ofMerchant).where(where).orderBy(...newestFirst);
}

/** The SQL text with its parameters written in as literals, as COPY takes no parameters. */
export function inlinedSql(query: SQLWrapper): string {
  return new PgDialect().sqlToQuery(query.getSQL().inlineParams()).sql;
}

/** Receives the export's CSV body as it is produced, with the number of records in each piece. */
export type CsvSink = (csv: string | Buffer, records: number) => Promise<void>;

/**
 * Streams the selected trades as CSV records (no header) to `sink`, holding one piece in memory.
 * On PostgreSQL the database writes the CSV itself: `COPY (query) TO STDOUT WITH CSV`, streamed
 * as it is produced from one snapshot. The embedded database cannot stream COPY, so there the
 * rows are read in keyset pages along (created_at, id), each page a query of its own that frees
 * the single connection in between, and written by csvLine.
 */
/** Lines end in LF, as COPY writes them, whichever database wrote the file. */
export async function streamExportCsv(db: Database, driver: Driver, selection: ExportSelection, sink: CsvSink): Promise<void> {
  if (driver === 'postgres') return copyExportCsv(db, selection, sink);
  let after: Record<string, string> | undefined;
  for (;;) {
    const keyset = after ? sql`(${trades.created_at}, ${trades.id}) < (${after.key_at}::timestamptz, ${after.key_id}::bigint)` : undefined;
    const rows = await exportColumnsQuery(db, { ...selection, where: and(selection.where, keyset) }, { withKeys: true }).limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1];
    // The fields are neutralised already; csvLine's own neutralising finds nothing more to do.
    await sink(rows.map((row) => csvLine(COLUMN_NAMES.map((name) => row[name]), '\n')).join(''), rows.length);
    if (rows.length < EXPORT_BATCH) return;
  }
}

async function copyExportCsv(db: Database, selection: ExportSelection, sink: CsvSink): Promise<void> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let failure: unknown;
  try {
    await client.query('begin read only');
    // Inlined filter text is quoted by doubling quotes, which is exact only with this on (the default).
    await client.query('set local standard_conforming_strings = on');
    const counter = new CsvRecordCounter();
    const stream = client.query(copyTo(`copy (${inlinedSql(exportColumnsQuery(db, selection))}) to stdout with (format csv)`));
    for await (const chunk of stream as AsyncIterable<Buffer>) await sink(chunk, counter.count(chunk));
    await client.query('commit');
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // A connection left in the middle of a COPY is not given back to the pool.
    client.release(failure instanceof Error ? failure : undefined);
  }
}
