import { useMemo } from 'react';
import type { ListColumn } from '../../../components/list/table/columns';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { OptionChip } from '../../../components/OptionChip';
import { RecordLink } from '../../../components/RecordLink';
import { CutText, deltaColumn, holderColumn, memberColumn, moneyColumn, nameColumn, textColumn, timeColumn } from '../../../components/list/columns';
import { useStated } from '../../../i18n/said/stated';
import { operatorAndDays } from './history-filters';
import { StatementSummary } from './StatementSummary';
import { useAccountFilter } from './useAccountFilter';

type FundsLog = banking.FundsLog;

/**
 * An account's statement: every change of its available and frozen money over a period, newest
 * first, each with the balances after it and a link to its Pix, under the period's opening and
 * closing balances; exported as the list is. Without an account, the whole funds ledger.
 */
export default function StatementPage() {
  const { t } = useTranslation();
  const stated = useStated();
  const account = useAccountFilter();

  const columns = useMemo<ListColumn<FundsLog>[]>(
    () => [
      timeColumn('created_at', t('funds.columns.time'), { priority: 1 }),
      holderColumn(t('funds.columns.owner')),
      {
        field: 'kind', headerName: t('funds.columns.kind'), sortable: false, minWidth: 160, priority: 1,
        renderCell: ({ row }) => <OptionChip list="funds_log_kind" code={row.kind} />,
      },
      deltaColumn('available_delta', t('funds.columns.availableDelta')),
      deltaColumn('frozen_delta', t('funds.columns.frozenDelta')),
      moneyColumn('available_after', t('funds.columns.availableAfter'), {}),
      moneyColumn('frozen_after', t('funds.columns.frozenAfter'), {}),
      { ...textColumn('reference', t('funds.columns.reference'), { minWidth: 200 }), renderCell: ({ row }) => <RecordLink reference={row.reference} /> },
      { ...nameColumn('reason', t('funds.columns.reason'), { priority: 3 }), renderCell: ({ row }) => <CutText text={stated(row.reason)} /> },
      memberColumn('operator', t('funds.columns.operator'), { priority: 3 }),
    ],
    [t, stated],
  );

  const filters = useMemo<FilterSpec[]>(() => [{ kind: 'select', name: 'kind', label: t('funds.filters.kind'), options: 'funds_log_kind' }, ...operatorAndDays(t)], [t]);

  return (
    <ListPage
      endpoint={banking.logs} title={t('screens.banking-statement')} columns={columns} filters={filters} toolbar={account.field} fixedBody={account.fixedBody}
      note={(data) => <StatementSummary statement={data.statement} />}
    />
  );
}
