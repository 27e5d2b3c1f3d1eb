import { useMemo } from 'react';
import type { ListColumn } from '../../../components/list/table/columns';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { memberColumn, moneyColumn, nameColumn, textColumn, timeColumn } from '../../../components/list/columns';
import { operatorAndDays } from './history-filters';
import { useAccountFilter } from './useAccountFilter';

type FeeLog = banking.FeeLog;

/** Every fee deducted from a merchant account, newest first. */
export default function FeeHistoryPage() {
  const { t } = useTranslation();
  const account = useAccountFilter({ merchantsOnly: true });

  const columns = useMemo<ListColumn<FeeLog>[]>(
    () => [
      timeColumn('created_at', t('funds.columns.time'), { priority: 1 }),
      nameColumn('merchant_name', t('funds.columns.merchant')),
      textColumn('account_number', t('funds.columns.account'), { minWidth: 120 }),
      moneyColumn('amount', t('funds.columns.amount')),
      moneyColumn('available_after', t('funds.columns.availableAfter'), {}),
      nameColumn('reason', t('funds.columns.reason'), { priority: 3 }),
      memberColumn('operator', t('funds.columns.operator'), { priority: 3 }),
    ],
    [t],
  );

  const filters = useMemo<FilterSpec[]>(() => [{ kind: 'text', name: 'merchant', label: t('funds.filters.merchant') }, ...operatorAndDays(t)], [t]);

  return (
    <ListPage endpoint={banking.feeLogs} title={t('screens.banking-fee-history')} columns={columns} filters={filters} toolbar={account.field} fixedBody={account.fixedBody} />
  );
}
