const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant as a clock on the wall of `timeZone` shows it, `2025-03-09 23:30:00`: how exports
 * write times, with the zone named once in their header (as PostgreSQL's
 * `to_char(at time zone …, 'YYYY-MM-DD HH24:MI:SS')` writes it for the trade export).
 */
export function wallClock(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
