import { formatInstant } from '../../../format/datetime';

/** Reports cover the institution's calendar months, in Brasília whatever zone the member reads times in. */
const INSTITUTION_TIME_ZONE = 'America/Sao_Paulo';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Brasília month of an instant, `YYYY-MM`. */
export const institutionMonth = (now: Date) => formatInstant(now.toISOString(), 'month', INSTITUTION_TIME_ZONE);

/** The last month that has ended in Brasília: the one a report is usually generated for. */
export function lastEndedMonth(now: Date): string {
  const [year, month] = institutionMonth(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Why a typed month cannot be generated, as a message key, or null when it can. */
export function monthProblem(month: string, now: Date): 'invalidMonth' | 'notEnded' | null {
  if (!MONTH.test(month)) return 'invalidMonth';
  return month >= institutionMonth(now) ? 'notEnded' : null;
}
