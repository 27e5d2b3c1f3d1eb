import { formatInstant, formatInstantUtc, NO_INSTANT, type InstantKind } from '../format/datetime';

export interface DateTimeProps {
  /** An ISO-8601 instant from the API; nothing, or something unreadable, shows a dash. */
  value: string | null | undefined;
  kind?: InstantKind;
}

/** An instant in the member's time zone, with its UTC reading as a tooltip. */
export function DateTime({ value, kind = 'datetime' }: DateTimeProps) {
  const shown = formatInstant(value, kind);
  if (!value || shown === NO_INSTANT) return <span>{NO_INSTANT}</span>;
  return (
    <time dateTime={value} title={formatInstantUtc(value)} style={{ whiteSpace: 'nowrap' }}>
      {shown}
    </time>
  );
}
