/** The month `YYYY-MM` of the Brasília calendar day now. */
export const currentMonth = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);

/** The month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, number - 1 + offset, 1));
  return moved.toISOString().slice(0, 7);
}

/** The weeks of a month's days, Sunday first, with empty places before the first and after the last. */
export function weeksOf<Day extends { day: string }>(days: readonly Day[]): (Day | null)[][] {
  const lead = days.length ? new Date(`${days[0]!.day}T00:00:00Z`).getUTCDay() : 0;
  const places: (Day | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (places.length % 7) places.push(null);
  return Array.from({ length: places.length / 7 }, (_, week) => places.slice(week * 7, week * 7 + 7));
}
