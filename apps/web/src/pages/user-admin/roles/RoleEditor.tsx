import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { ALL_PERMISSIONS, staff, type Permission } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../api/client';
import { PermissionMatrix } from './PermissionMatrix';
import { canGrant, draftOf, EMPTY_DRAFT, fieldsOf, isChanged, isSuperAdmin, type Role, type RoleDraft } from './role-draft';
import './messages';

export interface RoleEditorProps {
  /** The role to change, or null to create one. */
  role: Role | null;
  canManage: boolean;
  /** The permissions the signed-in member holds: the only ones they may grant. */
  held: ReadonlySet<string>;
  /** The signed-in member's own role, to warn that changes apply to them too. */
  ownRoleId: number | undefined;
  onSaved: (role: Role) => void;
  onDirtyChange: (dirty: boolean) => void;
}

type Problems = Partial<Record<'name' | 'description', string>>;

/** Changes one role (or creates one): its name, description, two-factor rule and permissions. */
export function RoleEditor({ role, canManage, held, ownRoleId, onSaved, onDirtyChange }: RoleEditorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const before = useMemo(() => (role ? draftOf(role) : EMPTY_DRAFT), [role]);
  const [draft, setDraft] = useState<RoleDraft>(before);
  const [problems, setProblems] = useState<Problems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const superAdmin = role !== null && isSuperAdmin(role);
  const readOnly = !canManage || busy;
  const changed = isChanged(draft, before);
  useEffect(() => onDirtyChange(changed), [changed, onDirtyChange]);

  const grantable = (permission: Permission) => canGrant(permission, held, before.permissions);
  const change = (field: 'name' | 'description') => (event: { target: { value: string } }) => {
    setDraft((all) => ({ ...all, [field]: event.target.value }));
    setProblems((all) => ({ ...all, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !changed || !canManage) return;
    setServerError(null);
    const fields = fieldsOf(draft);
    const checked = staff.roleCreate.body.safeParse(fields);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'name') found.name = t('roles.editor.nameProblem');
        if (issue.path[0] === 'description') found.description = t('roles.editor.descriptionProblem');
      }
      setProblems(found);
      return;
    }
    setBusy(true);
    try {
      const saved = role
        ? await api<typeof staff.roleUpdate>(staff.roleUpdate, { id: role.id, ...fields })
        : await api<typeof staff.roleCreate>(staff.roleCreate, fields);
      setDraft(draftOf(saved));
      onSaved(saved);
    } catch (error) {
      // The client has toasted it; a refusal naming the missing permissions also stays above the form.
      if (error instanceof ApiError && error.code !== 410 && !isReauthentication(error)) setServerError(error.message);
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    setDraft(before);
    setProblems({});
    setServerError(null);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void save(event)} noValidate aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {role ? role.name : t('roles.newRoleTitle')}
      </Typography>
      {!canManage && <Alert severity="info">{t('roles.editor.readOnly')}</Alert>}
      {canManage && role && role.id === ownRoleId && <Alert severity="warning">{t('roles.editor.ownRole')}</Alert>}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TextField
        fullWidth
        required
        label={t('roles.editor.name')}
        value={draft.name}
        onChange={change('name')}
        disabled={role?.built_in === true || !canManage}
        error={Boolean(problems.name)}
        helperText={problems.name ?? (role?.built_in ? t('roles.editor.nameBuiltIn') : undefined)}
        autoComplete="off"
        autoFocus={role === null}
        slotProps={{ htmlInput: { maxLength: 100, readOnly: busy } }}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('roles.editor.description')}
        value={draft.description}
        onChange={change('description')}
        disabled={!canManage}
        error={Boolean(problems.description)}
        helperText={problems.description ?? `${draft.description.trim().length}/200`}
        slotProps={{ htmlInput: { maxLength: 300, readOnly: busy } }}
      />
      <div>
        <FormControlLabel
          label={t('roles.editor.totp')}
          disabled={readOnly}
          control={
            <Switch
              checked={draft.totp_required}
              onChange={(event) => setDraft((all) => ({ ...all, totp_required: event.target.checked }))}
            />
          }
        />
        <FormHelperText sx={{ mt: 0 }}>{t('roles.editor.totpHelp')}</FormHelperText>
      </div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('roles.editor.permissions')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('roles.editor.selected', { count: draft.permissions.size, total: ALL_PERMISSIONS.length })}
        </Typography>
      </Stack>
      {superAdmin && <Alert severity="info">{t('roles.editor.superAdmin')}</Alert>}
      <PermissionMatrix
        value={draft.permissions}
        onChange={(permissions) => setDraft((all) => ({ ...all, permissions }))}
        grantable={grantable}
        readOnly={readOnly || superAdmin}
      />
      {canManage && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.paper' }}>
          <Button onClick={discard} disabled={!changed || busy}>
            {t('roles.editor.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={!changed} loading={busy}>
            {t(role ? 'roles.editor.save' : 'roles.editor.create')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The API client asks the member to sign in again for these; there is nothing more to say here. */
const isReauthentication = (error: ApiError) =>
  typeof error.data === 'object' && error.data !== null && (error.data as { reauth_required?: unknown }).reauth_required === true;
