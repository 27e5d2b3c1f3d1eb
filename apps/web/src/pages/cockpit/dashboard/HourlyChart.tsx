import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../format/number';
import { DetailSection } from '../../banking/accounts/DetailSection';
import { HourlyTable } from './HourlyTable';

/** The chart and its table keep this height whatever the figures, so a refresh never moves the page. */
const CHART_HEIGHT = 300;

/** Pix per hour today against the same weekday last week: bars, with the same figures as a table beside them. */
export function HourlyChart({ pix, hourly }: Pick<cockpit.DashboardFigures, 'pix' | 'hourly'>) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const count = (value: number | null) => (value === null ? '' : formatCount(value, i18n.language));
  const hourLabel = (hour: number) => t('dashboard.chart.hourLabel', { hour: String(hour).padStart(2, '0') });
  const empty = hourly.every((row) => row.today === 0 && row.last_week === 0);
  const summary = t('dashboard.chart.summary', { today: count(pix.today.count), lastWeek: count(pix.last_week.count) });
  return (
    <DetailSection title={t('dashboard.chart.title')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 }}>
        <Box role="img" aria-label={summary} data-testid="hourly-chart" sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
          {empty ? (
            <Typography color="text.secondary" sx={{ pt: 4, textAlign: 'center' }}>{t('dashboard.chart.empty')}</Typography>
          ) : (
            <BarChart
              height={CHART_HEIGHT}
              localeText={i18n.language === 'pt-BR' ? ptBRLocaleText : undefined}
              xAxis={[{ scaleType: 'band', data: hourly.map((row) => row.hour), valueFormatter: hourLabel }]}
              yAxis={[{ valueFormatter: count }]}
              series={[
                { data: hourly.map((row) => row.today), label: t('dashboard.chart.today'), color: theme.palette.primary.main, valueFormatter: count },
                { data: hourly.map((row) => row.last_week), label: t('dashboard.chart.lastWeek'), color: theme.palette.grey[500], valueFormatter: count },
              ]}
            />
          )}
        </Box>
        <HourlyTable hourly={hourly} hourLabel={hourLabel} height={CHART_HEIGHT} />
      </Box>
    </DetailSection>
  );
}
