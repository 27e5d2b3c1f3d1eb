import { Suspense, useMemo, useState } from 'react';
import { Button, IconButton, Stack } from '@mui/material';
import { Tooltip } from '../../../components/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { ListColumn } from '../../../components/list/table/columns';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { CutText, ShortId, TwoLines } from '../../../components/list/columns';
import { Money } from '../../../components/Money';
import { accountLabel } from '../../../format/account';
import { ownerDocument } from '../../../format/document';
import { ChangeStatusButton } from './ChangeStatusButton';
import { lazyNamed } from '../../../components/lazy-named';
import { accountDetailPath } from '../area';
import { optionKey } from '../../../i18n/options';
import { useOpenedOnce } from '../../../components/opened-once';
import { OptionChip } from '../../../components/OptionChip';

/** The form (an owner search among it) loads its code when first opened. */
const CreateAccountDialog = lazyNamed(() => import('./CreateAccountDialog'), 'CreateAccountDialog');

type BankAccount = banking.BankAccount;

/** Bank accounts with their balances; each opens its detail, and can be activated or deactivated. */
export default function AccountListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const columns = useAccountColumns();

  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'select', name: 'status', label: t('bankAccounts.filters.status'), options: 'account_status' },
      { kind: 'select', name: 'ispb', label: t('bankAccounts.filters.ispb'), options: 'ispb' },
      { kind: 'select', name: 'currency', label: t('bankAccounts.filters.currency'), options: 'currency' },
      { kind: 'select', name: 'account_type', label: t('bankAccounts.filters.accountType'), options: 'account_type' },
      { kind: 'text', name: 'owner', label: t('bankAccounts.filters.owner') },
      { kind: 'text', name: 'account_number', label: t('bankAccounts.filters.accountNumber') },
    ],
    [t],
  );

  const toolbar = can('bank_accounts.create') ? (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
        {t('bankAccounts.create.open')}
      </Button>
      {createOpened && (
        <Suspense fallback={null}>
          <CreateAccountDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  ) : undefined;

  return (
    <ListPage<BankAccount>
      endpoint={banking.list}
      title={t('screens.banking-accounts')}
      columns={columns}
      filters={filters}
      rowActions={renderActions}
      toolbar={toolbar}
    />
  );
}

const renderActions = (row: BankAccount) => <AccountRowActions account={row} />;

function AccountRowActions({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  const label = t('bankAccounts.actions.openDetail');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <ChangeStatusButton account={account} variant="row" />
      <Tooltip title={label} describeChild>
        <IconButton
          component={RouterLink}
          to={accountDetailPath(account.id)}
          size="small"
          color="primary"
          aria-label={t('bankAccounts.actions.openDetailOf', { label: accountLabel(account) })}
        >
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function useAccountColumns() {
  const { t } = useTranslation();
  return useMemo<ListColumn<BankAccount>[]>(
    () => [
      {
        field: 'account_number',
        headerName: t('bankAccounts.columns.account'),
        minWidth: 130,
        priority: 1,
        renderCell: ({ row }) => <ShortId>{accountLabel(row)}</ShortId>,
      },
      {
        field: 'owner_name',
        headerName: t('bankAccounts.columns.owner'),
        flex: 1.2,
        minWidth: 170,
        priority: 1,
        renderCell: ({ row }) => {
          const detail = `${t(`bankAccounts.ownerKind.${row.owner_kind}`)} · ${ownerDocument(row.owner_document)}`;
          return <TwoLines first={row.owner_name} second={detail} title={`${row.owner_name} ${detail}`} />;
        },
      },
      {
        field: 'ispb_name',
        headerName: t('bankAccounts.columns.participant'),
        flex: 1,
        minWidth: 150,
        priority: 3,
        renderCell: ({ row }) => <TwoLines first={row.ispb_name} second={`ISPB ${row.ispb}`} title={`${row.ispb_name} ISPB ${row.ispb}`} />,
      },
      {
        field: 'account_type',
        headerName: t('bankAccounts.columns.type'),
        minWidth: 140,
        renderCell: ({ row }) => <CutText text={t(optionKey('account_type', row.account_type))} />,
      },
      {
        field: 'status',
        headerName: t('bankAccounts.columns.status'),
        minWidth: 100,
        priority: 1,
        renderCell: ({ row }) => <OptionChip list="account_status" code={row.status} />,
      },
      ...(['available', 'frozen'] as const).map((field): ListColumn<BankAccount> => ({
        field,
        headerName: t(`bankAccounts.columns.${field}`),
        align: 'right',
        headerAlign: 'right',
        minWidth: 125,
        priority: 1,
        renderCell: ({ row }) => <Money centavos={row[field]} />,
      })),
      {
        field: 'created_at',
        headerName: t('bankAccounts.columns.created'),
        minWidth: 108,
        renderCell: ({ row }) => <DateTime value={row.created_at} stacked />,
      },
    ],
    [t],
  );
}
