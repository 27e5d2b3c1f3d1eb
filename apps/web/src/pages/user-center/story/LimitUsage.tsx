import { useId } from 'react';
import { Alert, Box, LinearProgress, Skeleton, Typography } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { optionKey } from '../../../i18n/options';
import { FactList } from '../../../components/FactList';

/** The share of a limit already used, 0 to 100; a limit of zero leaves no room at all. */
const percentUsed = (used: number, limit: number) => (limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100)));

const barColor = (percent: number) => (percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary');

/**
 * How much of the Pix limit of the period now running (daytime or nighttime, Brasília) the
 * customer has used, counted by the server as the engine counts it before refusing a payout.
 */
export function LimitUsage({ ownerId }: { ownerId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useApiQuery(pix.limits.usage, { owner_id: ownerId });
  if (query.isError) return <Alert severity="error" sx={{ mb: 2 }}>{t('story.loadError', { message: query.error.message })}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} />;

  const usage = query.data;
  const percent = percentUsed(usage.used, usage.limit);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid="limit-usage">
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ mb: 1 }}>
        {t('story.limits.usage.heading', { type: t(optionKey('limits_type', usage.limits_type)) })}
      </Typography>
      <FactList
        columns={5}
        facts={[
          [t('story.limits.usage.period'), t(optionKey('period_type', usage.period_type))],
          [t('story.limits.usage.since'), <DateTime value={usage.since} />],
          [t('story.limits.usage.used'), <Money centavos={usage.used} />],
          [t('story.limits.usage.limit'), <Money centavos={usage.limit} />],
          [t('story.limits.usage.left'), <Money centavos={Math.max(0, usage.limit - usage.used)} />],
        ]}
      />
      <LinearProgress
        variant="determinate"
        value={percent}
        color={barColor(percent)}
        // A measure of how full the limit is, not something loading.
        role="meter"
        aria-label={t('story.limits.usage.bar')}
        aria-valuetext={t('story.limits.usage.percent', { percent })}
        sx={{ mt: 2, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
