import { useMemo } from 'react';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/list/table/columns';
import { moneyColumn, textColumn, timeColumn } from '../../../components/list/columns';
import { HoldSummary, useReleaseReason } from '../../../components/HoldFacts';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';

type Freeze = banking.Freeze;

/** The columns of a list of freezes: the funds freeze screen's and an account's freeze history. */
export function useFreezeColumns(): ListColumn<Freeze>[] {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const releaseReason = useReleaseReason();
  return useMemo<ListColumn<Freeze>[]>(
    () => [
      textColumn('id', t('funds.columns.id'), { minWidth: 70 }),
      textColumn('account_number', t('funds.columns.account'), { minWidth: 120 }),
      textColumn('owner_name', t('funds.columns.owner'), { flex: 1, minWidth: 150 }),
      {
        field: 'hold_type', headerName: t('funds.columns.holdType'), sortable: false, minWidth: 280,
        renderCell: ({ row }) => <HoldSummary freeze={row} now={now} />,
      },
      moneyColumn('amount', t('funds.columns.amount')),
      moneyColumn('remaining', t('funds.columns.remaining')),
      {
        field: 'status', headerName: t('funds.columns.status'), sortable: false, minWidth: 110,
        renderCell: ({ row }) => <OptionChip list="freeze_status" code={row.status} />,
      },
      textColumn('reason', t('funds.columns.reason'), { flex: 1, minWidth: 160 }),
      textColumn('created_by', t('funds.columns.by')),
      timeColumn('created_at', t('funds.columns.created')),
      timeColumn('released_at', t('funds.columns.released')),
      { ...textColumn('release_reason', t('funds.columns.releaseReason'), { flex: 1, minWidth: 160 }), valueFormatter: (value: Freeze['release_reason']) => releaseReason(value) },
    ],
    [t, now, releaseReason],
  );
}
