import { useMemo } from 'react';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/list/table/columns';
import { CutText, holderColumn, memberColumn, moneyColumn, nameColumn, textColumn, timeColumn } from '../../../components/list/columns';
import { HoldSummary } from '../../../components/HoldFacts';
import { useStated } from '../../../i18n/said/stated';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';

type Freeze = banking.Freeze;

/** The columns of a list of freezes: the funds freeze screen's and an account's freeze history. */
export function useFreezeColumns(): ListColumn<Freeze>[] {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const stated = useStated();
  return useMemo<ListColumn<Freeze>[]>(
    () => [
      textColumn('id', t('funds.columns.id'), { minWidth: 56 }, { priority: 1 }),
      { ...holderColumn<Freeze>(t('funds.columns.owner')), minWidth: 120 },
      {
        field: 'hold_type', headerName: t('funds.columns.holdType'), sortable: false, minWidth: 150,
        renderCell: ({ row }) => <HoldSummary freeze={row} now={now} stacked />,
      },
      moneyColumn('amount', t('funds.columns.amount')),
      moneyColumn('remaining', t('funds.columns.remaining'), {}),
      {
        field: 'status', headerName: t('funds.columns.status'), sortable: false, minWidth: 95,
        renderCell: ({ row }) => <OptionChip list="freeze_status" code={row.status} />,
      },
      nameColumn('reason', t('funds.columns.reason'), { priority: 3 }),
      memberColumn('created_by', t('funds.columns.by'), { priority: 3 }),
      timeColumn('created_at', t('funds.columns.created')),
      timeColumn('released_at', t('funds.columns.released'), { priority: 3 }),
      { ...nameColumn('release_reason', t('funds.columns.releaseReason'), { priority: 3 }), renderCell: ({ row }) => <CutText text={stated(row.release_reason)} /> },
    ],
    [t, now, stated],
  );
}
