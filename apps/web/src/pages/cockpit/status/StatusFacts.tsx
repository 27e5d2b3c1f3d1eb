import { Box, Chip } from '@mui/material';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { DetailField } from '../../../components/DetailStates';
import { formatCount } from '../../../format/number';
import { FactsCard } from './FactsCard';

/** The database, the job queue and this process's build, side by side. */
export function StatusFacts({ status }: { status: cockpit.SystemStatus }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const { database, jobs } = status;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
      <FactsCard title={t('systemStatus.database.title')}>
        <DetailField label={t('systemStatus.database.driver')}>{t(`systemStatus.database.drivers.${database.driver}`)}</DetailField>
        <DetailField label={t('systemStatus.database.state')}>
          <Chip size="small" color={database.up ? 'success' : 'error'} label={t(database.up ? 'systemStatus.database.up' : 'systemStatus.database.down')} data-database-up={database.up} />
        </DetailField>
        <DetailField label={t('systemStatus.database.latency')}>{t('systemStatus.database.latencyValue', { ms: formatCount(Math.round(database.latency_ms * 10) / 10, i18n.language) })}</DetailField>
      </FactsCard>
      <FactsCard title={t('systemStatus.jobs.title')}>
        <DetailField label={t('systemStatus.jobs.queued')}>{count(jobs.queued)}</DetailField>
        <DetailField label={t('systemStatus.jobs.running')}>{count(jobs.running)}</DetailField>
        <DetailField label={t('systemStatus.jobs.failed')}>{count(jobs.failed)}</DetailField>
        <DetailField label={t('systemStatus.jobs.oldest')}><DateTime value={jobs.oldest_queued_at} /></DetailField>
      </FactsCard>
      <FactsCard title={t('systemStatus.build.title')}>
        <DetailField label={t('systemStatus.build.version')}>{status.version}</DetailField>
        <DetailField label={t('systemStatus.build.startedAt')}><DateTime value={status.started_at} /></DetailField>
      </FactsCard>
    </Box>
  );
}
