import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { AccountType, banking, type Option } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { notify } from '../../../notify/toast';
import { IspbPicker } from './IspbPicker';
import { OwnerPicker, type Owner } from '../../../components/OwnerPicker';
import './messages';

export interface CreateAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

type AccountTypeCode = (typeof AccountType.codes)[number];

interface Values {
  owner: Owner | null;
  ispb: Option | null;
  branch: string;
  account_type: AccountTypeCode | '';
}
/** The body fields of NewBankAccount the form fills. */
type Field = 'owner_id' | 'ispb' | 'branch' | 'account_type';
type FieldErrors = Partial<Record<Field, string>>;

/** The message under a field, in the console's language; each field can go wrong in one way only. */
const ERROR_KEYS: Record<Field, string> = {
  owner_id: 'bankAccounts.create.errors.owner',
  ispb: 'bankAccounts.create.errors.ispb',
  branch: 'bankAccounts.create.errors.branch',
  account_type: 'bankAccounts.create.errors.accountType',
};
const isField = (value: unknown): value is Field => typeof value === 'string' && Object.hasOwn(ERROR_KEYS, value);

/** Our main branch; the institution is ours unless a sponsor bank is chosen. */
const EMPTY: Values = { owner: null, ispb: null, branch: '0001', account_type: '' };

/**
 * Opens a bank account (inactive, with no money) for an active user or merchant; the list refreshes
 * by itself. It closes the moment the server agrees; a refusal is toasted once (or, naming a field,
 * shown under it) and what was chosen and typed stays.
 */
export function CreateAccountDialog({ open, onClose }: CreateAccountDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The fields live only while the dialog is open; the form is emptied as it closes, so each opening starts empty.
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const create = useApiMutation(banking.create, {
    onDone: close,
    onFieldError: (field, message) => {
      // The client leaves a refusal naming a field to the form; one naming a field it lacks is toasted here, once.
      if (isField(field)) setErrors((all) => ({ ...all, [field]: message }));
      else notify.error(message);
    },
  });
  const pending = create.pending;

  /** Sets a value; a corrected field loses its error at once, the others keep theirs until the next try. */
  const set = <K extends keyof Values>(key: K, field: Field, value: Values[K]) => {
    setValues((all) => ({ ...all, [key]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = banking.NewBankAccount.safeParse({
      owner_id: values.owner?.id,
      // None chosen: the server opens it at our own institution.
      ispb: values.ispb?.code,
      branch: values.branch,
      account_type: values.account_type || undefined,
    });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) found[field] ??= t(ERROR_KEYS[field]);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await create.send(checked.data);
  };


  return (
    <FormDialog open={open} title={t('bankAccounts.create.title')} pending={pending} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{t('bankAccounts.create.intro')}</DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <OwnerPicker activeOnly autoFocus value={values.owner} onChange={(owner) => set('owner', 'owner_id', owner)} error={errors.owner_id} readOnly={pending} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <IspbPicker value={values.ispb} onChange={(ispb) => set('ispb', 'ispb', ispb)} error={errors.ispb} readOnly={pending} />
              <TextField
                fullWidth
                required
                value={values.branch}
                onChange={(event) => set('branch', 'branch', event.target.value)}
                error={Boolean(errors.branch)}
                autoComplete="off"
                slotProps={{ htmlInput: { readOnly: pending, inputMode: 'numeric' } }}
                label={t('bankAccounts.create.branch')}
                helperText={errors.branch ?? t('bankAccounts.create.branchHelp')}
                sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}
              />
            </Stack>
            <TextField
              select
              fullWidth
              required
              label={t('bankAccounts.create.accountType')}
              value={values.account_type}
              onChange={(event) => set('account_type', 'account_type', event.target.value as AccountTypeCode)}
              error={Boolean(errors.account_type)}
              helperText={errors.account_type}
              slotProps={{ select: { readOnly: pending } }}
            >
              {AccountType.codes.map((code) => (
                <MenuItem key={code} value={code}>{t(`bankAccounts.accountType.${code}`)}</MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <FormDialogActions pending={pending} onCancel={close} submit={t('bankAccounts.create.submit')} />
      </form>
    </FormDialog>
  );
}
