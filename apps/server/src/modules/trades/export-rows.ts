import { and, desc, eq, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { trades as contract } from '@wallet/contracts';
import type { Database, Driver } from '../../db/client.js';
import { trades, walletUsers } from '../../db/schema/index.js';
import { tradeConditions } from './filters.js';

/** Rows read from the database per round trip. */
export const EXPORT_BATCH = 5_000;

const money = (column: AnyColumn) => sql<string>`(${column} / 100)::text || '.' || lpad((${column} % 100)::text, 2, '0')`;
const utc = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The file's columns, in order, each read as text so that both drivers hand over the same strings. */
const EXPORT_COLUMNS = {
  trade_no: sql<string>`${trades.trade_no}`,
  trade_type: sql<string>`${trades.trade_type}`,
  status: sql<string>`${trades.status}`,
  amount_brl: money(trades.amount),
  fee_brl: money(trades.fee),
  currency: sql<string>`${trades.currency}`,
  merchant_id: sql<string>`${trades.merchant_id}::text`,
  merchant_name: sql<string>`${walletUsers.name}`,
  payer_name: sql<string>`${trades.payer_name}`,
  payer_document: sql<string>`${trades.payer_document}`,
  payer_ispb: sql<string>`${trades.payer_ispb}`,
  payer_branch: sql<string>`${trades.payer_branch}`,
  payer_account: sql<string>`${trades.payer_account}`,
  payee_name: sql<string>`${trades.payee_name}`,
  payee_document: sql<string>`${trades.payee_document}`,
  payee_ispb: sql<string>`${trades.payee_ispb}`,
  payee_branch: sql<string>`${trades.payee_branch}`,
  payee_account: sql<string>`${trades.payee_account}`,
  end_to_end_id: sql<string>`${trades.end_to_end_id}`,
  txid: sql<string | null>`${trades.txid}`,
  created_at: utc(trades.created_at),
  finished_at: sql<string | null>`${utc(trades.finished_at)}`,
  failure_reason: sql<string | null>`${trades.failure_reason}`,
};

export const EXPORT_HEADER = Object.keys(EXPORT_COLUMNS);
export type ExportRow = Record<string, string | null>;

/** What an export selects: the list's filters, and nothing created after the request. */
export function exportWhere(db: Database, filters: contract.TradeFilters, asOf: Date): SQL | undefined {
  return and(tradeConditions(db, filters, asOf), lte(trades.created_at, asOf));
}

/** Where a keyset page ends: the last row's created_at (full precision) and id. */
const KEY_COLUMNS = { key_at: sql<string>`${trades.created_at}::text`, key_id: sql<string>`${trades.id}::text` };

/**
 * The export's SELECT, newest first as the list shows it; exposed for the benchmark's COPY
 * baseline. `withKeys` adds the keyset columns, which the file does not show.
 */
export function exportQuery(db: Database, where: SQL | undefined, { withKeys = false } = {}) {
  const columns = withKeys ? { ...EXPORT_COLUMNS, ...KEY_COLUMNS } : EXPORT_COLUMNS;
  const aliased = Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, column.as(name)]));
  return db.select(aliased).from(trades).innerJoin(walletUsers, eq(walletUsers.id, trades.merchant_id)).where(where).orderBy(desc(trades.created_at), desc(trades.id));
}

const rowsOf = (result: unknown) => (result as { rows: ExportRow[] }).rows;

/**
 * Hands the selected rows to `onBatch`, EXPORT_BATCH at a time, holding only one batch in memory.
 * On PostgreSQL a server-side cursor reads one consistent snapshot. The embedded database has a
 * single connection, which a cursor's transaction would hold for the whole export, so there the
 * rows are read in keyset pages along (created_at, id), each page a query of its own.
 */
export async function readExportRows(db: Database, driver: Driver, where: SQL | undefined, onBatch: (rows: ExportRow[]) => Promise<void>): Promise<void> {
  if (driver === 'postgres') {
    await db.transaction(async (tx) => {
      await tx.execute(sql`declare trade_export no scroll cursor for ${exportQuery(tx as unknown as Database, where)}`);
      for (;;) {
        const rows = rowsOf(await tx.execute(sql.raw(`fetch forward ${EXPORT_BATCH} from trade_export`)));
        if (rows.length === 0) return;
        await onBatch(rows);
      }
    }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    return;
  }
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${trades.created_at}, ${trades.id}) < (${after.at}::timestamptz, ${after.id}::bigint)` : undefined;
    const rows = rowsOf(await db.execute(sql`${exportQuery(db, and(where, keyset), { withKeys: true }).limit(EXPORT_BATCH)}`));
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.key_at!, id: last.key_id! };
    await onBatch(rows);
    if (rows.length < EXPORT_BATCH) return;
  }
}
