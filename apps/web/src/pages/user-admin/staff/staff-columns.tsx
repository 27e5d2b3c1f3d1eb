import { useMemo, type ReactNode } from 'react';
import { Chip } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { CutText } from '../../../components/list/columns';
import { OptionChip } from '../../../components/OptionChip';
import type { KeyUnder } from '../../../i18n/word-key';

type Member = staff.StaffMember;

// Up to four buttons: wider than the list's own actions column.
const ACTIONS_WIDTH = 170;

/** The staff list's columns; `renderActions` fills the last one. */
export function useStaffColumns(renderActions: (member: Member) => ReactNode): ListColumn<Member>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<Member>[]>(() => {
    const header = (key: KeyUnder<'userAdmin.staff.columns'>) => t(`userAdmin.staff.columns.${key}`);
    const instant = (field: 'locked_until' | 'last_login_at' | 'created_at', key: KeyUnder<'userAdmin.staff.columns'>): ListColumn<Member> => ({
      field, headerName: header(key), minWidth: 108, renderCell: ({ row }) => <DateTime value={row[field]} stacked />,
    });
    return [
      { field: 'username', headerName: header('username'), minWidth: 130, priority: 1, renderCell: ({ row }) => <strong className="list-table-text" title={row.username}>{row.username}</strong> },
      { field: 'name', headerName: header('name'), flex: 1, minWidth: 140, renderCell: ({ row }) => <CutText text={row.name} /> },
      { field: 'email', headerName: header('email'), flex: 1, minWidth: 150, priority: 3, renderCell: ({ row }) => <CutText text={row.email} /> },
      { field: 'role', headerName: header('role'), minWidth: 130, priority: 1, renderCell: ({ row }) => <CutText text={row.role.name} /> },
      { field: 'status', headerName: header('status'), minWidth: 105, priority: 1, renderCell: ({ row }) => <OptionChip list="staff_status" code={row.status} /> },
      {
        field: 'totp_enabled', headerName: header('totp'), minWidth: 70,
        valueGetter: (_value, row) => t(row.totp_enabled ? 'userAdmin.staff.totp.on' : 'userAdmin.staff.totp.off'),
      },
      {
        field: 'must_change_password', headerName: header('mustChangePassword'), minWidth: 120,
        renderCell: ({ row }) => (row.must_change_password ? <Chip size="small" color="warning" variant="outlined" label={t('userAdmin.staff.mustChangePassword')} /> : null),
      },
      instant('locked_until', 'lockedUntil'),
      instant('last_login_at', 'lastLogin'),
      instant('created_at', 'created'),
      {
        field: '__actions', headerName: t('list.actions'), width: ACTIONS_WIDTH, sortable: false, hideable: false, priority: 1,
        renderCell: ({ row }) => renderActions(row),
      },
    ];
  }, [t, renderActions]);
}
