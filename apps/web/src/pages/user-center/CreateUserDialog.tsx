import { DialogContent, MenuItem, Stack } from '@mui/material';
import { users, type BodyOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { ContractTextField } from '../../components/form/ContractTextField';
import { useContractForm } from '../../components/form/useContractForm';
import { notify } from '../../notify/toast';

type Kind = 'user' | 'merchant';

export interface CreateUserDialogProps {
  kind: Kind;
  open: boolean;
  onClose: () => void;
}

type Values = BodyOf<typeof users.create>;
/** The fields the member fills (the kind is the screen's). */
type Field = Exclude<keyof Values, 'kind'>;
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'doc_type', 'doc_number'];
const isField = (value: string): value is Field => (FIELDS as readonly string[]).includes(value);

/**
 * Creates a wallet user (CPF) or a merchant (CPF or CNPJ), checked by the contract's own schema;
 * the list refreshes by itself. It closes the moment the server agrees; a refusal is toasted once
 * (or, naming a field, shown under it) and what was typed stays.
 */
export function CreateUserDialog({ kind, open, onClose }: CreateUserDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(users.NewWalletUser, { kind, name: '', email: '', phone: '', doc_type: 'CPF', doc_number: '' });
  // The fields live only while the dialog is open; the form is emptied as it closes, so each opening starts empty.
  const close = () => {
    form.reset();
    onClose();
  };
  const create = useApiMutation(users.create, {
    onDone: close,
    onFieldError: (field, message) => {
      // The client leaves a refusal naming a field to the form; one naming a field it lacks is toasted here, once.
      if (isField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      else notify.error(message);
    },
  });
  // The typed values as they are: the server normalises them the same way.
  const submit = form.handleSubmit(() => create.send(form.getValues()));
  const pending = create.pending;
  const docType = form.watch('doc_type');

  /** The console's words under a field the browser refused (a refusal from the server keeps its own words). */
  const problemOf = (field: Field): string => {
    switch (field) {
      case 'name': return t('userList.create.errors.name');
      case 'email': return t('userList.create.errors.email');
      case 'phone': return t('userList.create.errors.phone');
      case 'doc_type': return t('userList.create.errors.docType');
      case 'doc_number': return t('userList.create.errors.docNumber', { type: docType });
    }
  };
  const fieldProps = (name: Field) => ({ control: form.control, name, problemOf, required: true, slotProps: { htmlInput: { readOnly: pending } } });

  return (
    <FormDialog
      open={open}
      title={t(kind === 'user' ? 'userList.create.titleUser' : 'userList.create.titleMerchant')}
      pending={pending}
      onClose={close}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ContractTextField {...fieldProps('name')} autoFocus label={t('userList.create.name')} autoComplete="off" />
            <ContractTextField {...fieldProps('email')} type="email" label={t('userList.create.email')} autoComplete="off" />
            <ContractTextField
              {...fieldProps('phone')}
              type="tel"
              label={t('userList.create.phone')}
              placeholder="+55 11 91234-5678"
              help={t('userList.create.phoneHelp')}
              autoComplete="off"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ContractTextField
                {...fieldProps('doc_type')}
                select
                fullWidth={false}
                label={t('userList.create.docType')}
                disabled={kind === 'user'}
                help={kind === 'user' ? t('userList.create.docTypeUserHelp') : undefined}
                sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
                slotProps={{ select: { readOnly: pending } }}
              >
                <MenuItem value="CPF">CPF</MenuItem>
                {kind === 'merchant' && <MenuItem value="CNPJ">CNPJ</MenuItem>}
              </ContractTextField>
              <ContractTextField
                {...fieldProps('doc_number')}
                label={t('userList.create.docNumber')}
                placeholder={docType === 'CPF' ? '000.000.000-00' : '00.000.000/0000-00'}
                help={t('userList.create.docNumberHelp')}
                autoComplete="off"
                slotProps={{ htmlInput: { readOnly: pending, spellCheck: false } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions pending={pending} onCancel={close} submit={t('userList.create.submit')} />
      </form>
    </FormDialog>
  );
}
