import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/table/columns';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { nameColumn, textColumn, timeColumn, TwoLines } from '../../components/list/columns';
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
        ...textColumn<PixKey>('key_value', t('pix.keys.columns.key'), { minWidth: 220, flex: 1.4 }, { priority: 1 }),
        renderCell: ({ row }) => <TwoLines first={<PixKeyValue value={row.key_value} />} second={t(optionKey('pix_key_type', row.key_type))} />,
      },
      {
        ...textColumn<PixKey>('status', t('pix.keys.columns.status'), { minWidth: 170 }, { priority: 1 }),
        renderCell: ({ row }) => <KeyStatusCell pixKey={row} />,
      },
      nameColumn<PixKey>('owner_name', t('pix.keys.columns.owner')),
      { ...textColumn<PixKey>('account_number', t('pix.keys.columns.account'), { minWidth: 140 }), renderCell: ({ row }) => <AccountCell {...row} /> },
      timeColumn<PixKey>('created_at', t('pix.keys.columns.created')),
    ],
    [t],
  );
}
