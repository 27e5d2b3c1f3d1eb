import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { cockpit } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { pixStateDays, trades, walletUsers } from '../../db/schema/index.js';
import { startOfCalendarDay } from '../../db/list-filters.js';

const DAY_MS = 86_400_000;
/** A Brasília day is settled an hour after it ends: no Pix written in it is still to commit. */
const SETTLING_MS = 3_600_000;
/** The longest period the map shows: the days the job keeps summed. */
const LONGEST_PERIOD_DAYS = Math.max(...cockpit.MAP_PERIODS);

export interface PixOfState {
  state: string | null;
  n: number;
  value: number;
}

/** When the last settled Brasília day ended: the start of the day an hour ago. */
const settledDaysEnd = (now: Date) => startOfCalendarDay(new Date(now.getTime() - SETTLING_MS));

/** When the map's period of `days` Brasília days up to now began: the start of its first day. */
export const firstDayOfPeriod = (days: number, now: Date) => new Date(startOfCalendarDay(now).getTime() - (days - 1) * DAY_MS);

/** The days from `from` (a day's start) before `end`. */
const daysBetween = (from: Date, end: Date) => Array.from({ length: Math.max(0, Math.round((end.getTime() - from.getTime()) / DAY_MS)) }, (_, i) => new Date(from.getTime() + i * DAY_MS));

/**
 * The Pix created from `from` (a Brasília day's start) up to `now`, counted and summed by their
 * customer's state: the settled days from their sums, as far as they run without a gap, and the
 * rest from the trades themselves (on the large profile, a month read from its sums and today's
 * trades instead of 820 000 trades joined to a million customers).
 */
export async function pixByState(db: Database, from: Date, now: Date): Promise<PixOfState[]> {
  const settledEnd = settledDaysEnd(now);
  const summed = await db.select().from(pixStateDays).where(and(gte(pixStateDays.day_start, from), lt(pixStateDays.day_start, settledEnd)));
  const summedDays = new Set(summed.map((row) => row.day_start.getTime()));
  const firstGap = daysBetween(from, settledEnd).find((day) => !summedDays.has(day.getTime())) ?? settledEnd;
  const live = await db.select({ state: walletUsers.state, n: count(), value: sql<number>`coalesce(sum(${trades.amount}), 0)`.mapWith(Number) })
    .from(trades).innerJoin(walletUsers, eq(walletUsers.id, trades.merchant_id))
    .where(and(gte(trades.created_at, new Date(Math.max(from.getTime(), firstGap.getTime()))), lte(trades.created_at, now)))
    .groupBy(walletUsers.state);
  const byState = new Map(live.map((row) => [row.state, { ...row }]));
  for (const row of summed.filter((day) => day.day_start < firstGap)) {
    const state = row.state === '' ? null : row.state;
    const total = byState.get(state) ?? { state, n: 0, value: 0 };
    byState.set(state, { state, n: total.n + row.pix_count, value: total.value + row.pix_value });
  }
  return [...byState.values()];
}

/**
 * Sums the settled days of the map's longest period that are not summed yet, in one statement,
 * once a minute from the periodic jobs (on the primary: a read on a replica cannot write). Safe
 * from several processes at once: a day summed twice keeps its first rows, which are the same.
 * Returns how many days it summed.
 */
export async function sumSettledPixDays(db: Database, now: Date): Promise<number> {
  const end = settledDaysEnd(now);
  const from = firstDayOfPeriod(LONGEST_PERIOD_DAYS, now);
  const summed = await db.selectDistinct({ day: pixStateDays.day_start }).from(pixStateDays).where(and(gte(pixStateDays.day_start, from), lt(pixStateDays.day_start, end)));
  const summedDays = new Set(summed.map((row) => row.day.getTime()));
  const missing = daysBetween(from, end).filter((day) => !summedDays.has(day.getTime()));
  const [first, last] = [missing[0], missing.at(-1)];
  if (!first || !last) return 0;
  await db.transaction(async (tx) => {
    const dayStart = sql<Date>`date_bin('1 day', ${trades.created_at}, ${first}::timestamptz)`;
    const state = sql<string>`coalesce(${walletUsers.state}, '')`;
    await tx.insert(pixStateDays).select(
      tx.select({ day_start: dayStart.as('day_start'), state: state.as('state'), pix_count: count().as('pix_count'), pix_value: sql<number>`coalesce(sum(${trades.amount}), 0)`.as('pix_value') })
        .from(trades).innerJoin(walletUsers, eq(walletUsers.id, trades.merchant_id))
        .where(and(gte(trades.created_at, first), lt(trades.created_at, new Date(last.getTime() + DAY_MS))))
        // By position: the day's expression holds a parameter, written again it would be another.
        .groupBy(sql`1`, sql`2`),
    ).onConflictDoNothing();
    // Every summed day has a row without a state, if only of zeros: a day without Pix is summed too.
    await tx.insert(pixStateDays).values(missing.map((day) => ({ day_start: day, state: '', pix_count: 0, pix_value: 0 }))).onConflictDoNothing();
  });
  return missing.length;
}

/** Forgets every day's sums, for the periodic jobs to sum again: after trades were written into past days (a seed). */
export async function forgetSummedPixDays(db: Database): Promise<void> {
  await db.delete(pixStateDays);
}
