import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { DetailSection } from '../../../components/DetailSection';
import { keyLogNote } from './claim-notes';
import { MemberName } from '../../../components/MemberName';

/** What happened to the claim's key, newest first, this claim's events marked. */
export function ClaimHistory({ logs, claimId }: { logs: readonly pix.keys.PixKeyLog[]; claimId: number }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('claims.history.heading')}>
      {logs.length === 0 ? <Typography color="text.secondary">{t('claims.history.empty')}</Typography> : (
        <Table size="small" aria-label={t('claims.history.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('claims.history.at')}</TableCell>
              <TableCell>{t('claims.history.action')}</TableCell>
              <TableCell>{t('claims.history.reason')}</TableCell>
              <TableCell>{t('claims.history.operator')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {logs.map((log) => (
              <TableRow key={log.id} data-log={log.action}>
                <TableCell><DateTime value={log.created_at} /></TableCell>
                <TableCell>
                  <OptionChip list="pix_key_action" code={log.action} />
                  {log.claim_id === claimId && <Chip size="small" label={t('claims.history.thisClaim')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{keyLogNote(t, log.reason)}</TableCell>
                <TableCell><MemberName username={log.operator} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailSection>
  );
}
