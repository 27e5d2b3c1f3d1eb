import { and, count, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { cockpit } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, dictClaims, jobs, ledgerAccounts, ledgerEntries, trades } from '../../db/schema/index.js';
import { calendarDay, counted, startOfCalendarDay } from '../../db/list-filters.js';
import { openCaseCounts } from '../med/index.js';

const WEEK_MS = 7 * 86_400_000;
const HOUR_MS = 3_600_000;

/** From `from` up to `to`, both included. */
interface Window {
  from: Date;
  to: Date;
}

/** Pix created in a window: how many and how much, by type, and how many settled or failed. */
async function pixIn(db: Database, window: Window) {
  const inWindow = and(gte(trades.created_at, window.from), lte(trades.created_at, window.to));
  const sum = (condition?: ReturnType<typeof eq>) => sql<number>`coalesce(sum(${trades.amount}) filter (where ${condition ?? sql`true`}), 0)`.mapWith(Number);
  const [row] = await db.select({
    count: count(), value: sum(), payins: counted(eq(trades.trade_type, 'payin')), payin_value: sum(eq(trades.trade_type, 'payin')),
    payouts: counted(eq(trades.trade_type, 'payout')), payout_value: sum(eq(trades.trade_type, 'payout')),
    settled: counted(inArray(trades.status, ['success', 'refunded'])), failed: counted(eq(trades.status, 'failed')),
  }).from(trades).where(inWindow);
  return row!;
}

/** Pix per hour of the Brasília day, from the window's start. */
async function hourlyIn(db: Database, window: Window): Promise<number[]> {
  const hour = sql<number>`floor(extract(epoch from ${trades.created_at} - ${window.from}) / 3600)::int`.mapWith(Number);
  const rows = await db.select({ hour, n: count() }).from(trades).where(and(gte(trades.created_at, window.from), lte(trades.created_at, window.to))).groupBy(sql`1`);
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of rows) if (row.hour >= 0 && row.hour < 24) hours[row.hour] = row.n;
  return hours;
}

/** The system ledger account of a kind, found by its own index (a kind alone would read every customer's account). */
const systemAccount = (kind: 'payouts_in_flight' | 'fee_revenue') => and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.bank_account_id));

const systemBalance = async (db: Database, kind: 'payouts_in_flight') =>
  (await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(systemAccount(kind)))[0]?.balance ?? 0;

/**
 * What the fee revenue account earned in the window, fees given back taken off: its entries of the
 * window's months alone (an entry is created with its transfer, at the same instant).
 */
async function feesIn(db: Database, window: Window) {
  const [row] = await db.select({ earned: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledger_account_id))
    .where(and(systemAccount('fee_revenue'), gte(ledgerEntries.created_at, window.from), lte(ledgerEntries.created_at, window.to)));
  return row!.earned;
}

/**
 * The day's figures: today's Pix (Brasília day) up to now against the same weekday last week up to
 * the same time of day, the money the ledger holds in flight and the holds block, today's fees, and
 * what waits for staff. Read at `now`, each from its own table's indexes.
 */
export async function dashboardFigures(db: Database, now: Date): Promise<Omit<cockpit.DashboardFigures, 'dict_buckets_in_alert'>> {
  const today = { from: startOfCalendarDay(now), to: now };
  const lastWeek = { from: new Date(today.from.getTime() - WEEK_MS), to: new Date(now.getTime() - WEEK_MS) };
  const dayOf = (window: Window) => ({ from: window.from, to: new Date(window.from.getTime() + 24 * HOUR_MS) });
  const [todays, lastWeeks, hoursToday, hoursLastWeek, inFlight, [held], fees, [med], [claims], [review], [failedJobs]] = await Promise.all([
    pixIn(db, today), pixIn(db, lastWeek), hourlyIn(db, { from: today.from, to: now }), hourlyIn(db, dayOf(lastWeek)),
    systemBalance(db, 'payouts_in_flight'),
    db.select({ held: sql<number>`coalesce(sum(${bankAccounts.frozen}), 0)`.mapWith(Number) }).from(bankAccounts).where(gt(bankAccounts.frozen, 0)),
    feesIn(db, today),
    openCaseCounts(db, now),
    db.select({ n: count() }).from(dictClaims).where(and(eq(dictClaims.role, 'donor'), inArray(dictClaims.status, ['OPEN', 'WAITING_RESOLUTION']))),
    db.select({ n: count() }).from(trades).where(eq(trades.payee_rule, 'held_for_review')),
    db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed')),
  ]);
  const ended = todays.settled + todays.failed;
  return {
    day: calendarDay(now),
    at: now.toISOString(),
    pix: {
      today: { count: todays.count, value: todays.value },
      last_week: { count: lastWeeks.count, value: lastWeeks.value },
      payins: { count: todays.payins, value: todays.payin_value },
      payouts: { count: todays.payouts, value: todays.payout_value },
      success_rate: ended === 0 ? null : todays.settled / ended,
      failed: todays.failed,
    },
    hourly: hoursToday.map((n, hour) => ({ hour, today: n, last_week: hoursLastWeek[hour]! })),
    money: { in_flight: inFlight, held: held!.held, fees_today: fees },
    med: med!,
    claims_to_answer: claims!.n,
    payouts_to_review: review!.n,
    failed_jobs: failedJobs!.n,
  };
}

