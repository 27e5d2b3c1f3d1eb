import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/table/columns';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime';
import { ListPage, type FilterSpec } from '../../components/list/ListPage';
import { OptionChip } from '../../components/OptionChip';
import { ClaimLink } from './claims/ClaimLink';
import { PixKeyValue } from './PixKeyValue';
import { optionKey } from '../../i18n/options';
import { keyLogNote } from './claims/claim-notes';

type PixKeyLog = pix.keys.PixKeyLog;

/** Register, delete, claim and portability events of Pix keys, newest first. */
export default function PixKeyLogsPage() {
  const { t } = useTranslation();

  const columns = useMemo<ListColumn<PixKeyLog>[]>(
    () => [
      {
        field: 'created_at',
        headerName: t('pix.logs.columns.time'),
        sortable: false,
        minWidth: 170,
        renderCell: ({ row }) => <DateTime value={row.created_at} />,
      },
      {
        field: 'action',
        headerName: t('pix.logs.columns.action'),
        sortable: false,
        minWidth: 160,
        renderCell: ({ row }) => <OptionChip list="pix_key_action" code={row.action} />,
      },
      {
        field: 'key_type',
        headerName: t('pix.logs.columns.keyType'),
        sortable: false,
        minWidth: 140,
        valueFormatter: (value: PixKeyLog['key_type']) => t(optionKey('pix_key_type', value)),
      },
      {
        field: 'key_value',
        headerName: t('pix.logs.columns.key'),
        sortable: false,
        flex: 1.2,
        minWidth: 220,
        renderCell: ({ row }) => <PixKeyValue value={row.key_value} />,
      },
      { field: 'account_number', headerName: t('pix.logs.columns.account'), sortable: false, minWidth: 120 },
      { field: 'owner_name', headerName: t('pix.logs.columns.owner'), sortable: false, flex: 1, minWidth: 150 },
      { field: 'reason', headerName: t('pix.logs.columns.reason'), sortable: false, flex: 1.2, minWidth: 180, valueFormatter: (reason: string) => keyLogNote(t, reason) },
      { field: 'operator', headerName: t('pix.logs.columns.operator'), sortable: false, minWidth: 110 },
      { field: 'claim_id', headerName: t('pix.logs.columns.claim'), sortable: false, minWidth: 150, renderCell: ({ row }) => <ClaimLink claimId={row.claim_id} /> },
    ],
    [t],
  );

  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'text', name: 'key', label: t('pix.logs.filters.key') },
      { kind: 'select', name: 'pix_key_type', label: t('pix.logs.filters.keyType'), options: 'pix_key_type' },
      { kind: 'select', name: 'action', label: t('pix.logs.filters.action'), options: 'pix_key_action' },
      { kind: 'dateRange', name: 'created', label: t('pix.logs.filters.created'), startField: 'created_from', endField: 'created_to' },
    ],
    [t],
  );

  return <ListPage<PixKeyLog> endpoint={pix.keys.logs} title={t('screens.logs-pix-key-logs')} columns={columns} filters={filters} />;
}
