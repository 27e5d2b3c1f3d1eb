import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DateTime } from '../components/DateTime';
import { Money } from '../components/Money';
import { DEFAULT_TIMEZONE, STORAGE_KEYS } from '../config';
import { formatBytes } from './bytes';
import { formatInstant, formatInstantUtc, userTimeZone } from './datetime';
import { formatCentavos, parseReais } from './money';
import { formatPhone } from './phone';

/** Intl writes a no-break space after "R$"; the assertions below spell it out. */
const NBSP = '\u00a0';

describe('formatCentavos', () => {
  it.each([
    [12345, `R$${NBSP}123,45`],
    [0, `R$${NBSP}0,00`],
    [-0, `R$${NBSP}0,00`],
    [1, `R$${NBSP}0,01`],
    [10, `R$${NBSP}0,10`],
    [-12345, `-R$${NBSP}123,45`],
    [123456789, `R$${NBSP}1.234.567,89`],
    [Number.MAX_SAFE_INTEGER, `R$${NBSP}90.071.992.547.409,91`],
  ])('%d centavos is %s', (centavos, text) => {
    expect(formatCentavos(centavos)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1.5])('shows a dash for %s, which is not an amount', (value) => {
    expect(formatCentavos(value)).toBe('—');
  });
});

describe('parseReais', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['R$ 10', 1000],
    ['R$10,5', 1050],
    [`R$${NBSP}123,45`, 12345],
    ['  42  ', 4200],
    ['1.500', 150000],
    ['1.234.567', 123456700],
    ['1.234.567,89', 123456789],
    ['0', 0],
    ['-R$ 5,00', -500],
    ['R$ -5,00', -500],
    ['-0', 0],
  ])('reads %j as %d centavos', (text, centavos) => {
    expect(parseReais(text)).toBe(centavos);
  });

  // Each of these goes wrong as Math.round(parseFloat(x) * 100) or as a float sum.
  it.each([
    ['0,29', 29],
    ['0,30', 30],
    ['1,15', 115],
    ['4,35', 435],
    ['1.005,10', 100510],
    ['8.888.888,88', 888888888],
    ['90.071.992.547.409,91', Number.MAX_SAFE_INTEGER],
  ])('reads %j exactly as %d centavos', (text, centavos) => {
    expect(parseReais(text)).toBe(centavos);
  });

  it.each([
    '', ' ', 'R$', 'abc', '10 reais', '1,234', '1,005', '1.2345', '10,', ',50', '.5', '1..2', '1.23.4',
    '12.34.567', '0.500', '1,2,3', '1.234,5.6', '--5', '-R$ -5', '1e3', '+5', '90.071.992.547.409,92',
  ])('refuses %j', (text) => {
    expect(parseReais(text)).toBeNull();
  });

  it('reads back every amount it formats', () => {
    for (const centavos of [0, 1, 99, 100, 12345, -12345, 100510, 123456789]) {
      expect(parseReais(formatCentavos(centavos))).toBe(centavos);
    }
  });
});

describe('formatInstant', () => {
  afterEach(() => localStorage.clear());
  const noon = '2026-01-15T12:00:00Z';

  it('shows an instant in the zone it is given', () => {
    expect(formatInstant(noon, 'datetime', 'America/Sao_Paulo')).toBe('2026-01-15 09:00:00');
    expect(formatInstant(noon, 'datetime', 'Asia/Tokyo')).toBe('2026-01-15 21:00:00');
    expect(formatInstant(noon, 'datetime', 'UTC')).toBe('2026-01-15 12:00:00');
  });

  it('honours an offset written in the instant', () => {
    expect(formatInstant('2026-01-15T12:00:00+02:00', 'datetime', 'UTC')).toBe('2026-01-15 10:00:00');
  });

  it('reads an instant without an offset as UTC, whatever the browser zone', () => {
    expect(formatInstant('2026-01-15T12:00:00', 'datetime', 'Asia/Tokyo')).toBe('2026-01-15 21:00:00');
    expect(formatInstant('2026-01-15 12:00:00.250', 'datetime', 'Asia/Tokyo')).toBe('2026-01-15 21:00:00');
    expect(formatInstant('2026-01-15', 'datetime', 'UTC')).toBe('2026-01-15 00:00:00');
  });

  it('reads a zone half an hour off, and one whose day is still yesterday', () => {
    expect(formatInstant('2026-01-15T02:10:00Z', 'datetime', 'Asia/Kolkata')).toBe('2026-01-15 07:40:00');
    expect(formatInstant('2026-01-15T02:10:00Z', 'date', 'America/Los_Angeles')).toBe('2026-01-14');
  });

  it('reads a zone it does not know as São Paulo', () => {
    expect(formatInstant('2026-01-15T12:00:00Z', 'datetime', 'Mars/Olympus_Mons')).toBe('2026-01-15 09:00:00');
  });

  it('formats each kind with FORMATS, in the zone (the day and month can change)', () => {
    const newYearInUtc = '2026-01-01T01:30:05Z';
    const zone = 'America/Sao_Paulo';
    expect(formatInstant(newYearInUtc, 'date', zone)).toBe('2025-12-31');
    expect(formatInstant(newYearInUtc, 'time', zone)).toBe('22:30:05');
    expect(formatInstant(newYearInUtc, 'month', zone)).toBe('2025-12');
    expect(formatInstant(newYearInUtc, 'year', zone)).toBe('2025');
  });

  it('defaults to São Paulo when no zone is stored', () => {
    expect(userTimeZone()).toBe(DEFAULT_TIMEZONE);
    expect(formatInstant(noon)).toBe('2026-01-15 09:00:00');
  });

  it('uses the stored time zone', () => {
    localStorage.setItem(STORAGE_KEYS.timezone, 'Asia/Tokyo');
    expect(userTimeZone()).toBe('Asia/Tokyo');
    expect(formatInstant(noon)).toBe('2026-01-15 21:00:00');
  });

  it('falls back to São Paulo when the stored zone is not a zone', () => {
    localStorage.setItem(STORAGE_KEYS.timezone, 'Mars/Olympus_Mons');
    expect(userTimeZone()).toBe(DEFAULT_TIMEZONE);
    expect(formatInstant(noon)).toBe('2026-01-15 09:00:00');
  });

  it.each([undefined, null, '', 'yesterday', 'not-a-date'])('shows a dash for %j', (value) => {
    expect(formatInstant(value)).toBe('—');
    expect(formatInstantUtc(value)).toBe('—');
  });

  it('names UTC in the tooltip reading', () => {
    expect(formatInstantUtc('2026-01-15T09:00:00-03:00')).toBe('2026-01-15 12:00:00 UTC');
  });
});

describe('Money and DateTime', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows an amount with its centavos on the element', () => {
    const { container } = render(createElement(Money, { centavos: 12345 }));
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe(`R$${NBSP}123,45`);
    expect(span.dataset.centavos).toBe('12345');
  });

  it('shows a dash for a missing amount', () => {
    const { container } = render(createElement(Money, { centavos: null }));
    expect(container.textContent).toBe('—');
    expect(container.querySelector('[data-centavos]')).toBeNull();
  });

  it('shows an instant in the stored zone, with the instant and its UTC reading on the element', () => {
    localStorage.setItem(STORAGE_KEYS.timezone, 'Asia/Tokyo');
    const { container } = render(createElement(DateTime, { value: '2026-01-15T12:00:00Z' }));
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('2026-01-15 21:00:00');
    expect(time.getAttribute('datetime')).toBe('2026-01-15T12:00:00Z');
    expect(time.title).toBe('2026-01-15 12:00:00 UTC');
  });

  it('shows the kind asked for', () => {
    const { container } = render(createElement(DateTime, { value: '2026-01-15T12:00:00Z', kind: 'date' }));
    expect(container.textContent).toBe('2026-01-15');
  });

  it('shows a dash, and no time element, for what is not an instant', () => {
    const { container } = render(createElement(DateTime, { value: 'soon' }));
    expect(container.textContent).toBe('—');
    expect(container.querySelector('time')).toBeNull();
  });
});

describe('formatBytes', () => {
  it.each([
    [0, 'en', '0 bytes'],
    [1, 'en', '1 byte'],
    [999, 'en', '999 bytes'],
    [1_000, 'en', '1 kB'],
    [1_234_567, 'en', '1.2 MB'],
    [999_999, 'en', '1 MB'],
    [2_500_000_000, 'en', '2.5 GB'],
    [1_234_567, 'pt-BR', '1,2 MB'],
  ])('%d bytes in %s is %s', (bytes, language, text) => {
    expect(formatBytes(bytes, language)).toBe(text);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+5561919417548', '+55 61 91941-7548'],
    ['+556133221100', '+55 61 3322-1100'],
    ['+551199', '+551199'],
    ['+14155550100', '+14155550100'],
  ])('writes %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
