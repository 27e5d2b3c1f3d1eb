import { describe, expect, it } from 'vitest';
import { formatCount, formatShare } from './number';

describe('formatCount and formatShare', () => {
  it('write counts with the language\'s thousands separator', () => {
    expect(formatCount(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });

  it('write shares as percentages, signed for a change', () => {
    expect(formatShare(0.9876, 'pt-BR')).toBe('98,8%');
    expect(formatShare(0.125, 'en', true)).toBe('+12.5%');
    expect(formatShare(-0.5, 'pt-BR', true)).toBe('-50%');
    expect(formatShare(0, 'en', true)).toBe('0%');
  });
});
