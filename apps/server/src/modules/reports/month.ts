import { calendarDay } from '../../db/list-filters.js';

/** The first month of Pix (it opened to the public on 2020-11-16): no APIX file covers an earlier one. */
export const FIRST_PIX_MONTH = '2020-11';

/** The Brasília calendar month of an instant, `YYYY-MM`. */
export const calendarMonth = (at: Date) => calendarDay(at).slice(0, 7);

/** The month `count` months after (or, negative, before) a month. */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + count, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The first and last calendar days of a month, `YYYY-MM-DD`, as the day filters take them. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}
