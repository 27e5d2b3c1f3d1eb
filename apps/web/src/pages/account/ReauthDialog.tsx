import { useState, type FormEvent } from 'react';
import { Button, DialogContent, DialogContentText, Stack, TextField } from '@mui/material';
import { auth } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import './messages';

type Proof = 'password' | 'totp';

/** Asks the member to confirm it's them, by password or by an authenticator's code. */
export function ReauthDialog({ onClose }: { onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const totpEnabled = useMe().data?.admin.totp_enabled ?? false;
  const [proof, setProof] = useState<Proof>('password');
  const [value, setValue] = useState('');
  // No success toast: the call the member was making answers for itself. A wrong password or code
  // is toasted once by the client, and what was typed stays.
  const reauth = useApiMutation(auth.reauthenticate, { quiet: true, onDone: () => onClose(true) });
  const pending = reauth.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    await reauth.send(proof === 'password' ? { password: value } : { totp: value });
  };
  const switchProof = () => {
    setProof(proof === 'password' ? 'totp' : 'password');
    setValue('');
  };

  return (
    <FormDialog title={t('account.reauth.title')} pending={pending} onClose={() => onClose(false)} maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{proof === 'password' ? t('account.reauth.passwordIntro') : t('account.reauth.totpIntro')}</DialogContentText>
            {proof === 'password' ? (
              <TextField
                key="password"
                label={t('account.reauth.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                autoFocus
                required
                fullWidth
                value={value}
                onChange={(event) => setValue(event.target.value)}
                slotProps={{ htmlInput: { readOnly: pending } }}
              />
            ) : (
              <TextField
                key="totp"
                label={t('account.reauth.totp')}
                name="totp"
                autoComplete="one-time-code"
                autoFocus
                required
                fullWidth
                value={value}
                onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, readOnly: pending } }}
              />
            )}
            {totpEnabled && (
              <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={switchProof} disabled={pending}>
                {proof === 'password' ? t('account.reauth.useTotp') : t('account.reauth.usePassword')}
              </Button>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions pending={pending} onCancel={() => onClose(false)} submit={t('account.reauth.confirm')} cancel={t('account.reauth.cancel')} disabled={!value} />
      </form>
    </FormDialog>
  );
}
