/**
 * Reading a typed day without a date library: the day fields check every keystroke, and dayjs with
 * its format parser would load with every list that has a date filter, not only with the calendar.
 */

/** A calendar day: its year, month (1–12) and day of the month. A month's text reads as its first day. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

// The fields a format may name, each written with exactly its digits (ASCII only: `\d` without the `u` flag).
const FIELDS: Record<string, string> = { YYYY: '(?<year>\\d{4})', MM: '(?<month>\\d{2})', DD: '(?<day>\\d{2})' };
const patterns = new Map<string, RegExp>();

/** `YYYY-MM-DD` as a whole-text pattern: the fields' digits, and every other character as written. */
function patternOf(format: string): RegExp {
  let pattern = patterns.get(format);
  if (!pattern) {
    const parts = format.split(/(YYYY|MM|DD)/).map((part, at) => (at % 2 ? FIELDS[part] : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    pattern = new RegExp(`^${parts.join('')}$`);
    patterns.set(format, pattern);
  }
  return pattern;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * Reads a day written in `format` (YYYY, MM and DD between literal characters), strictly: the text
 * must be exactly the format's length and a real day, so 2026-02-30 is refused rather than rolled
 * over to March. Years before 100 are refused, as dayjs refused them: JavaScript's Date reads them
 * as 19xx, so the calendar could not show them.
 */
export function readDay(text: string, format: string): Day | null {
  const fields = patternOf(format).exec(text)?.groups;
  if (!fields) return null;
  const day = { year: Number(fields.year), month: Number(fields.month ?? 1), day: Number(fields.day ?? 1) };
  const real = day.year >= 100 && day.month >= 1 && day.month <= 12 && day.day >= 1 && day.day <= daysIn(day.year, day.month);
  return real ? day : null;
}

/** Negative when `a` comes before `b`, zero on the same day, positive after. */
export const compareDays = (a: Day, b: Day) => a.year - b.year || a.month - b.month || a.day - b.day;
