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
 * How long after a month ends its Pix can still move: a return (devolução) may be sent for 90 days
 * after the payment, a MED refund asked for 80. A month is archived only once all of its are past both.
 */
const ARCHIVE_AFTER_DAYS = 90;

/** Whether `table` is one of the monthly tables (a name typed at the command line). */
export const isMonthlyTable = (table: string): table is MonthlyTable => (MONTHLY_TABLES as readonly string[]).includes(table);

/** The first instant after a month (`YYYY-MM`) in São Paulo: midnight there on the next month's first day. */
function monthEnd(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1) + SAO_PAULO_OFFSET_MS);
}

/**
 * Takes a month (`YYYY-MM`) out of a monthly table without a DELETE: the partition is detached and
 * kept as `archived_<table>_<YYYY_MM>`, to be dumped and dropped when the retention rules allow.
 * Its rows leave every list and export; `trade_keys` keeps their ids taken. Refused for a month
 * that ended less than ARCHIVE_AFTER_DAYS before `now`. Returns the archive's name.
 */
export async function detachMonth(db: Database, table: MonthlyTable, month: string, now: Date): Promise<string> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`${month} is not a month (YYYY-MM)`);
  const archivable = new Date(monthEnd(month).getTime() + ARCHIVE_AFTER_DAYS * 86_400_000);
  if (now < archivable) {
    throw new Error(`${month} can be archived from ${dayInSaoPaulo(archivable)}: its Pix may be returned for ${ARCHIVE_AFTER_DAYS} days after the month ends`);
  }
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

/** A month of a monthly table: attached, or archived by detachMonth; its rows as the planner's statistics estimate them. */
export interface MonthPartition {
  table: MonthlyTable;
  name: string;
  archived: boolean;
  estimatedRows: number;
}

/** Every month of the monthly tables, attached or archived, oldest first (the default partitions left out). */
export async function listMonths(db: Database): Promise<MonthPartition[]> {
  const result = await db.execute(sql`select c.relname as name, greatest(c.reltuples, 0)::bigint as rows, i.inhrelid is null as archived
    from pg_class c left join pg_inherits i on i.inhrelid = c.oid
    where c.relkind = 'r' and c.relname ~ ${`^(archived_)?(${MONTHLY_TABLES.join('|')})_[0-9]{4}_[0-9]{2}$`}
    order by regexp_replace(c.relname, '^archived_', ''), c.relname`);
  return (result as unknown as { rows: { name: string; rows: string; archived: boolean }[] }).rows.map((row) => ({
    table: MONTHLY_TABLES.find((table) => row.name.replace(/^archived_/, '').startsWith(`${table}_`))!,
    name: row.name,
    archived: row.archived,
    estimatedRows: Number(row.rows),
  }));
}
