import { Popover } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs, { type Dayjs } from 'dayjs';
import { PickersLocale } from '../i18n/mui/PickersLocale';
import { readDay } from './read-day';

interface Props {
  /** The field the calendar opens under; focus goes back to what had it when the calendar closes. */
  anchor: HTMLElement | null;
  /** How the field writes a day: `value`, the bounds and the days handed back are in it. */
  format: string;
  /** The field's text: the calendar shows its day if it is one. */
  value: string;
  views: readonly ('year' | 'month' | 'day')[];
  minDate: string | undefined;
  maxDate: string | undefined;
  shouldDisableDate: ((date: string) => boolean) | undefined;
  /** A day (or month) chosen in the calendar's last view, in `format`. */
  onPick: (date: string) => void;
  onClose: () => void;
}

/**
 * The calendar a day field opens, MUI X's: a third of a list's code, so it loads when a member first
 * opens one, not with every list that has a date filter (DateRangePicker.tsx). The fields work in
 * text; the days turn into dayjs's here, so dayjs loads with the calendar too.
 */
export function DayCalendar({ anchor, format, value, views, minDate, maxDate, shouldDisableDate, onPick, onClose }: Props) {
  const dayOf = (text: string | undefined) => {
    const day = text ? readDay(text, format) : null;
    return day ? dayjs(new Date(day.year, day.month - 1, day.day)) : null;
  };
  return (
    <PickersLocale>
      <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <DateCalendar
          autoFocus
          value={dayOf(value)}
          views={views}
          openTo={views.includes('day') ? 'day' : 'month'}
          minDate={dayOf(minDate) ?? undefined}
          maxDate={dayOf(maxDate) ?? undefined}
          shouldDisableDate={shouldDisableDate && ((day) => shouldDisableDate(day.format(format)))}
          onChange={(day: Dayjs | null, state) => {
            if (day?.isValid() && state === 'finish') onPick(day.format(format));
          }}
        />
      </Popover>
    </PickersLocale>
  );
}
