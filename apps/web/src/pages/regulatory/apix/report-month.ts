import { formatInstant } from '../../../format/datetime';

/** Reports cover the institution's calendar months, in Brasília whatever zone the member reads times in. */
const INSTITUTION_TIME_ZONE = 'America/Sao_Paulo';

/** The Brasília month of an instant, `YYYY-MM`. */
export const institutionMonth = (now: Date) => formatInstant(now.toISOString(), 'month', INSTITUTION_TIME_ZONE);

/** The last month that has ended in Brasília: the one a report is usually generated for. */
export function lastEndedMonth(now: Date): string {
  const [year, month] = institutionMonth(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Whether a month (`YYYY-MM`) has ended in Brasília: only then can its report be generated. */
export const hasEnded = (month: string, now: Date) => month < institutionMonth(now);
