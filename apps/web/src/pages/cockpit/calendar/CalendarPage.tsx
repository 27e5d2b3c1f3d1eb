import { Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks';
import { RetryAlert } from '../../../components/RetryAlert';
import { DayCell } from './DayCell';
import { currentMonth, shiftMonth, weeksOf } from './month';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** 4 January 2026 was a Sunday: its week names the weekdays in the member's language. */
const SUNDAY = Date.UTC(2026, 0, 4);

/**
 * The month as the operations team plans it: each day's Pix (a link to that day's trades), the bank
 * holidays, the APIX deadline and the MED deadlines. The month is in the address (`?month=2026-11`).
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : currentMonth();
  const query = useApiQuery(cockpit.calendarMonth, { month });
  const go = (to: string) => setParams(to === currentMonth() ? {} : { month: to });
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const titleOf = (shown: string) => monthName.format(new Date(`${shown}-15T00:00:00Z`));
  const title = titleOf(month);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">{t('screens.calendar')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => go(shiftMonth(month, -1))}>{t('calendar.previous')}</Button>
        <Button size="small" variant="outlined" onClick={() => go(currentMonth())} disabled={month === currentMonth()}>{t('calendar.thisMonth')}</Button>
        <Button size="small" variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => go(shiftMonth(month, 1))}>{t('calendar.next')}</Button>
        <Typography variant="h6" component="h2" sx={{ pl: 2, textTransform: 'capitalize' }}>{title}</Typography>
      </Stack>
      <Typography color="text.secondary">{t('calendar.note')}</Typography>
      {query.isPending && <CircularProgress size={24} aria-label={t('calendar.loading')} />}
      {!query.isPending && !query.data && <RetryAlert retryLabel={t('calendar.retry')} onRetry={() => void query.refetch()}>{t('calendar.failed')}</RetryAlert>}
      {query.data && (
        <Card>
          <CardContent>
            <TableContainer>
              {/* Named after the month its days are of: the one before stays on screen while the next loads. */}
              <Table size="small" aria-label={t('calendar.table', { month: titleOf(query.data.month) })} sx={{ tableLayout: 'fixed', opacity: query.isPlaceholderData ? 0.5 : 1 }}>
                <TableHead>
                  <TableRow>
                    {Array.from({ length: 7 }, (_, day) => <TableCell key={day}>{weekday.format(new Date(SUNDAY + day * 86_400_000))}</TableCell>)}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {weeksOf(query.data.days).map((week) => (
                    <TableRow key={week.find(Boolean)!.day}>
                      {week.map((day, place) => (day ? <DayCell key={day.day} day={day} today={day.day === query.data.today} /> : <TableCell key={`empty-${place}`} />))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
