import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import { OptionChip } from '../../../components/OptionChip';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tradeDetailPath } from '../area';
import { customerPath } from '../../user-center/area';
import { longIdColumn, moneyColumn, nameColumn, textColumn, timeColumn, TwoLines } from '../../../components/list/columns';
import { optionKey } from '../../../i18n/options';

type Trade = trades.Trade;

/** The columns of the trade list; the server sorts, newest first, so the columns do not. */
export function useTradeColumns(): ListColumn<Trade>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<Trade>[]>(
    () => [
      {
        ...textColumn<Trade>('trade_no', t('trades.columns.tradeNo'), { minWidth: 170 }, { priority: 1 }),
        renderCell: ({ row }) => (
          <TwoLines
            first={<Link component={RouterLink} to={tradeDetailPath(row.id)} underline="hover" className="list-table-id" sx={{ fontWeight: 600 }}>{row.trade_no}</Link>}
            second={t(optionKey('trade_type', row.trade_type))}
          />
        ),
      },
      {
        ...textColumn<Trade>('status', t('trades.columns.status'), { minWidth: 130 }),
        renderCell: ({ row }) => <OptionChip list="trade_status" code={row.status} />,
      },
      moneyColumn<Trade>('amount', t('trades.columns.amount')),
      moneyColumn<Trade>('fee', t('trades.columns.fee'), { optional: true }),
      {
        ...nameColumn<Trade>('merchant_name', t('trades.columns.merchant')),
        renderCell: ({ row }) => <Link component={RouterLink} to={customerPath('merchant', row.merchant_id)} underline="hover" title={row.merchant_name}>{row.merchant_name}</Link>,
      },
      nameColumn<Trade>('payer_name', t('trades.columns.payer'), { priority: 3 }),
      nameColumn<Trade>('payee_name', t('trades.columns.payee'), { priority: 3 }),
      longIdColumn<Trade>('end_to_end_id', t('trades.columns.endToEndId')),
      timeColumn<Trade>('created_at', t('trades.columns.created')),
      timeColumn<Trade>('finished_at', t('trades.columns.finished'), { optional: true }),
    ],
    [t],
  );
}
