import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { ALL_PERMISSIONS, staff, type Permission } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { notify } from '../../../notify/toast';
import { PermissionMatrix } from './PermissionMatrix';
import { canGrant, draftOf, EMPTY_DRAFT, fieldsOf, isChanged, isSuperAdmin, type Role, type RoleDraft } from './role-draft';
import { roleDescription } from './role-description';

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

type Field = 'name' | 'description' | 'networks';
type Problems = Partial<Record<Field, string>>;
const isField = (value: string): value is Field => value === 'name' || value === 'description' || value === 'networks';
/** The server names a network by its place in the list (`allowed_networks.0`); the form has one field for all. */
const formField = (field: string) => (field.startsWith('allowed_networks') ? 'networks' : field);

/** Changes one role (or creates one): its name, description, two-factor rule and permissions. */
export function RoleEditor({ role, canManage, held, ownRoleId, onSaved, onDirtyChange }: RoleEditorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const before = useMemo(() => (role ? draftOf(role) : EMPTY_DRAFT), [role]);
  const [draft, setDraft] = useState<RoleDraft>(before);
  const [problems, setProblems] = useState<Problems>({});
  const saved = (answer: Role) => {
    setDraft(draftOf(answer));
    onSaved(answer);
  };
  // A refusal is toasted once by the client (the missing permissions, say), or goes under the field it names;
  // what was typed stays.
  const onFieldError = (named: string, message: string) => {
    // The client leaves a refusal naming a field to the form; one naming a field it lacks is toasted here, once.
    const field = formField(named);
    if (isField(field)) setProblems((all) => ({ ...all, [field]: message }));
    else notify.error(message);
  };
  const create = useApiMutation(staff.roleCreate, { onDone: saved, onFieldError });
  const update = useApiMutation(staff.roleUpdate, { onDone: saved, onFieldError });
  const pending = create.pending || update.pending;

  const superAdmin = role !== null && isSuperAdmin(role);
  const readOnly = !canManage || pending;
  const changed = isChanged(draft, before);
  useEffect(() => onDirtyChange(changed), [changed, onDirtyChange]);

  const grantable = (permission: Permission) => canGrant(permission, held, before.permissions);
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setDraft((all) => ({ ...all, [field]: event.target.value }));
    setProblems((all) => ({ ...all, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !canManage) return;
    const fields = fieldsOf(draft);
    const checked = staff.roleCreate.body.safeParse(fields);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'name') found.name = t('roles.editor.nameProblem');
        if (issue.path[0] === 'description') found.description = t('roles.editor.descriptionProblem');
        if (issue.path[0] === 'allowed_networks') found.networks = t('roles.editor.networksProblem');
      }
      setProblems(found);
      return;
    }
    // What was typed stays when the server refuses; the answer becomes the draft when it agrees.
    const outcome = role ? await update.send({ id: role.id, ...fields }) : await create.send(fields);
    // A change that waits for a second person leaves the role as it stands until approved.
    if (outcome?.status === 'held') setDraft(before);
  };

  const discard = () => {
    setDraft(before);
    setProblems({});
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void save(event)} noValidate aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {role ? role.name : t('roles.newRoleTitle')}
      </Typography>
      {!canManage && <Alert severity="info">{t('roles.editor.readOnly')}</Alert>}
      {canManage && role && role.id === ownRoleId && <Alert severity="warning">{t('roles.editor.ownRole')}</Alert>}
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
        slotProps={{ htmlInput: { maxLength: 100, readOnly: pending } }}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('roles.editor.description')}
        // A built-in role's own description reads in the member's language until someone rewrites it.
        value={role && draft.description === role.description ? roleDescription(t, role) : draft.description}
        onChange={change('description')}
        disabled={!canManage}
        error={Boolean(problems.description)}
        helperText={problems.description ?? `${draft.description.trim().length}/200`}
        slotProps={{ htmlInput: { maxLength: 300, readOnly: pending } }}
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
      <TextField
        fullWidth
        label={t('roles.editor.networks')}
        value={draft.networks}
        onChange={change('networks')}
        disabled={!canManage}
        error={Boolean(problems.networks)}
        helperText={problems.networks ?? t('roles.editor.networksHelp')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 1000, readOnly: pending } }}
      />
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
          <Button onClick={discard} disabled={!changed || pending}>
            {t('roles.editor.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={!changed} loading={pending}>
            {t(role ? 'roles.editor.save' : 'roles.editor.create')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
