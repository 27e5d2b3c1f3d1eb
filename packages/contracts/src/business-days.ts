/**
 * Brazil's bank holidays (the days the SPI's settlement windows and the central bank's deadlines
 * skip): the national holidays, Carnival's Monday and Tuesday, Good Friday and Corpus Christi,
 * the movable ones counted from Easter. Days are `YYYY-MM-DD` calendar days.
 */
export const HOLIDAYS = [
  'new_year', 'carnival_monday', 'carnival_tuesday', 'good_friday', 'tiradentes', 'labour_day', 'corpus_christi',
  'independence', 'our_lady_aparecida', 'all_souls', 'republic', 'black_consciousness', 'christmas',
] as const;
export type Holiday = (typeof HOLIDAYS)[number];

const DAY_MS = 86_400_000;
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), at UTC midnight. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The bank holidays of a year, by day. Black Consciousness Day (20 November) is national since 2024. */
export function bankHolidays(year: number): ReadonlyMap<string, Holiday> {
  const fromEaster = (days: number) => dayText(new Date(easter(year).getTime() + days * DAY_MS));
  const fixed = (month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const holidays: [string, Holiday][] = [
    [fixed(1, 1), 'new_year'], [fromEaster(-48), 'carnival_monday'], [fromEaster(-47), 'carnival_tuesday'], [fromEaster(-2), 'good_friday'],
    [fixed(4, 21), 'tiradentes'], [fixed(5, 1), 'labour_day'], [fromEaster(60), 'corpus_christi'], [fixed(9, 7), 'independence'],
    [fixed(10, 12), 'our_lady_aparecida'], [fixed(11, 2), 'all_souls'], [fixed(11, 15), 'republic'],
    ...(year >= 2024 ? [[fixed(11, 20), 'black_consciousness'] as [string, Holiday]] : []),
    [fixed(12, 25), 'christmas'],
  ];
  return new Map(holidays);
}

/** A weekday that is no bank holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays(Number(day.slice(0, 4))).has(day);
}

/** The days of a month `YYYY-MM`, in order. */
export function daysOfMonth(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The fifth business day of a month: when the APIX report of the month before is due. */
export const fifthBusinessDay = (month: string): string => daysOfMonth(month).filter(isBusinessDay)[4]!;
