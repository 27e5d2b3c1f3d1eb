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

  it('reads another format when told to', () => {
    expect(parseTypedDate('28/02/2026', { format: 'DD/MM/YYYY' })).toEqual({ ok: true, date: '28/02/2026' });
    expect(parseTypedDate('2026-02-28', { format: 'DD/MM/YYYY' })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('checkRange', () => {
  it('allows a start before the end, and a single day', () => {
    expect(checkRange({ start: '2026-01-01', end: '2026-01-31' })).toEqual({ ok: true });
    expect(checkRange({ start: '2026-01-15', end: '2026-01-15' })).toEqual({ ok: true });
  });

  it('refuses a start after the end', () => {
    expect(checkRange({ start: '2026-02-01', end: '2026-01-31' })).toEqual({ ok: false, reason: 'startAfterEnd' });
  });

  it('needs both ends, or neither', () => {
    expect(checkRange({ start: null, end: '2026-01-31' })).toEqual({ ok: false, reason: 'incomplete' });
    expect(checkRange({ start: '2026-01-01', end: null })).toEqual({ ok: false, reason: 'incomplete' });
    expect(checkRange({ start: null, end: null })).toEqual({ ok: true });
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
