import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountRows, customerRows, keyLogRows, keyRows, kycRows, ledgerAccountRows, limitRows } from './customers.js';
import { auditRows, entryRows, medCaseRows, TRADE_DAYS, transferRows, tradeRows } from './payments.js';
import type { BulkBase, BulkContext, RowRange } from './rows.js';
import { ensureMonths } from '../../db/month-partitions.js';

/** How much a bulk load writes: customers (each with an account, a Pix key and its log) and trades (most with a transfer of two entries). */
export interface BulkSizes {
  customers: number;
  trades: number;
}

const CHUNK = 500_000;

type Writer = (context: BulkContext, range: RowRange) => SQL;

/** The writers in order (later ones read earlier ones' rows), each over customers or trades. */
const WRITERS: [string, 'customers' | 'trades', Writer][] = [
  ['customers', 'customers', customerRows],
  ['accounts', 'customers', accountRows],
  ['ledger accounts', 'customers', ledgerAccountRows],
  ['Pix keys', 'customers', keyRows],
  ['Pix key logs', 'customers', keyLogRows],
  ['Pix limits', 'customers', limitRows],
  ['KYC checks', 'customers', kycRows],
  ['trades', 'trades', tradeRows],
  ['ledger transfers', 'trades', transferRows],
  ['ledger entries', 'trades', entryRows],
  ['MED cases', 'trades', medCaseRows],
  ['audit rows', 'trades', auditRows],
];

/** Where each table's ids stand: the bulk rows are numbered after them. */
async function currentBase(db: Database): Promise<BulkBase> {
  const result = await db.execute(sql`select
    (select coalesce(max(id), 0) from wallet_users) as customer, (select coalesce(max(id), 0) from bank_accounts) as account,
    (select coalesce(max(id), 0) from ledger_accounts) as "ledgerAccount", (select coalesce(max(id), 0) from pix_keys) as key,
    (select coalesce(max(id), 0) from trades) as trade, (select coalesce(max(id), 0) from ledger_transfers) as transfer`);
  const row = (result as unknown as { rows: Record<keyof BulkBase, string | number>[] }).rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, Number(value)])) as unknown as BulkBase;
}

/**
 * Writes a large, synthetic data set after whatever the database holds, from a seed: the same
 * sizes and seed give the same rows. Set-based SQL (`generate_series` and hashes of the row
 * number), so the rows are made where they are stored, in chunks of half a million. For the
 * bench's large profile and the list-plan test; not a demo (the demo seed tells stories, this
 * only has the shape and volume of a real institution's data). The ledger entries balance per
 * transfer, but balances are not replayed: entries carry no running balance.
 */
export async function loadBulkData(db: Database, input: BulkSizes & { seed: number; now: Date; ispb: string; tradeDays?: number; log?: (line: string) => void }) {
  const tradeDays = input.tradeDays ?? TRADE_DAYS;
  const context: BulkContext = { seed: input.seed, now: input.now, ispb: input.ispb, customers: input.customers, trades: input.trades, tradeDays, base: await currentBase(db) };
  // Each month of the trades in its own partition.
  await ensureMonths(db, new Date(input.now.getTime() - tradeDays * 86_400_000), input.now);
  for (const [name, over, write] of WRITERS) {
    const rows = context[over];
    for (let from = 1; from <= rows; from += CHUNK) {
      await db.execute(write(context, { from, to: Math.min(rows, from + CHUNK - 1) }));
    }
    // The next writers join these rows: the planner must know how many there are now.
    await db.execute(sql`analyze`);
    input.log?.(`${name}: over ${rows.toLocaleString('en')} ${over}`);
  }
  // The ids were given explicitly: the sequences go on after them.
  for (const table of ['wallet_users', 'bank_accounts', 'ledger_accounts', 'pix_keys', 'trades', 'ledger_transfers']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}
