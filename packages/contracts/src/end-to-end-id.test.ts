import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EndToEndId, endToEndIdDateExists, looksLikeEndToEndId } from './end-to-end-id.js';

const idAt = (minute: string) => `E12345678${minute}AbC123xYz90`;

describe('end-to-end ids', () => {
  it('accept a minute that exists, leap days included', () => {
    for (const minute of ['202611250312', '202402291200', '202612312359', '202601010000']) {
      expect(EndToEndId.safeParse(idAt(minute)).success, minute).toBe(true);
    }
  });

  it('refuse a date that does not exist, naming the date part', () => {
    for (const minute of ['202613010000', '202600010000', '202604310000', '202502291200', '202611252400', '202611251260', '202611320000']) {
      const parsed = EndToEndId.safeParse(idAt(minute));
      expect(parsed.success, minute).toBe(false);
      expect(parsed.error?.issues[0]?.message, minute).toMatch(/date that does not exist/);
    }
  });

  it('agree with the calendar on every minute of random dates', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 60 }),
      (year, month, day, hour, minute) => {
        const text = [year, month, day, hour, minute].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('');
        // An independent reading: the calendar's own days in the month.
        const days = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
        const real = month >= 1 && month <= 12 && day >= 1 && day <= days && hour <= 23 && minute <= 59;
        expect(endToEndIdDateExists(idAt(text))).toBe(real);
      },
    ));
  });

  it('are recognised by their shape in any letter case', () => {
    expect(looksLikeEndToEndId('e12345678202611250312abc123xyz90')).toBe(true);
    expect(looksLikeEndToEndId('T000123')).toBe(false);
  });
});
