/**
 * The one date formatter. The API speaks ISO-8601 UTC instants; people read them in their own
 * time zone (kept in the browser, São Paulo by default) in the formats of FORMATS.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIMEZONE, FORMATS, STORAGE_KEYS } from '../config';

dayjs.extend(utc);
dayjs.extend(timezone);

export type InstantKind = keyof typeof FORMATS;

/** Shown for a missing or unreadable instant. */
export const NO_INSTANT = '—';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone the member chose, or São Paulo when none (or a zone this browser does not know) is stored. */
export function userTimeZone(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.timezone);
  } catch {
    // Storage can be refused (private windows, sandboxed frames): fall back to the default.
  }
  return stored && isTimeZone(stored) ? stored : DEFAULT_TIMEZONE;
}

/** Reads an instant as UTC, so a string without an offset never takes the browser's zone. */
const readInstant = (iso: string | null | undefined) => (iso ? dayjs.utc(iso) : null);

/** "2026-01-15T12:00:00Z" → "2026-01-15 09:00:00" in São Paulo; "—" when it is not an instant. */
export function formatInstant(iso: string | null | undefined, kind: InstantKind = 'datetime', timeZone = userTimeZone()): string {
  const instant = readInstant(iso);
  if (!instant?.isValid()) return NO_INSTANT;
  return instant.tz(timeZone).format(FORMATS[kind]);
}

/** The instant in UTC with its zone named, for a tooltip that settles "whose nine o'clock?". */
export function formatInstantUtc(iso: string | null | undefined): string {
  const instant = readInstant(iso);
  return instant?.isValid() ? `${instant.format(FORMATS.datetime)} UTC` : NO_INSTANT;
}
