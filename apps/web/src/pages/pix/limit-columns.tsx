import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/table/columns';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime';
import { memberColumn, TwoLines } from '../../components/list/columns';
import { Money } from '../../components/Money';
import { PendingIncrease } from '../../components/PendingIncrease';
import { optionKey } from '../../i18n/options';

type PixLimit = pix.limits.PixLimit;

/** The columns of the limit list; the server orders it by the latest change. */
export function useLimitColumns(): ListColumn<PixLimit>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<PixLimit>[]>(
    () => [
      {
        field: 'owner_name',
        headerName: t('pix.limits.columns.owner'),
        sortable: false,
        flex: 1,
        minWidth: 160,
        priority: 1,
        renderCell: ({ row }) => <TwoLines first={row.owner_name} second={t(optionKey('target', row.target))} title={row.owner_name} />,
      },
      {
        field: 'limits_type',
        headerName: t('pix.limits.columns.limitsType'),
        sortable: false,
        minWidth: 110,
        valueFormatter: (value: PixLimit['limits_type']) => t(optionKey('limits_type', value)),
      },
      {
        field: 'period_type',
        headerName: t('pix.limits.columns.period'),
        sortable: false,
        minWidth: 200,
        priority: 1,
        valueFormatter: (value: PixLimit['period_type']) => t(optionKey('period_type', value)),
      },
      {
        field: 'amount',
        headerName: t('pix.limits.columns.amount'),
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        minWidth: 125,
        priority: 1,
        renderCell: ({ row }) => <Money centavos={row.amount} />,
      },
      {
        field: 'pending_amount',
        headerName: t('pix.limits.columns.pending'),
        sortable: false,
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => <PendingIncrease limit={row} />,
      },
      memberColumn<PixLimit>('updated_by', t('pix.limits.columns.updatedBy'), { priority: 3 }),
      {
        field: 'updated_at',
        headerName: t('pix.limits.columns.updatedAt'),
        sortable: false,
        minWidth: 108,
        renderCell: ({ row }) => <DateTime value={row.updated_at} stacked />,
      },
    ],
    [t],
  );
}
