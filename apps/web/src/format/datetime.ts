/**
 * The one date formatter. The API speaks ISO-8601 UTC instants; people read them in their own
 * time zone (kept in the browser, São Paulo by default) in the formats of FORMATS.
 *
 * A zone's reading comes from one `Intl.DateTimeFormat` per zone, made once: a list draws a few
 * hundred instants, and making a formatter costs far more than using one.
 */
import { DEFAULT_TIMEZONE, FORMATS, STORAGE_KEYS } from '../config';

export type InstantKind = keyof typeof FORMATS;

/** Shown for a missing or unreadable instant. */
export const NO_INSTANT = '—';

type Field = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss';
type Fields = Record<Field, string>;

const zoneReaders = new Map<string, Intl.DateTimeFormat | null>();

/** The formatter that reads an instant's fields in a zone; null for a zone this browser does not know. */
function zoneReader(zone: string): Intl.DateTimeFormat | null {
  if (!zoneReaders.has(zone)) {
    let reader: Intl.DateTimeFormat | null = null;
    try {
      reader = new Intl.DateTimeFormat('en-US', {
        timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
      });
    } catch {
      // Not a zone: the caller falls back.
    }
    zoneReaders.set(zone, reader);
  }
  return zoneReaders.get(zone)!;
}

/** The zone the member chose, or São Paulo when none (or a zone this browser does not know) is stored. */
export function userTimeZone(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.timezone);
  } catch {
    // Storage can be refused (private windows, sandboxed frames): fall back to the default.
  }
  return stored && zoneReader(stored) ? stored : DEFAULT_TIMEZONE;
}

/** An ISO-8601 date or instant; one without an offset is read as UTC, never in the browser's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

function readInstant(iso: string | null | undefined): Date | null {
  const match = iso ? ISO_INSTANT.exec(iso.trim()) : null;
  if (!match) return null;
  const text = iso!.trim().replace(' ', 'T');
  const instant = new Date(text.includes('T') && !match[1] ? `${text}Z` : text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const fill = (pattern: string, fields: Fields) => pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (field) => fields[field as Field]);

function fieldsIn(instant: Date, reader: Intl.DateTimeFormat): Fields {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of reader.formatToParts(instant)) parts[part.type] = part.value;
  return { YYYY: parts.year!.padStart(4, '0'), MM: parts.month!, DD: parts.day!, HH: parts.hour!, mm: parts.minute!, ss: parts.second! };
}

/** "2026-01-15T12:00:00Z" → "2026-01-15 09:00:00" in São Paulo; "—" when it is not an instant. */
export function formatInstant(iso: string | null | undefined, kind: InstantKind = 'datetime', timeZone = userTimeZone()): string {
  const instant = readInstant(iso);
  const reader = zoneReader(timeZone) ?? zoneReader(DEFAULT_TIMEZONE)!;
  return instant ? fill(FORMATS[kind], fieldsIn(instant, reader)) : NO_INSTANT;
}

/** The instant in UTC with its zone named, for a tooltip that settles "whose nine o'clock?". */
export function formatInstantUtc(iso: string | null | undefined): string {
  const instant = readInstant(iso);
  return instant ? `${fill(FORMATS.datetime, fieldsIn(instant, zoneReader('UTC')!))} UTC` : NO_INSTANT;
}
