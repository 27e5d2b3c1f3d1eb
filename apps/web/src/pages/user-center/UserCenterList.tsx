import { Suspense, useMemo, useState } from 'react';
import { Button, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ListColumn } from '../../components/list/table/columns';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../api/hooks';
import { DateTime } from '../../components/DateTime';
import { ListPage, type FilterSpec } from '../../components/list/ListPage';
import { nameColumn, ShortId, TwoLines } from '../../components/list/columns';
import { lazyNamed } from '../../components/lazy-named';
import { SelectedStatusActions } from './SelectedStatusActions';
import { UserActions, type WalletUser } from './UserActions';
import { formatDocument } from '../../format/document';
import { formatPhone } from '../../format/phone';
import { customerPath } from './area';
import { useOpenedOnce } from '../../components/opened-once';
import { OptionChip } from '../../components/OptionChip';

/** The form's code (the contract's form, the CPF check) loads when a member first opens it. */
const CreateUserDialog = lazyNamed(() => import('./CreateUserDialog'), 'CreateUserDialog');

type UserKind = 'user' | 'merchant';

export interface UserCenterListProps {
  kind: UserKind;
}

const renderActions = (row: WalletUser) => <UserActions user={row} variant="row" />;
const renderBulkActions = (chosen: WalletUser[], clear: () => void) => <SelectedStatusActions chosen={chosen} clear={clear} />;

/** The user list and the merchant list: one screen, told which kind it shows. */
export function UserCenterList({ kind }: UserCenterListProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);

  const columns = useMemo<ListColumn<WalletUser>[]>(
    () => [
      {
        field: 'name',
        headerName: t('userList.columns.name'),
        flex: 1.2,
        minWidth: 150,
        priority: 1,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={customerPath(kind, row.id)} underline="hover" sx={{ fontWeight: 600 }} title={row.name}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'doc_number',
        headerName: t('userList.columns.document'),
        sortable: false,
        minWidth: 165,
        priority: 1,
        valueGetter: (_value, row) => `${row.doc_type} ${formatDocument(row.doc_type, row.doc_number)}`,
        renderCell: ({ row }) => <TwoLines first={<ShortId>{formatDocument(row.doc_type, row.doc_number)}</ShortId>} second={row.doc_type} />,
      },
      nameColumn<WalletUser>('email', t('userList.columns.email')),
      { field: 'phone', headerName: t('userList.columns.phone'), sortable: false, minWidth: 160, renderCell: ({ row }) => <ShortId>{formatPhone(row.phone)}</ShortId> },
      {
        field: 'status',
        headerName: t('userList.columns.status'),
        sortable: false,
        minWidth: 100,
        priority: 1,
        renderCell: ({ row }) => <OptionChip list="status" code={row.status} />,
      },
      {
        field: 'kyc_status',
        headerName: t('userList.columns.kyc'),
        sortable: false,
        minWidth: 130,
        renderCell: ({ row }) => <OptionChip list="kyc_status" code={row.kyc_status} none={t('kycStatus.none')} />,
      },
      {
        field: 'created_at',
        headerName: t('userList.columns.created'),
        minWidth: 108,
        priority: 3,
        renderCell: ({ row }) => <DateTime value={row.created_at} stacked />,
      },
    ],
    [t, kind],
  );

  const filters = useMemo<FilterSpec[]>(
    () => [
      { name: 'status', label: t('userList.filters.status'), kind: 'select', options: 'status' },
      { name: 'doc_type', label: t('userList.filters.docType'), kind: 'select', options: 'doc_type' },
      { name: 'keyword', label: t('userList.filters.keyword'), kind: 'text' },
      { name: 'created', label: t('userList.filters.created'), kind: 'dateRange', startField: 'created_from', endField: 'created_to' },
    ],
    [t],
  );
  const fixedBody = useMemo(() => ({ kind }), [kind]);

  const toolbar = can('users.create') ? (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
        {t(kind === 'user' ? 'userList.createUser' : 'userList.createMerchant')}
      </Button>
      {createOpened && (
        <Suspense fallback={null}>
          <CreateUserDialog kind={kind} open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  ) : undefined;

  return (
    <ListPage<WalletUser>
      // A new screen for the other kind: its own URL state, filters and grid.
      key={kind}
      endpoint={users.list}
      title={t(kind === 'user' ? 'screens.user-center-user-list' : 'screens.user-center-merchant-list')}
      columns={columns}
      filters={filters}
      rowActions={renderActions}
      bulkActions={can('users.block') ? renderBulkActions : undefined}
      toolbar={toolbar}
      fixedBody={fixedBody}
    />
  );
}
