import { ALL } from '@wallet/contracts';
import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A condition for an option filter, or none for "All". */
export const optionFilter = <T extends string>(column: AnyColumn, value: T | typeof ALL): SQL | undefined =>
  value === ALL ? undefined : sql`${column} = ${value}`;

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

/** Conditions for a created-from / created-to pair of days, both days included. */
export function dayRange(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, startOfDay(from)));
  if (to) conditions.push(lt(column, new Date(startOfDay(to).getTime() + 86_400_000)));
  return conditions;
}

/** Deadlines that fall from now to the end of today (Brasília), or have passed: the inboxes' "due" views. */
export function deadlineConditions(deadline: AnyColumn, now: Date) {
  const endOfToday = new Date(startOfDay(calendarDay(now)).getTime() + 86_400_000);
  return { due_today: and(gte(deadline, now), lt(deadline, endOfToday)), overdue: lt(deadline, now) };
}

/** Counts the rows a condition keeps, beside other counts in one select. */
export const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
