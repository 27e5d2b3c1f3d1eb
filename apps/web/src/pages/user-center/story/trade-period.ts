import { formatInstant } from '../../../format/datetime';

/** The days a customer's transactions are shown for until a period is chosen. */
export const STORY_TRADE_DAYS = 30;

/** The zone whose calendar days the server counts trades by. */
const INSTITUTION_TIME_ZONE = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;

export interface TradePeriod {
  start: string;
  end: string;
}

/** The last `days` Brasília calendar days, today the last of them (YYYY-MM-DD, both included). */
export function lastDays(days: number, now: Date): TradePeriod {
  const end = formatInstant(now.toISOString(), 'date', INSTITUTION_TIME_ZONE);
  const start = new Date(Date.parse(`${end}T12:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { start, end };
}
