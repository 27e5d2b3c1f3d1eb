import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** The tables partitioned by month of `created_at` (migrations 0032 and 0033; docs/scale.md, section 3). */
const MONTHLY_TABLES = ['trades', 'ledger_entries'] as const;
export type MonthlyTable = (typeof MONTHLY_TABLES)[number];

/** São Paulo's offset: months are cut at its midnight (UTC-3, no daylight saving since 2019). */
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;
const MONTHS_AHEAD = 2;

/** The São Paulo calendar day of an instant, as `YYYY-MM-DD`. */
const dayInSaoPaulo = (at: Date) => new Date(at.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Makes sure every month from `from`'s through `to`'s has its partition in each monthly table
 * (`ensure_month_partitions`, in SQL: a month's rows that fell into the default partition move into
 * it). Returns how many partitions it created. Safe from several processes at once.
 */
export async function ensureMonths(db: Database, from: Date, to: Date): Promise<number> {
  let created = 0;
  for (const table of MONTHLY_TABLES) {
    const result = await db.execute(sql`select ensure_month_partitions(${table}, ${dayInSaoPaulo(from)}::date, ${dayInSaoPaulo(to)}::date) as created`);
    created += Number((result as unknown as { rows: { created: number }[] }).rows[0]?.created ?? 0);
  }
  return created;
}

/** The periodic job: this month's partitions and the next ones exist before their first row. */
export function ensureMonthsAhead(db: Database, now: Date): Promise<number> {
  const ahead = new Date(now);
  ahead.setUTCMonth(ahead.getUTCMonth() + MONTHS_AHEAD);
  return ensureMonths(db, now, ahead);
}

/**
 * Takes a month (`YYYY-MM`) out of a monthly table without a DELETE: the partition is detached and
 * kept as `archived_<table>_<YYYY_MM>`, to be dumped and dropped when the retention rules allow.
 * Its rows leave every list and export; `trade_keys` keeps their ids taken. Returns the archive's name.
 */
export async function detachMonth(db: Database, table: MonthlyTable, month: string): Promise<string> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`${month} is not a month (YYYY-MM)`);
  const partition = `${table}_${month.replace('-', '_')}`;
  const archive = `archived_${partition}`;
  const found = await db.execute(sql`select 1 from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = ${table}::regclass and c.relname = ${partition}`);
  if ((found as unknown as { rows: unknown[] }).rows.length === 0) throw new Error(`${table} has no partition for ${month}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} detach partition ${partition}`));
    await tx.execute(sql.raw(`alter table ${partition} rename to ${archive}`));
  });
  return archive;
}
