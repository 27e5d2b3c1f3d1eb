import { z } from './zod.js';

/**
 * A Pix end-to-end id (SPI message catalogue): `E`, the ISPB of the payer's institution, the
 * minute the payment started as `yyyyMMddHHmm` in UTC, and 11 letters or digits; 32 characters.
 */
const SHAPE = /^E(\d{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[A-Za-z0-9]{11}$/;

/** Whether the text has an end-to-end id's shape, whatever its date says (letters in any case). */
export const looksLikeEndToEndId = (text: string) => SHAPE.test(text.trim().replace(/^e/, 'E'));

/** Whether the id's `yyyyMMddHHmm` names a minute that exists (no 31 April, no 24:00). */
export function endToEndIdDateExists(id: string): boolean {
  const parts = SHAPE.exec(id.trim().replace(/^e/, 'E'));
  if (!parts) return false;
  const [year, month, day, hour, minute] = parts.slice(2, 7).map(Number) as [number, number, number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return instant.getUTCFullYear() === year && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day
    && instant.getUTCHours() === hour && instant.getUTCMinutes() === minute;
}

export const EndToEndId = z.string().check(
  z.trim(),
  z.regex(SHAPE, 'must be an end-to-end id: E, an ISPB, yyyyMMddHHmm and 11 letters or digits'),
  z.refine(endToEndIdDateExists, 'has a date that does not exist (its yyyyMMddHHmm part)'),
);
