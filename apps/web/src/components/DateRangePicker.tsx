import { createContext, useContext, useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FORMATS } from '../config';
import {
  problemOfEdit,
  readDay,
  reviewRange,
  type DateRules,
  type RangeProblem,
  type RangeReview,
  type RangeSide,
  type RangeText,
  type RangeValue,
} from './date-input';

export type DateRangeValue = RangeValue;
export interface DateRangeInputError extends RangeProblem {
  /** The message shown under the field, already translated. */
  text: string;
}

export interface DateRangePickerProps {
  /** Days in FORMATS.date (YYYY-MM-DD); null leaves that side of the range open. */
  value: DateRangeValue;
  /** Called only with two acceptable days in order (either may be null). */
  onChange: (value: DateRangeValue) => void;
  /** Called when typed text or a chosen order is refused; `value` is then left as it was. */
  onInputError?: (error: DateRangeInputError) => void;
  shouldDisableDate?: (date: string) => boolean;
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

const SIDES: readonly RangeSide[] = ['start', 'end'];
const MESSAGE_KEYS: Record<RangeProblem['reason'], string> = {
  invalid: 'dateRange.invalidDate',
  disabled: 'dateRange.disabledDate',
  startAfterEnd: 'dateRange.startAfterEnd',
};
const NOTHING_FINISHED: Record<RangeSide, boolean> = { start: false, end: false };

const textOf = (value: DateRangeValue): RangeText => ({ start: value.start ?? '', end: value.end ?? '' });
const boundOf = (date: string | undefined) => (date ? (readDay(date) ?? undefined) : undefined);
const sameRange = (a: DateRangeValue, b: DateRangeValue) => a.start === b.start && a.end === b.end;

/**
 * A "from / to" pair of days built from two community DatePickers (MUI X's own range picker is a
 * paid component). Each side is a plain text input, so whatever is typed or pasted reaches our
 * rules as text; MUI's sectioned field silently turns a bad paste into an empty value.
 */
export function DateRangePicker({ value, onChange, onInputError, shouldDisableDate, minDate, maxDate, disabled, size }: DateRangePickerProps) {
  const { t } = useTranslation();
  const rules: DateRules = { format: FORMATS.date, minDate, maxDate, isDisabled: shouldDisableDate };
  const [typed, setTyped] = useState(() => textOf(value));
  // Half-typed text is only called out once the user leaves the field or presses Enter.
  const [finished, setFinished] = useState(NOTHING_FINISHED);
  const [shownValue, setShownValue] = useState(value);
  if (!sameRange(value, shownValue)) {
    setShownValue(value);
    setTyped(textOf(value));
    setFinished(NOTHING_FINISHED);
  }

  const messageOf = (reason: RangeProblem['reason']) => t(MESSAGE_KEYS[reason], { format: FORMATS.date });
  const report = (problem: RangeProblem) => onInputError?.({ ...problem, text: messageOf(problem.reason) });

  const edit = (side: RangeSide, text: string) => {
    const next = { ...typed, [side]: text };
    setTyped(next);
    const review = reviewRange(next, rules);
    const problem = problemOfEdit(review, side);
    if (problem?.reason === 'invalid') return; // maybe still typing: see `finish`
    if (problem) report(problem);
    else if (review.value && !sameRange(review.value, value)) onChange(review.value);
  };

  const finish = (side: RangeSide) => {
    setFinished((before) => ({ ...before, [side]: true }));
    const own = reviewRange(typed, rules)[side];
    if (!own.ok && own.reason === 'invalid') report({ field: side, reason: 'invalid' });
  };

  const review = reviewRange(typed, rules);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {SIDES.map((side) => {
          const problem = shownProblem(review, side, finished[side]);
          return (
            <TypedDayContext.Provider
              key={side}
              value={{
                text: typed[side],
                onText: (text) => edit(side, text),
                onFinish: () => finish(side),
                error: Boolean(problem) || !review.order.ok,
                helperText: problem ? messageOf(problem) : undefined,
                size,
              }}
            >
              <DatePicker
                label={t(`dateRange.${side}`)}
                format={FORMATS.date}
                value={readDay(typed[side])}
                onChange={(day: Dayjs | null) => edit(side, day?.isValid() ? day.format(FORMATS.date) : '')}
                shouldDisableDate={shouldDisableDate && ((day: Dayjs) => shouldDisableDate(day.format(FORMATS.date)))}
                minDate={boundOf(minDate)}
                maxDate={boundOf(maxDate)}
                disabled={disabled}
                slots={{ field: TypedDayField }}
              />
            </TypedDayContext.Provider>
          );
        })}
      </Stack>
    </LocalizationProvider>
  );
}

/** The problem to show under one field; a misordered range is shown once, under the end. */
function shownProblem(review: RangeReview, side: RangeSide, finished: boolean): RangeProblem['reason'] | null {
  const own = review[side];
  if (!own.ok) return own.reason === 'invalid' && !finished ? null : own.reason;
  return side === 'end' && !review.order.ok ? review.order.reason : null;
}

interface TypedDay {
  text: string;
  onText: (text: string) => void;
  onFinish: () => void;
  error: boolean;
  helperText: string | undefined;
  size: DateRangePickerProps['size'];
}

// The picker renders its field itself, so the field reads its side of the range from here.
const TypedDayContext = createContext<TypedDay | null>(null);

function TypedDayField({ id }: DatePickerFieldProps) {
  const day = useContext(TypedDayContext);
  const picker = usePickerContext();
  const translations = usePickerTranslations();
  if (!day) throw new Error('TypedDayField is rendered by DateRangePicker only');
  const finishOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') day.onFinish();
  };
  return (
    <TextField
      ref={picker.rootRef}
      id={id}
      label={picker.label}
      name={picker.name}
      className={picker.rootClassName}
      sx={picker.rootSx}
      size={day.size}
      disabled={picker.disabled}
      value={day.text}
      placeholder={picker.fieldFormat}
      error={day.error}
      helperText={day.helperText}
      onChange={(event) => day.onText(event.target.value)}
      onBlur={day.onFinish}
      onKeyDown={finishOnEnter}
      slotProps={{
        input: {
          ref: picker.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                disabled={picker.disabled}
                aria-label={translations.openDatePickerDialogue(readDay(day.text) ? day.text : null)}
                onClick={() => picker.setOpen((open) => !open)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
