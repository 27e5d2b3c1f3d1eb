import { describe, expect, it } from 'vitest';
import { bankHolidays, fifthBusinessDay, isBusinessDay } from './business-days.js';

describe('the bank calendar', () => {
  it("finds the movable holidays from Easter, as the central bank's calendar lists them", () => {
    const of2026 = bankHolidays(2026);
    expect([...of2026].filter(([, name]) => ['carnival_monday', 'carnival_tuesday', 'good_friday', 'corpus_christi'].includes(name)).map(([day]) => day))
      .toEqual(['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04']);
    expect(bankHolidays(2025).get('2025-04-18')).toBe('good_friday');
    expect(bankHolidays(2025).get('2025-06-19')).toBe('corpus_christi');
    expect(of2026.get('2026-11-20')).toBe('black_consciousness');
    expect(bankHolidays(2023).has('2023-11-20')).toBe(false);
    expect(of2026.size).toBe(13);
  });

  it('counts weekdays that are no holiday as business days, and the fifth of them as the APIX deadline', () => {
    expect(isBusinessDay('2026-11-20')).toBe(false);
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-11-23')).toBe(true);
    // January 2026: the 1st is a holiday, the 3rd and 4th a weekend: 2, 5, 6, 7, 8.
    expect(fifthBusinessDay('2026-01')).toBe('2026-01-08');
    // February 2026: Carnival on the 16th and 17th does not reach the fifth business day (6th).
    expect(fifthBusinessDay('2026-02')).toBe('2026-02-06');
    expect(fifthBusinessDay('2026-12')).toBe('2026-12-07');
  });
});
