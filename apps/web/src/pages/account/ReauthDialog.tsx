import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { auth } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api, registerReauthHandler } from '../../api/client';
import { useMe } from '../../api/hooks';
import './messages';

type Proof = 'password' | 'totp';

/**
 * Answers the API client's "confirm it's you" requests (a sensitive call refused for want of a
 * recent sign-in) with a dialog; the client retries the call once the server accepted the proof.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  useEffect(() => {
    const unregister = registerReauthHandler(() => new Promise<boolean>((resolve) => setPending(() => resolve)));
    return () => {
      unregister();
      // A dialog that can no longer be answered must not leave its call waiting forever.
      pendingRef.current?.(false);
    };
  }, []);

  const close = (confirmed: boolean) => {
    pending?.(confirmed);
    setPending(null);
  };
  return (
    <>
      {children}
      {pending && <ReauthDialog onClose={close} />}
    </>
  );
}

function ReauthDialog({ onClose }: { onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const totpEnabled = useMe().data?.admin.totp_enabled ?? false;
  const [proof, setProof] = useState<Proof>('password');
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    setBusy(true);
    setFailure(null);
    try {
      await api(auth.reauthenticate, proof === 'password' ? { password: value } : { totp: value }, { quiet: true, silentErrors: true });
      onClose(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  const switchProof = () => {
    setProof(proof === 'password' ? 'totp' : 'password');
    setValue('');
    setFailure(null);
  };

  return (
    <Dialog open onClose={() => !busy && onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('account.reauth.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{proof === 'password' ? t('account.reauth.passwordIntro') : t('account.reauth.totpIntro')}</DialogContentText>
            {failure && <Alert severity="error">{failure}</Alert>}
            {proof === 'password' ? (
              <TextField key="password" label={t('account.reauth.password')} type="password" name="password" autoComplete="current-password" autoFocus required fullWidth value={value} onChange={(event) => setValue(event.target.value)} disabled={busy} />
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
                disabled={busy}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
            )}
            {totpEnabled && (
              <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={switchProof} disabled={busy}>
                {proof === 'password' ? t('account.reauth.useTotp') : t('account.reauth.usePassword')}
              </Button>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={busy}>{t('account.reauth.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!value}>{t('account.reauth.confirm')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
