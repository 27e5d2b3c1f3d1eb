import { useState } from 'react';
import { Alert, Button, Chip, CircularProgress, Stack, TableCell, TableRow, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCan } from '../../../api/hooks';
import { useApiMutation } from '../../../api/useApiMutation';
import { DateTime } from '../../../components/DateTime';
import { DetailSection } from '../../../components/DetailSection';
import { RetryAlert } from '../../../components/RetryAlert';
import { SimpleTable } from '../../../components/SimpleTable';
import { formatCount } from '../../../format/number';
import { optionKey } from '../../../i18n/options';
import { FixesTable } from './FixesTable';

const NO_BODY = {};
const RESULT_COLOR = { OK: 'success', NOK: 'warning', failed: 'error' } as const;

/**
 * The reconciliation with the DICT: the last sync verifications of each key type, what each fixed,
 * and a verification asked for now by who may manage keys.
 */
export default function ReconciliationPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const query = useApiQuery(pix.reconciliation.list, NO_BODY);
  const run = useApiMutation(pix.reconciliation.run);
  const [shown, setShown] = useState<number | null>(null);
  const list = query.data?.list ?? [];
  const selected = list.find((verification) => verification.id === shown) ?? list.find((verification) => verification.fixes.length > 0);
  const headers = (['startedAt', 'keyType', 'result', 'keys', 'fixes', 'startedBy'] as const).map((column) => ({ label: t(`reconciliation.columns.${column}`), numeric: column === 'keys' || column === 'fixes' }));
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">{t('screens.pix-reconciliation')}</Typography>
        {can('pix_keys.manage') && query.data?.available && (
          <Button variant="outlined" startIcon={<SyncIcon />} loading={run.pending} onClick={() => void run.send({})}>{t('reconciliation.run')}</Button>
        )}
      </Stack>
      <Typography color="text.secondary">{t('reconciliation.intro')}</Typography>
      {query.isPending && <CircularProgress size={24} aria-label={t('reconciliation.loading')} />}
      {!query.isPending && !query.data && <RetryAlert retryLabel={t('reconciliation.retry')} onRetry={() => void query.refetch()}>{t('reconciliation.failed')}</RetryAlert>}
      {query.data && !query.data.available && <Alert severity="info">{t('reconciliation.unavailable')}</Alert>}
      {query.data?.available && list.length === 0 && <Typography color="text.secondary">{t('reconciliation.empty')}</Typography>}
      {list.length > 0 && (
        <DetailSection title={t('reconciliation.table')}>
          <SimpleTable headers={headers} label={t('reconciliation.table')}>
            {list.map((verification) => {
              const done = verification.fixes.filter((fix) => fix.outcome === 'done').length;
              return (
                <TableRow key={verification.id} data-verification={verification.id} data-key-type={verification.key_type} data-result={verification.result} selected={verification.id === selected?.id}>
                  <TableCell><DateTime value={verification.started_at} /></TableCell>
                  <TableCell>{t(optionKey('pix_key_type', verification.key_type))}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={RESULT_COLOR[verification.result]} label={t(`reconciliation.results.${verification.result}`)} title={verification.error ?? undefined} />
                  </TableCell>
                  <TableCell align="right">{formatCount(verification.keys, i18n.language)}</TableCell>
                  <TableCell align="right">
                    {verification.fixes.length === 0 ? '—' : (
                      <Button size="small" onClick={() => setShown(verification.id)} aria-pressed={verification.id === selected?.id}>
                        {t('reconciliation.fixedCount', { done: formatCount(done, i18n.language), count: formatCount(verification.fixes.length, i18n.language) })}
                      </Button>
                    )}
                  </TableCell>
                  <TableCell>{verification.started_by === 'nightly' ? t('reconciliation.nightly') : verification.started_by}</TableCell>
                </TableRow>
              );
            })}
          </SimpleTable>
        </DetailSection>
      )}
      {selected && <FixesTable verification={selected} />}
    </Stack>
  );
}
