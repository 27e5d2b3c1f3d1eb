import { Box, TableCell, TableRow } from '@mui/material';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/SimpleTable';
import { formatCount } from '../../../format/number';

interface Props {
  hourly: cockpit.DashboardFigures['hourly'];
  hourLabel(hour: number): string;
  height: number;
}

/** The chart's figures as a table beside it, for screen readers and for reading exact counts; scrolls by keyboard too. */
export function HourlyTable({ hourly, hourLabel, height }: Props) {
  const { t, i18n } = useTranslation();
  const label = t('dashboard.chart.table');
  const headers = [{ label: t('dashboard.chart.hour') }, { label: t('dashboard.chart.today'), numeric: true }, { label: t('dashboard.chart.lastWeek'), numeric: true }];
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ height, overflowY: 'auto' }}>
      <SimpleTable headers={headers} label={label}>
        {hourly.map((row) => (
          <TableRow key={row.hour} data-hour={row.hour}>
            <TableCell>{hourLabel(row.hour)}</TableCell>
            <TableCell align="right">{formatCount(row.today, i18n.language)}</TableCell>
            <TableCell align="right">{formatCount(row.last_week, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </Box>
  );
}
