import { createHash } from 'node:crypto';

// The simulators' dice: numbers and delays decided by hashes of ids and times, so that every
// process (and every test run) sees the same outside world.

export const HOUR = 3_600_000;

export const digest = (text: string) => createHash('sha256').update(text).digest();
/** A number in [0, n) from the text: the same for the same text. */
export const roll = (text: string, n: number) => digest(text).readUInt32BE(0) % n;
/** A delay between `fromHours` and `toHours`, in whole minutes, from the text. */
export const delay = (text: string, fromHours: number, toHours: number) => fromHours * HOUR + roll(text, (toHours - fromHours) * 60) * 60_000;
export const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A Pix id as the SPI shapes it, the same for the same text: `E` (end-to-end id) or `D` (return
 * id), the ISPB of the participant that starts it, `yyyyMMddHHmm` in UTC, 11 letters or digits.
 */
export function pixIdOf(prefix: 'E' | 'D', ispb: string, at: Date, text: string): string {
  const bytes = digest(`pix-id:${prefix}:${text}`);
  const tail = Array.from({ length: 11 }, (_, i) => ALPHANUMERIC[bytes[i]! % ALPHANUMERIC.length]).join('');
  return `${prefix}${ispb}${at.toISOString().replace(/\D/g, '').slice(0, 12)}${tail}`;
}
