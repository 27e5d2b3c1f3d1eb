import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/table/columns';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { CutText, holderColumn, memberColumn, nameColumn, textColumn, timeColumn, TwoLines } from '../../components/list/columns';
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
      timeColumn<PixKeyLog>('created_at', t('pix.logs.columns.time'), { priority: 1 }),
      {
        ...textColumn<PixKeyLog>('action', t('pix.logs.columns.action'), { minWidth: 150 }, { priority: 1 }),
        renderCell: ({ row }) => <OptionChip list="pix_key_action" code={row.action} />,
      },
      {
        ...textColumn<PixKeyLog>('key_value', t('pix.logs.columns.key'), { minWidth: 220, flex: 1.2 }, { priority: 1 }),
        renderCell: ({ row }) => <TwoLines first={<PixKeyValue value={row.key_value} />} second={t(optionKey('pix_key_type', row.key_type))} />,
      },
      holderColumn<PixKeyLog>(t('pix.logs.columns.owner')),
      { ...nameColumn<PixKeyLog>('reason', t('pix.logs.columns.reason'), { priority: 3 }), renderCell: ({ row }) => <CutText text={keyLogNote(t, row.reason)} /> },
      memberColumn<PixKeyLog>('operator', t('pix.logs.columns.operator'), { priority: 3 }),
      { ...textColumn<PixKeyLog>('claim_id', t('pix.logs.columns.claim'), { minWidth: 130 }), renderCell: ({ row }) => <ClaimLink claimId={row.claim_id} /> },
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
