import { CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FigureGroup } from './FigureGroup';
import { HourlyChartLoading } from './HourlyChart';

/**
 * The figures' page while the first answer is on its way, laid out as DayFigures lays out the
 * answer (a labelled spinner where the time it was read goes, each group's title and blank cards,
 * the chart's card), so nothing moves when the figures arrive.
 */
export function FiguresLoading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} aria-busy="true">
      <CircularProgress size={24} aria-label={t('dashboard.loading')} />
      <FigureGroup group="pix" />
      <HourlyChartLoading />
      <FigureGroup group="money" />
      <FigureGroup group="waiting" />
    </Stack>
  );
}
