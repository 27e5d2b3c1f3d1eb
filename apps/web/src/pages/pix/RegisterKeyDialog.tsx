import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { banking, pix, PixKeyType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { AccountPicker } from './AccountPicker';
import { checkNewKey, keyCapOf, type KeyType, type KeyValueProblem } from './new-key';
import './messages';

export interface RegisterKeyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Registers a Pix key for an active account at the DICT; the list refreshes by itself. */
export function RegisterKeyDialog({ open, onClose }: RegisterKeyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('pix.register.title')}</DialogTitle>
      {/* The form lives only while the dialog is open, so each opening starts empty. */}
      <RegisterKeyForm busy={busy} setBusy={setBusy} onDone={onClose} onCancel={close} />
    </Dialog>
  );
}

interface FormProps {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}

const PLACEHOLDERS: Record<Exclude<KeyType, 'EVP'>, string> = {
  CPF: '000.000.000-00',
  CNPJ: '00.000.000/0000-00',
  EMAIL: 'name@example.com',
  PHONE: '+55 11 91234-5678',
};

/** What goes under the key field, by key type (messages under `pix.register.`). */
const KEY_HELP: Record<Exclude<KeyType, 'EVP'>, string> = { CPF: 'documentHelp', CNPJ: 'documentHelp', EMAIL: 'emailHelp', PHONE: 'phoneHelp' };

function RegisterKeyForm({ busy, setBusy, onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<banking.BankAccount | null>(null);
  const [keyType, setKeyType] = useState<KeyType>('EVP');
  const [keyValue, setKeyValue] = useState('');
  const [problems, setProblems] = useState<{ account: boolean; keyValue: KeyValueProblem | null }>({ account: false, keyValue: null });
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const checked = checkNewKey({ account_id: account?.id ?? null, key_type: keyType, key_value: keyValue });
    if (!checked.ok) {
      setProblems({ account: checked.account, keyValue: checked.keyValue });
      return;
    }
    setBusy(true);
    try {
      // The server's answer is toasted by the client: "registered", or pending for a claim.
      await api<typeof pix.keys.register>(pix.keys.register, checked.body);
      setBusy(false);
      onDone();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code !== 410) setServerError(error.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <AccountPicker
            value={account}
            onChange={(chosen) => {
              setAccount(chosen);
              setProblems((all) => ({ ...all, account: false }));
            }}
            error={problems.account ? t('pix.register.errors.account') : undefined}
            helperText={account ? t('pix.register.keyCap', { max: keyCapOf(account.owner_document) }) : undefined}
            readOnly={busy}
          />
          <TextField
            select
            required
            label={t('pix.register.keyType')}
            value={keyType}
            onChange={(event) => {
              setKeyType(event.target.value as KeyType);
              setProblems((all) => ({ ...all, keyValue: null }));
            }}
            slotProps={{ htmlInput: { readOnly: busy } }}
          >
            {PixKeyType.codes.map((code) => (
              <MenuItem key={code} value={code}>{t(`pix.keyTypes.${code}`)}</MenuItem>
            ))}
          </TextField>
          {keyType === 'EVP' ? (
            <Alert severity="info" role="note">{t('pix.register.evpNote')}</Alert>
          ) : (
            <TextField
              required
              label={t('pix.register.keyValue')}
              value={keyValue}
              onChange={(event) => {
                setKeyValue(event.target.value);
                setProblems((all) => ({ ...all, keyValue: null }));
              }}
              type={keyType === 'EMAIL' ? 'email' : keyType === 'PHONE' ? 'tel' : 'text'}
              placeholder={PLACEHOLDERS[keyType]}
              error={problems.keyValue !== null}
              helperText={t(problems.keyValue ? `pix.register.errors.${problems.keyValue}` : `pix.register.${KEY_HELP[keyType]}`, { type: keyType, max: pix.keys.MAX_EMAIL_KEY })}
              autoComplete="off"
              slotProps={{ htmlInput: { readOnly: busy, spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy}>{t('pix.register.submit')}</Button>
      </DialogActions>
    </form>
  );
}
