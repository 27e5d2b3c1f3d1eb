import { useState, type FormEvent } from 'react';
import { Alert, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { banking, pix, PixKeyType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { AccountPicker } from '../../components/AccountPicker';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { checkNewKey, keyCapOf, type KeyType, type KeyValueProblem } from './new-key';
import './messages';

export interface RegisterKeyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Registers a Pix key for an active account at the DICT; the list refreshes by itself. */
export function RegisterKeyDialog({ open, onClose }: RegisterKeyDialogProps) {
  const { t } = useTranslation();
  // The server's answer is toasted by the client: "registered", or pending for a claim.
  const register = useApiMutation(pix.keys.register, { onDone: onClose });
  return (
    <FormDialog open={open} title={t('pix.register.title')} pending={register.pending} onClose={onClose}>
      <RegisterKeyForm register={register} onCancel={onClose} />
    </FormDialog>
  );
}

interface FormProps {
  register: ReturnType<typeof useApiMutation<typeof pix.keys.register>>;
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

function RegisterKeyForm({ register, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<banking.BankAccount | null>(null);
  const [keyType, setKeyType] = useState<KeyType>('EVP');
  const [keyValue, setKeyValue] = useState('');
  const [problems, setProblems] = useState<{ account: boolean; keyValue: KeyValueProblem | null }>({ account: false, keyValue: null });
  const busy = register.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewKey({ account_id: account?.id ?? null, key_type: keyType, key_value: keyValue });
    if (!checked.ok) {
      setProblems({ account: checked.account, keyValue: checked.keyValue });
      return;
    }
    await register.send(checked.body);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <AccountPicker
            label={t('pix.register.account')}
            activeOnly
            required
            autoFocus
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
      <FormDialogActions pending={busy} onCancel={onCancel} submit={t('pix.register.submit')} />
    </form>
  );
}
