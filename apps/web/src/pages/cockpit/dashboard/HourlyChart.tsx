import { Box, Skeleton, Typography } from '@mui/material';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../format/number';
import { DetailSection } from '../../../components/DetailSection';
import { HourlyBars } from './HourlyBars';
import { HourlyTable } from './HourlyTable';

/** The chart and its table keep this height whatever the figures, so a refresh never moves the page. */
const CHART_HEIGHT = 300;
/** The chart beside its table on wide windows, above it on narrow ones. */
const CHART_GRID_SX = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 } as const;

/** Pix per hour today against the same weekday last week: bars, with the same figures as a table beside them. */
export function HourlyChart({ pix, hourly }: Pick<cockpit.DashboardFigures, 'pix' | 'hourly'>) {
  const { t, i18n } = useTranslation();
  const count = (value: number | null) => (value === null ? '' : formatCount(value, i18n.language));
  const hourLabel = (hour: number) => t('dashboard.chart.hourLabel', { hour: String(hour).padStart(2, '0') });
  const empty = hourly.every((row) => row.today === 0 && row.last_week === 0);
  const summary = t('dashboard.chart.summary', { today: count(pix.today.count), lastWeek: count(pix.last_week.count) });
  return (
    <DetailSection title={t('dashboard.chart.title')}>
      <Box sx={CHART_GRID_SX}>
        <Box role="img" aria-label={summary} data-testid="hourly-chart" sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
          {empty ? (
            <Typography color="text.secondary" sx={{ pt: 4, textAlign: 'center' }}>{t('dashboard.chart.empty')}</Typography>
          ) : (
            <HourlyBars hourly={hourly} height={CHART_HEIGHT} count={count} hourLabel={hourLabel} />
          )}
        </Box>
        <HourlyTable hourly={hourly} hourLabel={hourLabel} height={CHART_HEIGHT} />
      </Box>
    </DetailSection>
  );
}

/** The chart's card at its final size while the first figures load: its title, and blanks for the chart and the table. */
export function HourlyChartLoading() {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('dashboard.chart.title')}>
      <Box sx={CHART_GRID_SX}>
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      </Box>
    </DetailSection>
  );
}
