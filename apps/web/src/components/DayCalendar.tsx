import { Popover } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { Dayjs } from 'dayjs';
import { PickersLocale } from '../i18n/mui/PickersLocale';

interface Props {
  /** The field the calendar opens under; focus goes back to what had it when the calendar closes. */
  anchor: HTMLElement | null;
  value: Dayjs | null;
  views: readonly ('year' | 'month' | 'day')[];
  minDate: Dayjs | undefined;
  maxDate: Dayjs | undefined;
  shouldDisableDate: ((day: Dayjs) => boolean) | undefined;
  /** A day (or month) chosen in the calendar's last view. */
  onPick: (day: Dayjs) => void;
  onClose: () => void;
}

/**
 * The calendar a day field opens, MUI X's: a third of a list's code, so it loads when a member first
 * opens one, not with every list that has a date filter (DateRangePicker.tsx).
 */
export function DayCalendar({ anchor, value, views, minDate, maxDate, shouldDisableDate, onPick, onClose }: Props) {
  return (
    <PickersLocale>
      <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <DateCalendar
          autoFocus
          value={value}
          views={views}
          openTo={views.includes('day') ? 'day' : 'month'}
          minDate={minDate}
          maxDate={maxDate}
          shouldDisableDate={shouldDisableDate}
          onChange={(day: Dayjs | null, state) => {
            if (day?.isValid() && state === 'finish') onPick(day);
          }}
        />
      </Popover>
    </PickersLocale>
  );
}
