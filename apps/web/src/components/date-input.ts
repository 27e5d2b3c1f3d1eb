import { FORMATS } from '../config';
import { compareDays, readDay, type Day } from './read-day';

/** A calendar day as the API exchanges it: text in FORMATS.date, or null for "no date". */
export type DayText = string | null;

export interface DateRules {
  format?: string;
  /** Earliest day that may be chosen, in the same format. */
  minDate?: string;
  /** Latest day that may be chosen, in the same format. */
  maxDate?: string;
  /** Receives the day in the same format. */
  isDisabled?: (date: string) => boolean;
}

export type TypedDate = { ok: true; date: DayText } | { ok: false; reason: 'invalid' | 'disabled' };
export type RangeCheck = { ok: true } | { ok: false; reason: 'startAfterEnd' | 'incomplete' };

/**
 * What a date field may accept. Empty text is allowed because it clears the field;
 * anything else must be a complete, real day (strictly, so 2026-02-30 is refused rather than
 * rolled over to March) that the rules do not rule out.
 */
export function parseTypedDate(text: string, rules: DateRules = {}): TypedDate {
  const format = rules.format ?? FORMATS.date;
  const typed = text.trim();
  if (typed === '') return { ok: true, date: null };
  const day = readDay(typed, format);
  if (!day) return { ok: false, reason: 'invalid' };
  // Read strictly, the text is the day as the format writes it.
  return isRuledOut(day, typed, { ...rules, format }) ? { ok: false, reason: 'disabled' } : { ok: true, date: typed };
}

function isRuledOut(day: Day, date: string, { format = FORMATS.date, minDate, maxDate, isDisabled }: DateRules): boolean {
  const min = minDate ? readDay(minDate, format) : null;
  const max = maxDate ? readDay(maxDate, format) : null;
  return Boolean((min && compareDays(day, min) < 0) || (max && compareDays(day, max) > 0) || isDisabled?.(date));
}

/**
 * A range needs two days, start no later than end (a single day, start = end, is fine), or none
 * at all: a range with one end only is incomplete.
 */
export function checkRange({ start, end }: { start: DayText; end: DayText }, format: string = FORMATS.date): RangeCheck {
  if (start === null && end === null) return { ok: true };
  if (start === null || end === null) return { ok: false, reason: 'incomplete' };
  const from = readDay(start, format);
  const to = readDay(end, format);
  return from && to && compareDays(from, to) > 0 ? { ok: false, reason: 'startAfterEnd' } : { ok: true };
}

export type RangeSide = 'start' | 'end';
export type RangeText = Record<RangeSide, string>;
export type RangeValue = Record<RangeSide, DayText>;
export interface RangeProblem {
  field: RangeSide | 'range';
  reason: 'invalid' | 'disabled' | 'startAfterEnd' | 'incomplete';
}

/** Both fields read against the rules, and their order once both hold a date. */
export interface RangeReview {
  start: TypedDate;
  end: TypedDate;
  order: RangeCheck;
  /** The range to publish, or null until both fields are acceptable and in order. */
  value: RangeValue | null;
}

export function reviewRange(text: RangeText, rules: DateRules = {}): RangeReview {
  const start = parseTypedDate(text.start, rules);
  const end = parseTypedDate(text.end, rules);
  const order = start.ok && end.ok ? checkRange({ start: start.date, end: end.date }, rules.format) : { ok: true as const };
  const value = start.ok && end.ok && order.ok ? { start: start.date, end: end.date } : null;
  return { start, end, order, value };
}

/**
 * The problem an edit of one field caused. A problem already sitting in the other field is not
 * blamed on this edit: it was reported when that field was typed and is still shown there.
 */
export function problemOfEdit(review: RangeReview, edited: RangeSide): RangeProblem | null {
  const own = review[edited];
  if (!own.ok) return { field: edited, reason: own.reason };
  if (!review.order.ok) return { field: 'range', reason: review.order.reason };
  return null;
}
