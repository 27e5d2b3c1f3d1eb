import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useApiQuery, useCan, useMe } from '../../../api/hooks';
import { useConfirm } from '../../../components/ConfirmDialog';
import { RoleEditor } from './RoleEditor';
import { RoleList } from './RoleList';
import type { Role } from './role-draft';

/** What the editor shows: a role by its id, a new role, or nothing picked yet (the first role). */
type Selection = { id: number } | 'new' | null;

/** The roles and what each may do; members with roles.manage create, change and delete them. */
export default function RolePage() {
  const { t } = useTranslation();
  const can = useCan();
  const canManage = can('roles.manage');
  const me = useMe();
  const confirm = useConfirm();
  const roles = useApiQuery(staff.roleList, {});
  const [selection, setSelection] = useState<Selection>(null);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const list = useMemo(() => roles.data?.list ?? [], [roles.data]);
  const held = useMemo(() => new Set<string>(me.data?.permissions ?? []), [me.data]);
  const selected = selection === 'new' ? null : (list.find((role) => role.id === selection?.id) ?? (selection === null ? list[0] : undefined));

  /** Leaves the editor, asking first when it holds unsaved changes. */
  const leaveEditor = async (next: Selection, name: string) => {
    if (dirty.current) {
      const { button } = await confirm({ title: t('roles.editor.unsavedTitle'), message: t('roles.editor.unsavedMessage', { name }) });
      if (button !== 'ok') return;
    }
    dirty.current = false;
    setSelection(next);
  };
  const editingName = selection === 'new' ? t('roles.newRoleTitle') : (selected?.name ?? '');
  const open = (role: Role) => {
    if (selection !== 'new' && role.id === selected?.id) return;
    void leaveEditor({ id: role.id }, editingName);
  };

  const remove = async (role: Role) => {
    const { button } = await confirm({
      title: t('roles.delete.title'),
      message: t('roles.delete.message', { name: role.name }),
      destructive: true,
    });
    if (button !== 'ok') return;
    try {
      await api<typeof staff.roleDelete>(staff.roleDelete, { id: role.id });
      if (selected?.id === role.id) {
        dirty.current = false;
        setSelection(null);
      }
    } catch {
      // The client has toasted why (a member was given the role meanwhile, say); the list refreshes anyway.
      void roles.refetch();
    }
  };

  const onSaved = async (role: Role) => {
    dirty.current = false;
    // The list refreshes after any change; wait for it so a new role can be opened from it.
    await roles.refetch();
    setSelection({ id: role.id });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h5" component="h1">{t('screens.user-admin-role')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('roles.intro')}</Typography>
        </Box>
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void leaveEditor('new', editingName)} disabled={selection === 'new'}>
            {t('roles.newRole')}
          </Button>
        )}
      </Stack>
      {roles.isError && !roles.data ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void roles.refetch()}>{t('roles.retry')}</Button>}>
          {t('roles.loadError')}
        </Alert>
      ) : roles.isPending ? (
        <Loading />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 3fr' }, alignItems: 'start' }}>
          {/* Not a named region: the list inside carries the name, and a permission group is also called "Roles". */}
          <Card>
            {list.length === 0 ? (
              <CardContent><Typography sx={{ color: 'text.secondary' }}>{t('roles.empty')}</Typography></CardContent>
            ) : (
              <RoleList
                roles={list}
                selectedId={selection === 'new' ? null : (selected?.id ?? null)}
                onSelect={open}
                onDelete={canManage ? (role) => void remove(role) : undefined}
              />
            )}
          </Card>
          <Card>
            <CardContent>
              {selection === 'new' || selected ? (
                <RoleEditor
                  key={selected?.id ?? 'new'}
                  role={selected ?? null}
                  canManage={canManage}
                  held={held}
                  ownRoleId={me.data?.admin.role.id}
                  onSaved={(role) => void onSaved(role)}
                  onDirtyChange={onDirtyChange}
                />
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('roles.pickOne')}</Typography>
              )}
            </CardContent>
          </Card>
        </Box>
      )}
    </Stack>
  );
}

/**
 * At least the window's height: the role list and its permissions run past the bottom of any window,
 * so the footer waits below it instead of being pushed down the screen when they come.
 */
const LOADING_BOX = { height: 'calc(100dvh - 150px)', minHeight: 240 };

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-label={t('roles.loading')} />
        <Skeleton variant="text" width={200} />
      </Stack>
      <Skeleton variant="rounded" sx={LOADING_BOX} />
    </Stack>
  );
}
