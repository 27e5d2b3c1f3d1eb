import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import { FORMATS } from '../config';
import { DAY_FIELD_SIZE } from './day-field-size';
import { lazyNamed } from './lazy-named';
import type { WordKey } from '../i18n/word-key';
import { readDay } from './read-day';
import {
  problemOfEdit,
  reviewRange,
  type DateRules,
  type RangeProblem,
  type RangeReview,
  type RangeSide,
  type RangeText,
  type RangeValue,
} from './date-input';

// MUI X's calendar is most of the date fields' code: it loads when a member first opens one.
const DayCalendar = lazyNamed(() => import('./DayCalendar'), 'DayCalendar');

export type DateRangeValue = RangeValue;
interface DateRangeInputError extends RangeProblem {
  /** The message shown under the field, already translated. */
  text: string;
}

export interface DateRangePickerProps {
  /** Days in FORMATS.date (YYYY-MM-DD), or months in FORMATS.month; both null for no range. */
  value: DateRangeValue;
  /** Called only with two acceptable days in order, or with none (both cleared). */
  onChange: (value: DateRangeValue) => void;
  /** Days (the default) or calendar months. */
  unit?: 'day' | 'month';
  /** What the range is of ("Created"): the fields read "Created: From" and "Created: To". */
  label?: string;
  /** Shown under the first field while it has no problem to show. */
  hint?: string;
  /** The inputs' names, for a form that reads them. */
  names?: Record<RangeSide, string>;
  /** Called when typed text or a chosen order is refused; `value` is then left as it was. */
  onInputError?: (error: DateRangeInputError) => void;
  shouldDisableDate?: (date: string) => boolean;
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

const SIDES: readonly RangeSide[] = ['start', 'end'];
const MESSAGE_KEYS: Record<RangeProblem['reason'], WordKey> = {
  invalid: 'dateRange.invalidDate',
  disabled: 'dateRange.disabledDate',
  startAfterEnd: 'dateRange.startAfterEnd',
  incomplete: 'dateRange.incomplete',
};
const UNITS = {
  day: { format: FORMATS.date, views: ['year', 'month', 'day'] },
  month: { format: FORMATS.month, views: ['year', 'month'] },
} as const;
const NOTHING_FINISHED: Record<RangeSide, boolean> = { start: false, end: false };

const textOf = (value: DateRangeValue): RangeText => ({ start: value.start ?? '', end: value.end ?? '' });
const sameRange = (a: DateRangeValue, b: DateRangeValue) => a.start === b.start && a.end === b.end;

/**
 * A "from / to" pair of days (or months): two plain text inputs, so that whatever is typed or
 * pasted reaches our rules as text (MUI's sectioned field silently turns a bad paste into an empty
 * value), each with a button that opens MUI X's calendar (its community DateCalendar: the range
 * picker is a paid component). The fields' words and the calendar follow the console's language.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, onInputError, shouldDisableDate, minDate, maxDate, disabled, size, unit = 'day', label, hint, names } = props;
  const { t } = useTranslation();
  const { format, views } = UNITS[unit];
  // What to type, worded for the reader (`AAAA-MM-DD` in pt-BR): only the year's letters differ.
  const shownFormat = format.replace('YYYY', t('dateRange.yearLetters'));
  const rules: DateRules = { format, minDate, maxDate, isDisabled: shouldDisableDate };
  const [typed, setTyped] = useState(() => textOf(value));
  // Half-typed text is only called out once the user leaves the field or presses Enter.
  const [finished, setFinished] = useState(NOTHING_FINISHED);
  const [shownValue, setShownValue] = useState(value);
  const [calendarOf, setCalendarOf] = useState<RangeSide | null>(null);
  const fields = useRef<Record<RangeSide, HTMLDivElement | null>>({ start: null, end: null });
  if (!sameRange(value, shownValue)) {
    setShownValue(value);
    setTyped(textOf(value));
    setFinished(NOTHING_FINISHED);
  }

  const messageOf = (reason: RangeProblem['reason']) => t(MESSAGE_KEYS[reason], { format: shownFormat });
  const report = (problem: RangeProblem) => onInputError?.({ ...problem, text: messageOf(problem.reason) });

  const edit = (side: RangeSide, text: string) => {
    const next = { ...typed, [side]: text };
    setTyped(next);
    const review = reviewRange(next, rules);
    const problem = problemOfEdit(review, side);
    // Maybe still typing this side, or about to type the other: see `finish`.
    if (problem?.reason === 'invalid' || problem?.reason === 'incomplete') return;
    if (problem) report(problem);
    else if (review.value && !sameRange(review.value, value)) onChange(review.value);
  };

  const finish = (side: RangeSide) => {
    setFinished((before) => ({ ...before, [side]: true }));
    const review = reviewRange(typed, rules);
    const own = review[side];
    if (!own.ok && own.reason === 'invalid') report({ field: side, reason: 'invalid' });
    else if (own.ok && !review.order.ok && review.order.reason === 'incomplete') report({ field: 'range', reason: 'incomplete' });
  };

  const review = reviewRange(typed, rules);
  const sideLabel = (side: RangeSide) => (label ? `${label}: ${t(`dateRange.${side}`)}` : t(`dateRange.${side}`));
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      {SIDES.map((side) => {
        const problem = shownProblem(review, side, { typed, finished });
        return (
          <DayField
            key={side}
            fieldRef={(element) => { fields.current[side] = element; }}
            label={sideLabel(side)}
            name={names?.[side]}
            size={size}
            disabled={disabled}
            text={typed[side]}
            placeholder={shownFormat}
            calendarLabel={readDay(typed[side], format) ? t('dateRange.chooseDateSelected', { day: typed[side] }) : t('dateRange.chooseDate')}
            error={Boolean(problem) || (!review.order.ok && review.order.reason === 'startAfterEnd')}
            helperText={problem ? messageOf(problem) : side === 'start' ? hint : undefined}
            onText={(text) => edit(side, text)}
            onFinish={() => finish(side)}
            onOpenCalendar={() => setCalendarOf(side)}
          />
        );
      })}
      {calendarOf && (
        <Suspense>
          <DayCalendar
            anchor={fields.current[calendarOf]}
            format={format}
            value={typed[calendarOf]}
            views={views}
            minDate={minDate}
            maxDate={maxDate}
            shouldDisableDate={shouldDisableDate}
            onPick={(date) => {
              setCalendarOf(null);
              edit(calendarOf, date);
            }}
            onClose={() => setCalendarOf(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The problem to show under one field: its own once it is finished; a misordered range once, under
 * the end; a range with one end only under the empty side, once either side is finished.
 */
function shownProblem(review: RangeReview, side: RangeSide, fields: { typed: RangeText; finished: Record<RangeSide, boolean> }): RangeProblem['reason'] | null {
  const own = review[side];
  if (!own.ok) return own.reason === 'invalid' && !fields.finished[side] ? null : own.reason;
  if (review.order.ok) return null;
  if (review.order.reason === 'startAfterEnd') return side === 'end' ? 'startAfterEnd' : null;
  return fields.typed[side].trim() === '' && (fields.finished.start || fields.finished.end) ? 'incomplete' : null;
}

interface DayFieldProps {
  fieldRef: (element: HTMLDivElement | null) => void;
  label: string;
  name: string | undefined;
  size: DateRangePickerProps['size'];
  disabled: boolean | undefined;
  text: string;
  placeholder: string;
  calendarLabel: string;
  error: boolean;
  helperText: string | undefined;
  onText: (text: string) => void;
  onFinish: () => void;
  onOpenCalendar: () => void;
}

/** One side of the range: the typed day, and the button that opens the calendar under it. */
function DayField({ fieldRef, label, name, size, disabled, text, placeholder, calendarLabel, error, helperText, onText, onFinish, onOpenCalendar }: DayFieldProps) {
  const id = useId();
  const finishOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onFinish();
  };
  return (
    <TextField
      ref={fieldRef}
      id={id}
      label={label}
      name={name}
      sx={{ width: DAY_FIELD_SIZE.width }}
      size={size}
      disabled={disabled}
      value={text}
      placeholder={placeholder}
      error={error}
      helperText={helperText}
      onChange={(event) => onText(event.target.value)}
      onBlur={onFinish}
      onKeyDown={finishOnEnter}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" disabled={disabled} aria-label={calendarLabel} onClick={onOpenCalendar}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
