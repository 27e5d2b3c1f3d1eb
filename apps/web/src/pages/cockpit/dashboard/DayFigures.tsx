import { Stack, Typography } from '@mui/material';
import { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCan } from '../../../api/hooks';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatInstant } from '../../../format/datetime';
import { BucketsAlert } from './BucketsAlert';
import { FigureGroup } from './FigureGroup';
import { FiguresLoading } from './FiguresLoading';
import { openableLinks } from './figure-links';
import { figureTexts } from './figure-values';
import { HourlyChart } from './HourlyChart';

const NO_BODY = {};

/**
 * The figures of the day, asked again every 30 s: the last answer stays on screen while the next
 * is read, in cards and a chart of fixed heights, so nothing moves when the figures change.
 */
export function DayFigures() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const query = useApiQuery(cockpit.dashboard, NO_BODY, { refetchInterval: () => cockpit.DASHBOARD_REFRESH_MS });
  if (query.isPending) return <FiguresLoading />;
  if (!query.data) return <RetryAlert retryLabel={t('dashboard.retry')} onRetry={() => void query.refetch()}>{t('dashboard.failed')}</RetryAlert>;

  const data = query.data;
  const texts = figureTexts(data, t, i18n.language);
  const links = openableLinks(data.day, can);
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary" data-testid="figures-read-at">{t('dashboard.readAt', { day: data.day, time: formatInstant(data.at, 'time') })}</Typography>
      <BucketsAlert policies={data.dict_buckets_in_alert} />
      <FigureGroup group="pix" texts={texts} links={links} />
      <HourlyChart pix={data.pix} hourly={data.hourly} />
      <FigureGroup group="money" texts={texts} links={links} />
      <FigureGroup group="waiting" texts={texts} links={links} />
    </Stack>
  );
}
