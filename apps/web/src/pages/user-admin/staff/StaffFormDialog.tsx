import { DialogContent, MenuItem, Stack, TextField, type TextFieldProps } from '@mui/material';
import { staff } from '@wallet/contracts';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { useContractForm } from '../../../components/form/useContractForm';
import { notify } from '../../../notify/toast';
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

/** The form's rules are the create body's own; editing keeps the username as it is (it is no field then). */
const CREATE_FORM = staff.staffCreate.body;
const EDIT_FORM: typeof CREATE_FORM = CREATE_FORM.extend({ username: z.string() });

type StaffForm = UseFormReturn<z.input<typeof CREATE_FORM>, unknown, z.output<typeof CREATE_FORM>>;
type Field = 'username' | 'name' | 'email' | 'role_id';
const FIELDS: readonly Field[] = ['username', 'name', 'email', 'role_id'];
const isField = (value: string): value is Field => (FIELDS as readonly string[]).includes(value);

/**
 * Creates a staff member (username, name, e-mail, role) or changes one's name, e-mail and role. It
 * closes the moment the server agrees; a refusal is toasted once (or, naming a field, shown under
 * it) and what was typed stays.
 */
export function StaffFormDialog({ member, onClose, onCreated }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const form: StaffForm = useContractForm(member ? EDIT_FORM : CREATE_FORM, {
    username: member?.username ?? '', name: member?.name ?? '', email: member?.email ?? '', role_id: member?.role.id,
  });
  const onFieldError = (field: string, message: string) => {
    // The client leaves a refusal naming a field to the form; one naming a field it lacks is toasted here, once.
    if (isField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
    else notify.error(message);
  };
  const create = useApiMutation(staff.staffCreate, {
    onDone: (created) => onCreated({ username: created.member.username, password: created.temporary_password }),
    onFieldError,
  });
  const update = useApiMutation(staff.staffUpdate, { onDone: onClose, onFieldError });
  const pending = create.pending || update.pending;
  const submit = form.handleSubmit(({ username, ...fields }) => (member ? update.send({ id: member.id, ...fields }) : create.send({ username, ...fields })));
  // Editing without the role list: the current role is still shown, and kept.
  const roleOptions = roles.options.length > 0 || !member ? roles.options : [{ code: String(member.role.id), name: member.role.name }];

  return (
    <FormDialog
      title={member ? t('userAdmin.staff.form.editTitle', { username: member.username }) : t('userAdmin.staff.form.createTitle')}
      pending={pending}
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!member && (
              <StaffField form={form} name="username" pending={pending} autoFocus help={t('userAdmin.staff.form.usernameHelp')} label={t('userAdmin.staff.form.username')} spellCheck={false} />
            )}
            <StaffField form={form} name="name" pending={pending} autoFocus={Boolean(member)} label={t('userAdmin.staff.form.name')} />
            <StaffField form={form} name="email" pending={pending} type="email" label={t('userAdmin.staff.form.email')} />
            <StaffField
              form={form}
              name="role_id"
              pending={pending}
              select
              label={t('userAdmin.staff.form.role')}
              help={roles.allowed ? undefined : t('userAdmin.staff.form.noRoles')}
              disabled={!roles.allowed}
            >
              {roleOptions.map((option) => (
                <MenuItem key={option.code} value={Number(option.code)}>{option.name}</MenuItem>
              ))}
            </StaffField>
          </Stack>
        </DialogContent>
        <FormDialogActions
          pending={pending}
          onCancel={onClose}
          submit={t(member ? 'userAdmin.staff.form.submitEdit' : 'userAdmin.staff.form.submitCreate')}
        />
      </form>
    </FormDialog>
  );
}

type StaffFieldProps = Omit<TextFieldProps, 'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
  form: StaffForm;
  name: Field;
  pending: boolean;
  /** Shown under the field while it has no problem. */
  help?: string;
  spellCheck?: boolean;
};

/**
 * One required field of the staff form. A problem the browser found is said in the console's words
 * for that field; a refusal from the server in the server's.
 */
function StaffField({ form, name, pending, help, spellCheck, ...props }: StaffFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState: { error } } = useController({ control: form.control, name });
  const { ref, value, ...bound } = field;
  const problem = error && (error.type === 'server' ? error.message : t(`userAdmin.staff.form.errors.${name === 'role_id' ? 'role' : name}`));
  const readOnly = props.select ? { select: { readOnly: pending } } : { htmlInput: { readOnly: pending, spellCheck } };
  return (
    <TextField
      fullWidth
      required
      autoComplete="off"
      {...bound}
      {...props}
      value={value ?? ''}
      inputRef={ref}
      error={Boolean(problem)}
      helperText={problem || help}
      slotProps={readOnly}
    />
  );
}
