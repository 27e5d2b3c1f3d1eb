import { describe, expect, it } from 'vitest';
import { checkRange, parseTypedDate, problemOfEdit, reviewRange } from './date-input';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

describe('parseTypedDate', () => {
  it('accepts a complete, real day', () => {
    expect(parseTypedDate('2026-02-28')).toEqual({ ok: true, date: '2026-02-28' });
    expect(parseTypedDate('2028-02-29')).toEqual({ ok: true, date: '2028-02-29' });
  });

  it('treats empty text as clearing the field', () => {
    expect(parseTypedDate('')).toEqual({ ok: true, date: null });
    expect(parseTypedDate('   ')).toEqual({ ok: true, date: null });
  });

  it.each([
    ['a day the month does not have', '2026-02-30'],
    ['February 29th outside a leap year', '2027-02-29'],
    ['a thirteenth month', '2026-13-01'],
    ['half-typed text', '2026-0'],
    ['a missing day', '2026-02'],
    ['another format', '01/02/2026'],
    ['words', 'yesterday'],
    ['the text of an invalid date', 'Invalid Date'],
    ['February 29th in a century year that is not a leap year', '1900-02-29'],
    ['a thirty-first day the month does not have', '2026-04-31'],
    ['a month 00', '2026-00-10'],
    ['a day 00', '2026-01-00'],
    ['a one-digit month', '2026-1-05'],
    ['a five-digit year', '12026-01-05'],
    ['extra characters after the day', '2026-01-05x'],
    ['a time after the day', '2026-01-05 12:00'],
    ['another separator', '2026/01/05'],
    ['a sign before the year', '+026-01-05'],
    ['digits that are not ASCII', '２026-01-05'],
    ['a year before 100, which JavaScript dates read as 19xx', '0099-01-05'],
  ])('refuses %s (%s)', (_, text) => {
    expect(parseTypedDate(text)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses days the caller disables', () => {
    expect(parseTypedDate('2026-03-07', { isDisabled: isWeekend })).toEqual({ ok: false, reason: 'disabled' });
    expect(parseTypedDate('2026-03-09', { isDisabled: isWeekend })).toEqual({ ok: true, date: '2026-03-09' });
  });

  it('refuses days outside the bounds, which are themselves allowed', () => {
    const rules = { minDate: '2026-01-01', maxDate: '2026-01-31' };
    expect(parseTypedDate('2025-12-31', rules)).toEqual({ ok: false, reason: 'disabled' });
    expect(parseTypedDate('2026-02-01', rules)).toEqual({ ok: false, reason: 'disabled' });
    expect(parseTypedDate('2026-01-01', rules)).toEqual({ ok: true, date: '2026-01-01' });
    expect(parseTypedDate('2026-01-31', rules)).toEqual({ ok: true, date: '2026-01-31' });
  });

  it('does not consult the rules for text that is not a day', () => {
    expect(parseTypedDate('2026-02-30', { isDisabled: () => true })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts February 29th in a leap century year', () => {
    expect(parseTypedDate('2000-02-29')).toEqual({ ok: true, date: '2000-02-29' });
  });

  it.each([
    ['a thirteenth month', '2026-13'],
    ['a month 00', '2026-00'],
    ['a day in it', '2026-02-01'],
    ['a one-digit month', '2026-2'],
  ])('refuses as a month %s (%s)', (_, text) => {
    expect(parseTypedDate(text, { format: 'YYYY-MM' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('compares months as their first days', () => {
    const rules = { format: 'YYYY-MM', minDate: '2026-02', maxDate: '2026-04' };
    expect(parseTypedDate('2026-01', rules)).toEqual({ ok: false, reason: 'disabled' });
    expect(parseTypedDate('2026-02', rules)).toEqual({ ok: true, date: '2026-02' });
    expect(parseTypedDate('2026-04', rules)).toEqual({ ok: true, date: '2026-04' });
    expect(parseTypedDate('2026-05', rules)).toEqual({ ok: false, reason: 'disabled' });
  });

  it('reads another format when told to', () => {
    expect(parseTypedDate('28/02/2026', { format: 'DD/MM/YYYY' })).toEqual({ ok: true, date: '28/02/2026' });
    expect(parseTypedDate('2026-02-28', { format: 'DD/MM/YYYY' })).toEqual({ ok: false, reason: 'invalid' });
    expect(parseTypedDate('29/02/2027', { format: 'DD/MM/YYYY' })).toEqual({ ok: false, reason: 'invalid' });
    expect(parseTypedDate('28-02-2026', { format: 'DD/MM/YYYY' })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('checkRange', () => {
  it('allows a start before the end, and a single day', () => {
    expect(checkRange({ start: '2026-01-01', end: '2026-01-31' })).toEqual({ ok: true });
    expect(checkRange({ start: '2026-01-15', end: '2026-01-15' })).toEqual({ ok: true });
  });

  it('refuses a start after the end', () => {
    expect(checkRange({ start: '2026-02-01', end: '2026-01-31' })).toEqual({ ok: false, reason: 'startAfterEnd' });
    expect(checkRange({ start: '2027-01-01', end: '2026-12-31' })).toEqual({ ok: false, reason: 'startAfterEnd' });
  });

  it('needs both ends, or neither', () => {
    expect(checkRange({ start: null, end: '2026-01-31' })).toEqual({ ok: false, reason: 'incomplete' });
    expect(checkRange({ start: '2026-01-01', end: null })).toEqual({ ok: false, reason: 'incomplete' });
    expect(checkRange({ start: null, end: null })).toEqual({ ok: true });
  });

  it('orders days in another format by the day, not the text', () => {
    expect(checkRange({ start: '31/01/2026', end: '01/02/2026' }, 'DD/MM/YYYY')).toEqual({ ok: true });
    expect(checkRange({ start: '01/02/2026', end: '31/01/2026' }, 'DD/MM/YYYY')).toEqual({ ok: false, reason: 'startAfterEnd' });
  });

  it('orders months too', () => {
    expect(checkRange({ start: '2026-03', end: '2026-02' }, 'YYYY-MM')).toEqual({ ok: false, reason: 'startAfterEnd' });
    expect(checkRange({ start: '2026-02', end: '2026-02' }, 'YYYY-MM')).toEqual({ ok: true });
  });
});

describe('reviewRange and problemOfEdit', () => {
  it('publishes a range only when both fields are acceptable and in order', () => {
    expect(reviewRange({ start: '2026-01-01', end: '2026-01-31' }).value).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(reviewRange({ start: '', end: '' }).value).toEqual({ start: null, end: null });
    expect(reviewRange({ start: '2026-01-01', end: '' }).value).toBeNull();
    expect(reviewRange({ start: '2026-01-01', end: '2026-13-01' }).value).toBeNull();
    expect(reviewRange({ start: '2026-02-01', end: '2026-01-01' }).value).toBeNull();
  });

  it('blames an edit for its own field first, then for the order', () => {
    const misordered = reviewRange({ start: '2026-02-01', end: '2026-01-01' });
    expect(problemOfEdit(misordered, 'start')).toEqual({ field: 'range', reason: 'startAfterEnd' });
    const disabled = reviewRange({ start: '2026-03-07', end: '2026-01-01' }, { isDisabled: isWeekend });
    expect(problemOfEdit(disabled, 'start')).toEqual({ field: 'start', reason: 'disabled' });
  });

  it('does not blame an edit for a problem already in the other field', () => {
    const review = reviewRange({ start: '2026-01-01', end: '2026-02-30' });
    expect(problemOfEdit(review, 'start')).toBeNull();
    expect(problemOfEdit(review, 'end')).toEqual({ field: 'end', reason: 'invalid' });
  });
});
