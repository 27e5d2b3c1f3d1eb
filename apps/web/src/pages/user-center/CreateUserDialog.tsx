import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import './list-messages';

type Kind = 'user' | 'merchant';
type DocType = 'CPF' | 'CNPJ';

export interface CreateUserDialogProps {
  kind: Kind;
  open: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  email: string;
  phone: string;
  doc_type: DocType;
  doc_number: string;
}
type Field = keyof Values;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'doc_type', 'doc_number'];
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

/** Creates a wallet user (CPF) or a merchant (CPF or CNPJ); the list refreshes by itself. */
export function CreateUserDialog({ kind, open, onClose }: CreateUserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(kind === 'user' ? 'userList.create.titleUser' : 'userList.create.titleMerchant')}</DialogTitle>
      {/* The form lives only while the dialog is open, so each opening starts empty. */}
      <CreateUserForm kind={kind} busy={busy} setBusy={setBusy} onDone={onClose} onCancel={close} />
    </Dialog>
  );
}

interface FormProps {
  kind: Kind;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}

function CreateUserForm({ kind, busy, setBusy, onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', doc_type: 'CPF', doc_number: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((all) => ({ ...all, [field]: event.target.value }));
    // A corrected field loses its error at once; the others keep theirs until the next try.
    setErrors((all) => ({ ...all, [field]: undefined }));
  };

  /** The message under a field, in the console's language where the problem is a known one. */
  const messageOf = (field: Field, fallback: string): string => {
    switch (field) {
      case 'name': return t('userList.create.errors.name');
      case 'email': return t('userList.create.errors.email');
      case 'phone': return t('userList.create.errors.phone');
      case 'doc_type': return t('userList.create.errors.docType');
      case 'doc_number': return t('userList.create.errors.docNumber', { type: values.doc_type });
      default: return fallback;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const body = { kind, ...values };
    const checked = users.NewWalletUser.safeParse(body);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = messageOf(field, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // The typed values as they are: the server normalises them the same way.
      await api<typeof users.create>(users.create, body);
      setBusy(false);
      onDone();
    } catch (error) {
      setBusy(false);
      // The client has toasted it too; a duplicate document or e-mail is also said above the form.
      if (error instanceof ApiError && error.code !== 410) setServerError(error.message);
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField {...fieldProps('name')} autoFocus label={t('userList.create.name')} helperText={errors.name} autoComplete="off" />
          <TextField {...fieldProps('email')} type="email" label={t('userList.create.email')} helperText={errors.email} autoComplete="off" />
          <TextField
            {...fieldProps('phone')}
            type="tel"
            label={t('userList.create.phone')}
            placeholder="+55 11 91234-5678"
            helperText={errors.phone ?? t('userList.create.phoneHelp')}
            autoComplete="off"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...fieldProps('doc_type')}
              select
              fullWidth={false}
              label={t('userList.create.docType')}
              disabled={kind === 'user'}
              helperText={errors.doc_type ?? (kind === 'user' ? t('userList.create.docTypeUserHelp') : undefined)}
              sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
            >
              <MenuItem value="CPF">CPF</MenuItem>
              {kind === 'merchant' && <MenuItem value="CNPJ">CNPJ</MenuItem>}
            </TextField>
            <TextField
              {...fieldProps('doc_number')}
              label={t('userList.create.docNumber')}
              placeholder={values.doc_type === 'CPF' ? '000.000.000-00' : '00.000.000/0000-00'}
              helperText={errors.doc_number ?? t('userList.create.docNumberHelp')}
              autoComplete="off"
              slotProps={{ htmlInput: { readOnly: busy, spellCheck: false } }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy}>{t('userList.create.submit')}</Button>
      </DialogActions>
    </form>
  );
}
