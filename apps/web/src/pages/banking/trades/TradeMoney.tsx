import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { SignedMoney } from '../../../components/SignedMoney';
import { DetailSection } from '../../../components/DetailSection';

/** The ledger transfers the trade posted, each with its entries: where the money went, and that it balances. */
export function TradeMoney({ trade }: { trade: trades.TradeDetail }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('trades.detail.money.heading')}>
      {trade.transfers.length === 0 ? (
        <Typography color="text.secondary">{t('trades.detail.money.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          {trade.transfers.map((transfer) => (
            <Stack key={transfer.id} spacing={0.5} data-transfer={transfer.kind}>
              <Typography variant="subtitle2" component="h3">
                {t('trades.detail.money.transfer', { id: transfer.id, kind: t(`trades.detail.money.kinds.${transfer.kind}`) })}
                {' · '}<DateTime value={transfer.created_at} />
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('trades.detail.money.account')}</TableCell>
                    <TableCell align="right">{t('trades.detail.money.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {transfer.entries.map((entry, index) => (
                    <TableRow key={index}>
                      <TableCell>{t(`trades.detail.money.accounts.${entry.ledger_account}`, { number: entry.account_number ?? entry.bank_account_id })}</TableCell>
                      <TableCell align="right"><SignedMoney centavos={entry.amount} /></TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
