import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  hourly: cockpit.DashboardFigures['hourly'];
  height: number;
  count: (value: number | null) => string;
  hourLabel: (hour: number) => string;
}

/**
 * The bars of Pix per hour, today's beside last week's. MUI X Charts is a third of the dashboard's
 * code: it loads on its own, after the figures, which do not wait for it.
 */
export default function HourlyBars({ hourly, height, count, hourLabel }: Props) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  return (
    <BarChart
      height={height}
      localeText={i18n.language === 'pt-BR' ? ptBRLocaleText : undefined}
      xAxis={[{ scaleType: 'band', data: hourly.map((row) => row.hour), valueFormatter: hourLabel }]}
      yAxis={[{ valueFormatter: count }]}
      series={[
        { data: hourly.map((row) => row.today), label: t('dashboard.chart.today'), color: theme.palette.primary.main, valueFormatter: count },
        { data: hourly.map((row) => row.last_week), label: t('dashboard.chart.lastWeek'), color: theme.palette.grey[500], valueFormatter: count },
      ]}
    />
  );
}
