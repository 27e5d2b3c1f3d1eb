import { Chip, TableCell, TableRow, Typography } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection';
import { SimpleTable } from '../../../components/SimpleTable';
import { formatInstant } from '../../../format/datetime';
import { optionKey } from '../../../i18n/options';

/** What one verification fixed at the DICT: each key, the fix, and whether the DICT took it. */
export function FixesTable({ verification }: { verification: pix.reconciliation.SyncVerification }) {
  const { t } = useTranslation();
  const title = t('reconciliation.fixesOf', { keyType: t(optionKey('pix_key_type', verification.key_type)), time: formatInstant(verification.started_at) });
  const headers = [{ label: t('reconciliation.fixColumns.key') }, { label: t('reconciliation.fixColumns.action') }, { label: t('reconciliation.fixColumns.outcome') }, { label: t('reconciliation.fixColumns.error') }];
  return (
    <DetailSection title={title}>
      {verification.fixes.length === 0 ? <Typography color="text.secondary">{t('reconciliation.noFixes')}</Typography> : (
        <SimpleTable headers={headers} label={title}>
          {verification.fixes.map((fix) => (
            <TableRow key={`${fix.key_value}:${fix.action}`} data-fix={fix.action} data-key={fix.key_value}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>{fix.key_value}</TableCell>
              <TableCell>{t(`reconciliation.actions.${fix.action}`)}</TableCell>
              <TableCell><Chip size="small" variant="outlined" color={fix.outcome === 'done' ? 'success' : 'error'} label={t(`reconciliation.outcomes.${fix.outcome}`)} /></TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{fix.error ?? '—'}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </DetailSection>
  );
}
