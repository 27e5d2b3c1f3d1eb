import { describe, expect, it } from 'vitest';
import { lsnValue } from './read-routing.js';

describe('a WAL position as a number', () => {
  it('reads both hexadecimal halves, so that positions order as the log does past 4 GiB', () => {
    expect(lsnValue('0/31F6800')).toBe(52_389_888n);
    expect(lsnValue('0/FFFFFFFF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('A/0')).toBe(10n * 2n ** 32n);
    expect(lsnValue('16/B374D848')).toBe(22n * 2n ** 32n + 0xB374D848n);
  });

  it('refuses what is not a position', () => {
    expect(() => lsnValue('31F6800')).toThrow(/not a WAL position/);
  });
});
