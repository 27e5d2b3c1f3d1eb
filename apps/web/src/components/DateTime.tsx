import { formatInstant, formatInstantUtc, NO_INSTANT, type InstantKind } from '../format/datetime';

export interface DateTimeProps {
  /** An ISO-8601 instant from the API; nothing, or something unreadable, shows a dash. */
  value: string | null | undefined;
  kind?: InstantKind;
  /** In a list's cell: the day above the time of day, so the whole instant takes half the width. */
  stacked?: boolean;
}

/** An instant in the member's time zone, with its UTC reading as a tooltip. */
export function DateTime({ value, kind = 'datetime', stacked = false }: DateTimeProps) {
  const shown = formatInstant(value, kind);
  if (!value || shown === NO_INSTANT) return <span>{NO_INSTANT}</span>;
  if (stacked && kind === 'datetime') {
    const [day, time] = shown.split(' ');
    // One text broken by a line, not two elements: it reads (and is found) as the instant it is.
    return (
      <time dateTime={value} title={formatInstantUtc(value)} className="list-table-instant">
        {day}{' '}<br />{time}
      </time>
    );
  }
  return (
    <time dateTime={value} title={formatInstantUtc(value)} style={{ whiteSpace: 'nowrap' }}>
      {shown}
    </time>
  );
}
