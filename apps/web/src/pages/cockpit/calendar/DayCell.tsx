import { Chip, Link, Stack, TableCell, Typography } from '@mui/material';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCentavos } from '../../../format/money';
import { tradeListPath } from '../../banking/area';
import { apixPath, infractionsPath, medInboxPath } from '../../regulatory/area';

/** One day of the month: its number, its holiday, its Pix (a link to that day's trades) and what is due on it. */
export function DayCell({ day, today }: { day: cockpit.CalendarDay; today: boolean }) {
  const { t } = useTranslation();
  const number = Number(day.day.slice(8));
  return (
    <TableCell
      data-day={day.day}
      aria-current={today ? 'date' : undefined}
      // Today is outlined rather than shaded: the links and chips keep the page's background, on which their colours read.
      sx={{
        verticalAlign: 'top', height: 112, width: `${100 / 7}%`, p: 1,
        ...(today && { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 }),
      }}
    >
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ fontWeight: today ? 700 : 500 }} color={day.business_day ? 'text.primary' : 'text.secondary'}>
          {number}{today && <Typography component="span" variant="caption"> ({t('calendar.today')})</Typography>}
        </Typography>
        {day.holiday && <Typography variant="caption" color="text.secondary">{t(`calendar.holidays.${day.holiday}`)}</Typography>}
        {day.pix_count > 0 && (
          <Link component={RouterLink} variant="caption" to={tradeListPath({ created_from: day.day, created_to: day.day })}>
            {t('calendar.pix', { count: day.pix_count, value: formatCentavos(day.pix_value) })}
          </Link>
        )}
        {day.apix_deadline && <Chip size="small" color="warning" component={RouterLink} to={apixPath()} clickable label={t('calendar.apix')} />}
        {day.med_deadlines > 0 && <Chip size="small" color="error" variant="outlined" component={RouterLink} to={medInboxPath()} clickable label={t('calendar.med', { count: day.med_deadlines })} />}
        {day.infraction_deadlines > 0 && (
          <Chip size="small" color="error" variant="outlined" component={RouterLink} to={infractionsPath()} clickable label={t('calendar.infractions', { count: day.infraction_deadlines })} />
        )}
      </Stack>
    </TableCell>
  );
}
