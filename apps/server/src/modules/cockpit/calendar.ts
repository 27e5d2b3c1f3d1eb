import { and, count, eq, gte, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import { bankHolidays, daysOfMonth, fifthBusinessDay, isBusinessDay, type cockpit } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { infractionTasks, medCases, trades } from '../../db/schema/index.js';
import { calendarDay } from '../../db/list-filters.js';

type CalendarData = z.output<typeof cockpit.calendarMonth.data>;

/** The Brasília calendar day of an instant column, as `calendarDay` reads it (Brasília keeps no summer time since 2019). */
const brasiliaDay = (column: AnyColumn) => sql<string>`to_char(${column} - interval '3 hours', 'YYYY-MM-DD')`;

/**
 * A month as the operations team plans it: per Brasília day the Pix created and their amount, the
 * bank holiday, whether the APIX report is due, and how many MED deadlines fall on it (the open
 * cases' next deadline, and the reports about us still to analyse).
 */
export async function calendarMonth(db: Database, month: string, now: Date): Promise<CalendarData> {
  const days = daysOfMonth(month);
  const from = new Date(`${days[0]}T00:00:00-03:00`);
  const to = new Date(new Date(`${days.at(-1)}T00:00:00-03:00`).getTime() + 86_400_000);
  const within = (column: AnyColumn) => and(gte(column, from), lt(column, to));
  const perDay = <Row extends { day: string }>(rows: Row[]) => new Map(rows.map((row) => [row.day, row]));
  const [pix, cases, reports] = await Promise.all([
    db.select({ day: brasiliaDay(trades.created_at), n: count(), value: sql<number>`coalesce(sum(${trades.amount}), 0)`.mapWith(Number) })
      .from(trades).where(within(trades.created_at)).groupBy(sql`1`),
    db.select({ day: brasiliaDay(medCases.next_deadline_at), n: count() })
      .from(medCases).where(and(eq(medCases.status, 'open'), within(medCases.next_deadline_at))).groupBy(sql`1`),
    db.select({ day: brasiliaDay(infractionTasks.deadline_at), n: count() }).from(infractionTasks)
      .where(and(eq(infractionTasks.reported_by, 'counterparty'), inArray(infractionTasks.status, ['open', 'received']), within(infractionTasks.deadline_at)))
      .groupBy(sql`1`),
  ]);
  const [pixOf, casesOf, reportsOf] = [perDay(pix), perDay(cases), perDay(reports)];
  const holidays = bankHolidays(Number(month.slice(0, 4)));
  const apixDay = fifthBusinessDay(month);
  return {
    month,
    today: calendarDay(now),
    days: days.map((day) => ({
      day,
      business_day: isBusinessDay(day),
      holiday: holidays.get(day) ?? null,
      pix_count: pixOf.get(day)?.n ?? 0,
      pix_value: pixOf.get(day)?.value ?? 0,
      apix_deadline: day === apixDay,
      med_deadlines: casesOf.get(day)?.n ?? 0,
      infraction_deadlines: reportsOf.get(day)?.n ?? 0,
    })),
  };
}
