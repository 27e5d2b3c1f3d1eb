import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../api/client';
import type { IssuedPassword } from './TemporaryPasswordDialog';
import { useRoles } from './useRoles';
import '../messages';

export interface StaffFormDialogProps {
  /** The member to edit; null creates one. */
  member: staff.StaffMember | null;
  onClose: () => void;
  /** After creating: the new member's temporary password, to show once. */
  onCreated: (issued: IssuedPassword) => void;
}

interface Values {
  username: string;
  name: string;
  email: string;
  /** The role's id as the select holds it; "" until one is chosen. */
  role_id: string;
}
type Field = keyof Values;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['username', 'name', 'email', 'role_id'];
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

/** Creates a staff member (username, name, e-mail, role) or changes one's name, e-mail and role. */
export function StaffFormDialog({ member, onClose, onCreated }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const roles = useRoles();
  const [values, setValues] = useState<Values>({
    username: member?.username ?? '', name: member?.name ?? '', email: member?.email ?? '', role_id: member ? String(member.role.id) : '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Editing without the role list: the current role is still shown, and kept.
  const roleOptions = roles.options.length > 0 || !member ? roles.options : [{ code: String(member.role.id), name: member.role.name }];

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((all) => ({ ...all, [field]: event.target.value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };
  const close = () => {
    if (!busy) onClose();
  };

  const send = async (fields: { name: string; email: string; role_id: number }) => {
    if (member) {
      await api<typeof staff.staffUpdate>(staff.staffUpdate, { id: member.id, ...fields });
      onClose();
    } else {
      const created = await api<typeof staff.staffCreate>(staff.staffCreate, { username: values.username, ...fields });
      onCreated({ username: created.member.username, password: created.temporary_password });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const fields = { name: values.name, email: values.email, role_id: Number(values.role_id) || 0 };
    const checked = member
      ? staff.staffUpdate.body.safeParse({ id: member.id, ...fields })
      : staff.staffCreate.body.safeParse({ username: values.username, ...fields });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) found[field] ??= t(`userAdmin.staff.form.errors.${field === 'role_id' ? 'role' : field}`);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(fields);
    } catch (error) {
      // The client has toasted it too; a taken username or a role above one's own is also said here.
      if (error instanceof ApiError && error.code !== 410) setServerError(error.message);
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: Field) => ({
    fullWidth: true,
    required: true,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    slotProps: { htmlInput: { readOnly: busy } },
  });

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {member ? t('userAdmin.staff.form.editTitle', { username: member.username }) : t('userAdmin.staff.form.createTitle')}
      </DialogTitle>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {!member && (
              <TextField
                {...fieldProps('username')}
                autoFocus
                label={t('userAdmin.staff.form.username')}
                helperText={errors.username ?? t('userAdmin.staff.form.usernameHelp')}
                autoComplete="off"
                slotProps={{ htmlInput: { readOnly: busy, spellCheck: false } }}
              />
            )}
            <TextField {...fieldProps('name')} autoFocus={Boolean(member)} label={t('userAdmin.staff.form.name')} helperText={errors.name} autoComplete="off" />
            <TextField {...fieldProps('email')} type="email" label={t('userAdmin.staff.form.email')} helperText={errors.email} autoComplete="off" />
            <TextField
              {...fieldProps('role_id')}
              select
              label={t('userAdmin.staff.form.role')}
              helperText={errors.role_id ?? (roles.allowed ? undefined : t('userAdmin.staff.form.noRoles'))}
              disabled={!roles.allowed}
            >
              {roleOptions.map((option) => (
                <MenuItem key={option.code} value={option.code}>{option.name}</MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t(member ? 'userAdmin.staff.form.submitEdit' : 'userAdmin.staff.form.submitCreate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
