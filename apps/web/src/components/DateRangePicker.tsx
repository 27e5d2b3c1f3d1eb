import { createContext, useContext, useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FORMATS } from '../config';
import { DAY_FIELD_SIZE } from './day-field-size';
import { PickersLocale } from '../i18n/mui/PickersLocale';
import type { WordKey } from '../i18n/word-key';
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

type PickerTranslations = ReturnType<typeof usePickerTranslations>;

/** `YYYY-MM-DD` as the language writes its placeholders (`AAAA-MM-DD` in pt-BR): what to type, worded for the reader. */
const shownFormat = (format: string, words: PickerTranslations) =>
  format
    .replace('YYYY', words.fieldYearPlaceholder({ digitAmount: 4, format: 'YYYY' }))
    .replace('MM', words.fieldMonthPlaceholder({ contentType: 'digit', format: 'MM' }))
    .replace('DD', words.fieldDayPlaceholder({ format: 'DD' }));

const textOf = (value: DateRangeValue): RangeText => ({ start: value.start ?? '', end: value.end ?? '' });
const boundOf = (date: string | undefined, format: string) => (date ? (readDay(date, format) ?? undefined) : undefined);
const sameRange = (a: DateRangeValue, b: DateRangeValue) => a.start === b.start && a.end === b.end;

/**
 * A "from / to" pair of days (or months) built from two community DatePickers (MUI X's own range
 * picker is a paid component). Each side is a plain text input, so whatever is typed or pasted
 * reaches our rules as text; MUI's sectioned field silently turns a bad paste into an empty value.
 * The pickers' words and calendar follow the console's language.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <PickersLocale>
      <RangeFields {...props} />
    </PickersLocale>
  );
}

/** The two fields, inside the pickers' locale (their words are read from it). */
function RangeFields(props: DateRangePickerProps) {
  const { value, onChange, onInputError, shouldDisableDate, minDate, maxDate, disabled, size, unit = 'day', label, hint, names } = props;
  const { t } = useTranslation();
  const translations = usePickerTranslations();
  const { format, views } = UNITS[unit];
  const rules: DateRules = { format, minDate, maxDate, isDisabled: shouldDisableDate };
  const [typed, setTyped] = useState(() => textOf(value));
  // Half-typed text is only called out once the user leaves the field or presses Enter.
  const [finished, setFinished] = useState(NOTHING_FINISHED);
  const [shownValue, setShownValue] = useState(value);
  if (!sameRange(value, shownValue)) {
    setShownValue(value);
    setTyped(textOf(value));
    setFinished(NOTHING_FINISHED);
  }

  const messageOf = (reason: RangeProblem['reason']) => t(MESSAGE_KEYS[reason], { format: shownFormat(format, translations) });
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
          <TypedDayContext.Provider
            key={side}
            value={{
              text: typed[side],
              onText: (text) => edit(side, text),
              onFinish: () => finish(side),
              error: Boolean(problem) || (!review.order.ok && review.order.reason === 'startAfterEnd'),
              helperText: problem ? messageOf(problem) : side === 'start' ? hint : undefined,
              name: names?.[side],
              size,
            }}
          >
            <DatePicker
              label={sideLabel(side)}
              format={format}
              views={views}
              value={readDay(typed[side], format)}
              onChange={(day: Dayjs | null) => edit(side, day?.isValid() ? day.format(format) : '')}
              shouldDisableDate={shouldDisableDate && ((day: Dayjs) => shouldDisableDate(day.format(format)))}
              minDate={boundOf(minDate, format)}
              maxDate={boundOf(maxDate, format)}
              disabled={disabled}
              slots={{ field: TypedDayField }}
            />
          </TypedDayContext.Provider>
        );
      })}
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

interface TypedDay {
  text: string;
  onText: (text: string) => void;
  onFinish: () => void;
  error: boolean;
  helperText: string | undefined;
  name: string | undefined;
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
      name={day.name ?? picker.name}
      className={picker.rootClassName}
      sx={[{ width: DAY_FIELD_SIZE.width }, ...(Array.isArray(picker.rootSx) ? picker.rootSx : [picker.rootSx])]}
      size={day.size}
      disabled={picker.disabled}
      value={day.text}
      placeholder={shownFormat(picker.fieldFormat, translations)}
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
                aria-label={translations.openDatePickerDialogue(readDay(day.text, picker.fieldFormat) ? day.text : null)}
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
