import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { trades, TradeType, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { formatCentavos } from '../../../format/money';
import { useTradeColumns } from './trade-columns';
import { optionKey } from '../../../i18n/options';

/**
 * Pix trades, newest first: the last days by default, or one trade chased by its number,
 * end-to-end id or txid across every day; exported like any list (ListPage's Export).
 */
export default function TradeListPage() {
  const { t } = useTranslation();
  const columns = useTradeColumns();

  const filters = useMemo<FilterSpec[]>(
    () => [
      {
        kind: 'select', name: 'trade_type', label: t('trades.filters.type'),
        options: TradeType.codes.map((code) => ({ code, name: t(optionKey('trade_type', code)) })),
      },
      { kind: 'select', name: 'trade_status', label: t('trades.filters.status'), options: 'trade_status' },
      { kind: 'select', name: 'currency', label: t('trades.filters.currency'), options: 'currency' },
      { kind: 'text', name: 'merchant', label: t('trades.filters.merchant'), hint: t('trades.filters.merchantHint') },
      {
        kind: 'dateRange', name: 'created', label: t('trades.filters.created'), startField: 'created_from', endField: 'created_to',
        // The server's default, shown rather than filled in, so that the plain list keeps a plain URL that means "recent" whenever it is opened.
        hint: t('trades.filters.createdHint', { days: trades.DEFAULT_TRADE_DAYS }),
      },
      { kind: 'money', name: 'amount_min', label: t('trades.filters.amountMin') },
      { kind: 'money', name: 'amount_max', label: t('trades.filters.amountMax') },
      { kind: 'text', name: 'party', label: t('trades.filters.party'), hint: t('trades.filters.partyHint') },
      { kind: 'text', name: 'search', label: t('trades.filters.search'), hint: t('trades.filters.searchHint') },
    ],
    [t],
  );

  return (
    <ListPage<trades.Trade, DataOf<typeof trades.list>>
      endpoint={trades.list}
      title={t('screens.banking-transactions')}
      columns={columns}
      filters={filters}
      note={(data) => <TradeTotals data={data} />}
    />
  );
}

/** What the selected trades add up to: how many, their amount and their fees. */
function TradeTotals({ data }: { data: DataOf<typeof trades.list> }) {
  const { t, i18n } = useTranslation();
  const count = data.pagination.total;
  const total = new Intl.NumberFormat(i18n.language).format(count);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="trade-totals">
      {data.totals
        ? t('trades.totals', { count, total, amount: formatCentavos(data.totals.amount), fee: formatCentavos(data.totals.fee) })
        : t('trades.totalsCapped', { total })}
    </Typography>
  );
}
