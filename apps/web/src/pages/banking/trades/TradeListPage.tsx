import { useMemo } from 'react';
import { trades, TradeType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { useTradeColumns } from './trade-columns';
import { TradeExportButton } from './TradeExportButton';
import './messages';
import { optionKey } from '../../../i18n/options';

/**
 * Pix trades, newest first: the last days by default, or one trade chased by its number,
 * end-to-end id or txid across every day; exported to a file in the background.
 */
export default function TradeListPage() {
  const { t } = useTranslation();
  const can = useCan();
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
      { kind: 'text', name: 'search', label: t('trades.filters.search'), hint: t('trades.filters.searchHint') },
    ],
    [t],
  );

  const toolbar = can('trades.export') ? <TradeExportButton filters={filters} /> : undefined;
  return <ListPage<trades.Trade> endpoint={trades.list} title={t('screens.transactions')} columns={columns} filters={filters} toolbar={toolbar} />;
}
