import { useMemo } from 'react';
import { Box, Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import { OptionChip } from '../../../components/OptionChip';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tradeDetailPath } from '../area';
import { customerPath } from '../../user-center/area';
import { moneyColumn, textColumn, timeColumn } from '../../../components/list/columns';
import { optionKey } from '../../../i18n/options';

type Trade = trades.Trade;

/** The columns of the trade list; the server sorts, newest first, so the columns do not. */
export function useTradeColumns(): ListColumn<Trade>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<Trade>[]>(
    () => [
      {
        ...textColumn<Trade>('trade_no', t('trades.columns.tradeNo'), { minWidth: 180 }),
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={tradeDetailPath(row.id)} underline="hover" sx={{ fontWeight: 600 }}>{row.trade_no}</Link>
        ),
      },
      {
        ...textColumn<Trade>('trade_type', t('trades.columns.type')),
        valueFormatter: (value: Trade['trade_type']) => t(optionKey('trade_type', value)),
      },
      {
        ...textColumn<Trade>('status', t('trades.columns.status')),
        renderCell: ({ row }) => <OptionChip list="trade_status" code={row.status} />,
      },
      moneyColumn<Trade>('amount', t('trades.columns.amount')),
      moneyColumn<Trade>('fee', t('trades.columns.fee')),
      {
        ...textColumn<Trade>('merchant_name', t('trades.columns.merchant'), { minWidth: 160, flex: 1 }),
        renderCell: ({ row }) => <Link component={RouterLink} to={customerPath('merchant', row.merchant_id)} underline="hover">{row.merchant_name}</Link>,
      },
      textColumn<Trade>('payer_name', t('trades.columns.payer'), { minWidth: 160, flex: 1 }),
      textColumn<Trade>('payee_name', t('trades.columns.payee'), { minWidth: 160, flex: 1 }),
      {
        ...textColumn<Trade>('end_to_end_id', t('trades.columns.endToEndId'), { minWidth: 290 }),
        renderCell: ({ value }) => <Box component="span" sx={{ fontFamily: 'monospace' }}>{value as string}</Box>,
      },
      timeColumn<Trade>('created_at', t('trades.columns.created')),
      timeColumn<Trade>('finished_at', t('trades.columns.finished')),
    ],
    [t],
  );
}
