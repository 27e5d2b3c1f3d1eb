import { ALL } from '@wallet/contracts';
import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A condition for an option filter, or none for "All". */
export const optionFilter = <T extends string>(column: AnyColumn, value: T | typeof ALL): SQL | undefined =>
  value === ALL ? undefined : sql`${column} = ${value}`;

/** An option filter's value for a prepared statement (db/prepared-by-shape.ts), or none for "All". */
export const optionValue = <T extends string>(value: T | typeof ALL): T | undefined => (value === ALL ? undefined : value as T);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text containing the keyword, its wildcards escaped so it matches as typed. */
export const likePattern = (keyword: string) => `%${escapeLike(keyword)}%`;

/** A LIKE pattern for text starting with the keyword, its wildcards escaped. */
export const prefixPattern = (keyword: string) => `${escapeLike(keyword)}%`;

// Days in filters are the institution's calendar days: Brasília time, UTC-3 all year since 2019.
const BRASILIA_OFFSET = '-03:00';
const startOfDay = (day: string) => new Date(`${day}T00:00:00${BRASILIA_OFFSET}`);
const BRASILIA_OFFSET_MS = -3 * 3_600_000;

/** When the institution's calendar day (Brasília) of an instant began. */
export const startOfCalendarDay = (at: Date) => startOfDay(calendarDay(at));

/** The institution's calendar day (Brasília) of an instant, `YYYY-MM-DD`. */
export const calendarDay = (at: Date) => new Date(at.getTime() + BRASILIA_OFFSET_MS).toISOString().slice(0, 10);

/** The instants a created-from / created-to pair of days runs from and before, both days included; none for a day left out. */
export const dayBounds = (from: string | undefined, to: string | undefined) => ({
  from: from ? startOfDay(from) : undefined,
  before: to ? new Date(startOfDay(to).getTime() + 86_400_000) : undefined,
});

/** Conditions for a created-from / created-to pair of days, both days included. */
export function dayRange(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const bounds = dayBounds(from, to);
  const conditions: SQL[] = [];
  if (bounds.from) conditions.push(gte(column, bounds.from));
  if (bounds.before) conditions.push(lt(column, bounds.before));
  return conditions;
}

/** Deadlines that fall from now to the end of today (Brasília), or have passed: the inboxes' "due" views. */
export function deadlineConditions(deadline: AnyColumn, now: Date) {
  const endOfToday = new Date(startOfDay(calendarDay(now)).getTime() + 86_400_000);
  return { due_today: and(gte(deadline, now), lt(deadline, endOfToday)), overdue: lt(deadline, now) };
}

/** Counts the rows a condition keeps, beside other counts in one select. */
export const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
