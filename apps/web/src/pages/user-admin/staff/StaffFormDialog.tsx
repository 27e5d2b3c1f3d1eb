import { DialogContent, MenuItem, Stack } from '@mui/material';
import { staff } from '@wallet/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@wallet/contracts';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { notify } from '../../../notify/toast';
import type { IssuedPassword } from './TemporaryPasswordDialog';
import { useRoles } from './useRoles';

export interface StaffFormDialogProps {
  /** The member to edit; null creates one. */
  member: staff.StaffMember | null;
  onClose: () => void;
  /** After creating: the new member's temporary password, to show once. */
  onCreated: (issued: IssuedPassword) => void;
}

/** The form's rules are the create body's own; editing keeps the username as it is (it is no field then). */
const CREATE_FORM = staff.staffCreate.body;
const EDIT_FORM: typeof CREATE_FORM = z.extend(CREATE_FORM, { username: z.string() });

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
  const submit = form.handleSubmit(async ({ username, ...fields }) => {
    const outcome = await (member ? update.send({ id: member.id, ...fields }) : create.send({ username, ...fields }));
    // Held for a second person, the change is asked; a new member gets its password from the checker's approval.
    if (outcome?.status === 'held') onClose();
  });
  // Editing without the role list: the current role is still shown, and kept.
  const roleOptions = roles.options.length > 0 || !member ? roles.options : [{ code: String(member.role.id), name: member.role.name }];
  const problemOf = (field: Field) => t(`userAdmin.staff.form.errors.${field === 'role_id' ? 'role' : field}`);
  const fieldProps = (name: Field) => ({
    control: form.control, name, problemOf, required: true, autoComplete: 'off', slotProps: { htmlInput: { readOnly: pending } },
  });

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
              <ContractTextField
                {...fieldProps('username')}
                autoFocus
                help={t('userAdmin.staff.form.usernameHelp')}
                label={t('userAdmin.staff.form.username')}
                slotProps={{ htmlInput: { readOnly: pending, spellCheck: false } }}
              />
            )}
            <ContractTextField {...fieldProps('name')} autoFocus={Boolean(member)} label={t('userAdmin.staff.form.name')} />
            <ContractTextField {...fieldProps('email')} type="email" label={t('userAdmin.staff.form.email')} />
            <ContractTextField
              {...fieldProps('role_id')}
              select
              label={t('userAdmin.staff.form.role')}
              help={roles.allowed ? undefined : t('userAdmin.staff.form.noRoles')}
              disabled={!roles.allowed}
              slotProps={{ select: { readOnly: pending } }}
            >
              {roleOptions.map((option) => (
                <MenuItem key={option.code} value={Number(option.code)}>{option.name}</MenuItem>
              ))}
            </ContractTextField>
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
