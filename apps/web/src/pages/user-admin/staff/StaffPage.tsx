import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { staff, StaffStatus } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan, useMe } from '../../../api/hooks';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { lazyNamed } from '../../../components/lazy-named';
import { StaffRowActions } from './StaffRowActions';
import { useStaffColumns } from './staff-columns';
import { useRoles } from './useRoles';
import { useStaffActions } from './useStaffActions';
import { optionKey } from '../../../i18n/options';

/** The staff form's code loads when a member first opens it. */
const StaffFormDialog = lazyNamed(() => import('./StaffFormDialog'), 'StaffFormDialog');

type Member = staff.StaffMember;
/** The dialog open: creating a member, or editing one. */
type Form = { member: Member | null } | null;

const ROLE_FILTER = 'role_id';

/**
 * The role filter holds the role's id as text ("0" for All), as every select does; the API takes
 * a number, or nothing for All. The number replaces the text in the body (undefined is left out).
 */
function roleIdBody(params: URLSearchParams): { role_id: number | undefined } {
  const text = params.get(ROLE_FILTER)?.trim() ?? '';
  return { role_id: /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined };
}

/** Staff accounts: filtered and paged, created with a temporary password, edited, disabled and reset. */
export default function StaffPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canManage = can('staff.manage');
  const meId = useMe().data?.admin.id;
  const roles = useRoles();
  const actions = useStaffActions();
  const [form, setForm] = useState<Form>(null);
  const [params] = useSearchParams();
  const roleId = roleIdBody(params).role_id;
  const fixedBody = useMemo(() => ({ role_id: roleId }), [roleId]);

  const { member: memberActions, showPassword } = actions;
  const renderActions = useCallback(
    // Until the member's own id is known, their own row cannot be told apart: no buttons yet. A
    // member stronger than the one signed in (holding a permission they lack) has none at all.
    (member: Member) =>
      canManage && meId !== undefined && member.manageable ? (
        <StaffRowActions member={member} isMe={member.id === meId} actions={memberActions} onEdit={(edited) => setForm({ member: edited })} />
      ) : null,
    [canManage, meId, memberActions],
  );
  const columns = useStaffColumns(renderActions);

  const roleOptions = roles.options;
  const filters = useMemo<FilterSpec[]>(() => {
    const statusOptions = StaffStatus.codes.map((code) => ({ code, name: t(optionKey('staff_status', code)) }));
    return [
      { name: 'status', label: t('userAdmin.staff.filters.status'), kind: 'select', options: statusOptions },
      ...(roles.allowed ? [{ name: ROLE_FILTER, label: t('userAdmin.staff.filters.role'), kind: 'select', options: roleOptions } as const] : []),
      { name: 'keyword', label: t('userAdmin.staff.filters.keyword'), kind: 'text' },
    ];
  }, [t, roles.allowed, roleOptions]);

  const toolbar = canManage ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ member: null })}>
      {t('userAdmin.staff.create')}
    </Button>
  ) : undefined;

  return (
    <>
      <ListPage<Member>
        endpoint={staff.staffList}
        title={t('screens.user-admin-staff')}
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        fixedBody={fixedBody}
      />
      {form && (
        <Suspense fallback={null}>
          <StaffFormDialog
            member={form.member}
            onClose={() => setForm(null)}
            onCreated={(issued) => {
              setForm(null);
              showPassword(issued);
            }}
          />
        </Suspense>
      )}
      {actions.dialog}
    </>
  );
}
