import { Suspense, useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { optionKey } from '../../../i18n/options';
import { DetailSection } from '../../../components/DetailSection';
import { StatedText } from '../../../components/StatedText';
import { lazyNamed } from '../../../components/lazy-named';

// The return form loads its code (the form library among it) when first opened.
const ReturnDialog = lazyNamed(() => import('./ReturnDialog'), 'ReturnDialog');

/**
 * Money of the Pix given back, either way, and — for a settled Pix received, to a member who may —
 * the action that returns what is left of it to its payer.
 */
export function TradeReturns({ trade }: { trade: trades.TradeDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [returning, setReturning] = useState(false);
  const mayReturn = can('trades.return') && trade.returnable > 0;
  if (trade.returns.length === 0 && !mayReturn) return null;
  return (
    <DetailSection title={t('trades.returns.heading')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {trade.returns.length === 0 ? (
          <Typography color="text.secondary">{t('trades.returns.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('trades.returns.columns.direction')}</TableCell>
                <TableCell>{t('trades.returns.columns.id')}</TableCell>
                <TableCell align="right">{t('trades.returns.columns.amount')}</TableCell>
                <TableCell>{t('trades.returns.columns.reason')}</TableCell>
                <TableCell>{t('trades.returns.columns.status')}</TableCell>
                <TableCell>{t('trades.returns.columns.at')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {trade.returns.map((pixReturn) => (
                <TableRow key={pixReturn.id}>
                  <TableCell>{t(`trades.returns.direction.${pixReturn.direction}`)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{pixReturn.return_id}</TableCell>
                  <TableCell align="right"><Money centavos={pixReturn.amount} /></TableCell>
                  <TableCell>{t(optionKey('return_reason', pixReturn.reason_code))}<br /><StatedText value={pixReturn.reason} /></TableCell>
                  <TableCell>
                    {t(optionKey('return_status', pixReturn.status))}
                    {pixReturn.failure_reason && <><br /><StatedText value={pixReturn.failure_reason} /></>}
                  </TableCell>
                  <TableCell><DateTime value={pixReturn.created_at} /><br />{pixReturn.operator}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {mayReturn && (
          <Button variant="outlined" onClick={() => setReturning(true)}>
            {t('trades.returns.action')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>{returning && <ReturnDialog trade={trade} onClose={() => setReturning(false)} />}</Suspense>
    </DetailSection>
  );
}
