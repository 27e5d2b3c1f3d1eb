import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/table/columns';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime';
import { AccountCell } from './AccountCell';
import { KeyStatusCell } from './claims/KeyStatusCell';
import { PixKeyValue } from './PixKeyValue';
import { optionKey } from '../../i18n/options';

type PixKey = pix.keys.PixKey;

/** The columns of the key list; the server sorts by creation, newest first. */
export function usePixKeyColumns(): ListColumn<PixKey>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<PixKey>[]>(
    () => [
      {
        field: 'key_type',
        headerName: t('pix.keys.columns.keyType'),
        sortable: false,
        minWidth: 140,
        valueFormatter: (value: PixKey['key_type']) => t(optionKey('pix_key_type', value)),
      },
      {
        field: 'key_value',
        headerName: t('pix.keys.columns.key'),
        sortable: false,
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ row }) => <PixKeyValue value={row.key_value} />,
      },
      {
        field: 'status',
        headerName: t('pix.keys.columns.status'),
        sortable: false,
        minWidth: 170,
        renderCell: ({ row }) => <KeyStatusCell pixKey={row} />,
      },
      { field: 'owner_name', headerName: t('pix.keys.columns.owner'), sortable: false, flex: 1, minWidth: 160 },
      {
        field: 'account_number',
        headerName: t('pix.keys.columns.account'),
        sortable: false,
        minWidth: 150,
        renderCell: ({ row }) => <AccountCell {...row} />,
      },
      {
        field: 'created_at',
        headerName: t('pix.keys.columns.created'),
        sortable: false,
        minWidth: 170,
        renderCell: ({ row }) => <DateTime value={row.created_at} />,
      },
    ],
    [t],
  );
}
