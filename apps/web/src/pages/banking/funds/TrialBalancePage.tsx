import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { moneyColumn, textColumn } from '../../../components/list/columns';
import type { ListColumn } from '../../../components/list/table/columns';
import { formatCount } from '../../../format/number';

type Line = banking.TrialBalanceLine;

/**
 * The institution's trial balance for chosen Brasília days (today unless chosen): each kind of
 * ledger account with its balance before them, its debits and credits in them, and its balance
 * after; every balance column sums to zero.
 */
export default function TrialBalancePage() {
  const { t, i18n } = useTranslation();

  const columns = useMemo<ListColumn<Line>[]>(
    () => [
      { ...textColumn('kind', t('funds.columns.account'), { flex: 1, minWidth: 220 }), valueFormatter: (kind: Line['kind']) => t(`funds.trialBalance.kinds.${kind}`) },
      { ...textColumn('accounts', t('funds.trialBalance.accounts'), { minWidth: 100 }), align: 'right', headerAlign: 'right', valueFormatter: (accounts: number) => formatCount(accounts, i18n.language) },
      moneyColumn('opening', t('funds.trialBalance.opening')),
      moneyColumn('debits', t('funds.trialBalance.debits')),
      moneyColumn('credits', t('funds.trialBalance.credits')),
      moneyColumn('closing', t('funds.trialBalance.closing')),
    ],
    [t, i18n.language],
  );

  const filters = useMemo<FilterSpec[]>(
    () => [{ kind: 'dateRange', name: 'created', label: t('funds.trialBalance.period'), startField: 'created_from', endField: 'created_to' }],
    [t],
  );

  return (
    <ListPage
      endpoint={banking.trialBalance}
      title={t('screens.banking-trial-balance')}
      columns={columns}
      filters={filters}
      getRowId={(line) => line.kind}
      note={<Typography variant="body2" color="text.secondary">{t('funds.trialBalance.note')}</Typography>}
    />
  );
}
