import { Alert, Button, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { banking } from '@wallet/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';

const RECENT = 5;

/** The latest fees taken from one account, refreshed after each new one. */
export function RecentFees({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fees = useApiQuery(banking.feeLogs, { account_id: accountId, page: 1, page_size: RECENT });
  const rows = fees.data?.list ?? [];
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>{t('funds.fee.recentTitle')}</Typography>
      {fees.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void fees.refetch()}>{t('list.retry')}</Button>}>
          {t('funds.fee.recentError')}
        </Alert>
      ) : fees.isPending ? (
        <CircularProgress size={24} aria-label={t('funds.loading')} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('funds.fee.recentEmpty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('funds.columns.time')}</TableCell>
                <TableCell align="right">{t('funds.columns.amount')}</TableCell>
                <TableCell align="right">{t('funds.columns.availableAfter')}</TableCell>
                <TableCell>{t('funds.columns.reason')}</TableCell>
                <TableCell>{t('funds.columns.operator')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((fee) => (
                <TableRow key={fee.id}>
                  <TableCell><DateTime value={fee.created_at} /></TableCell>
                  <TableCell align="right"><Money centavos={fee.amount} /></TableCell>
                  <TableCell align="right"><Money centavos={fee.available_after} /></TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{fee.reason}</TableCell>
                  <TableCell>{fee.operator}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
