import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatInstant } from '../../../format/datetime';
import { AdapterTable } from './AdapterTable';
import { DictLimitsTable } from './DictLimitsTable';
import { StatusFacts } from './StatusFacts';

/** How often the page asks again by itself. */
const STATUS_REFRESH_MS = 30_000;
const NO_BODY = {};

/**
 * The health of the API process that answers: its database, the job queue, each outside system
 * (simulated or live, calls and errors, last contact), our buckets at the DICT and its build; refreshed every 30 s or on demand.
 */
export default function StatusPage() {
  const { t } = useTranslation();
  const query = useApiQuery(cockpit.status, NO_BODY, { refetchInterval: () => STATUS_REFRESH_MS });
  const refresh = () => void query.refetch();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">{t('screens.system-status')}</Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} loading={query.isFetching && !query.isPending}>{t('systemStatus.refresh')}</Button>
      </Stack>
      {query.isPending && <CircularProgress size={24} aria-label={t('systemStatus.loading')} />}
      {!query.isPending && !query.data && <RetryAlert retryLabel={t('systemStatus.retry')} onRetry={refresh}>{t('systemStatus.failed')}</RetryAlert>}
      {query.data && (
        <>
          <Typography color="text.secondary" data-testid="status-read-at">{t('systemStatus.readAt', { time: formatInstant(query.data.at, 'time') })}</Typography>
          <StatusFacts status={query.data} />
          <DictLimitsTable limits={query.data.dict_limits} />
          <AdapterTable adapters={query.data.adapters} />
        </>
      )}
    </Stack>
  );
}
