import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { auth, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { refusedField } from './field-errors';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import './messages';

type Step =
  | { name: 'idle' }
  | { name: 'scan'; enrolment: DataOf<typeof auth.totpEnroll> }
  | { name: 'codes'; codes: string[] };

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Enrols an authenticator app: a new secret as a QR code (and as text), a code from the app to
 * confirm it, then the recovery codes, shown once.
 */
export function TwoFactorEnrolment({ enabled, username, onDone }: { enabled: boolean; username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const enrolment = await api(auth.totpEnroll, {}, { quiet: true });
      setCode('');
      setProblem(null);
      setStep({ name: 'scan', enrolment });
    } catch {
      // The client toasted why.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setProblem(t('account.twoFactor.codeInvalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { recovery_codes } = await api(auth.totpConfirm, { code }, { silentErrors: true });
      setStep({ name: 'codes', codes: recovery_codes });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setProblem(refusedField(message)?.problem ?? message);
    } finally {
      setBusy(false);
    }
  };

  if (step.name === 'codes') {
    return (
      <RecoveryCodes
        codes={step.codes}
        username={username}
        onDone={() => {
          // Forgotten here: the codes are never shown again.
          setStep({ name: 'idle' });
          onDone();
        }}
      />
    );
  }
  if (step.name === 'idle') {
    return (
      <Box>
        <Button variant={enabled ? 'outlined' : 'contained'} loading={busy} onClick={() => void start()}>
          {enabled ? t('account.twoFactor.setUpAgain') : t('account.twoFactor.setUp')}
        </Button>
      </Box>
    );
  }
  const { secret, otpauth_url } = step.enrolment;
  return (
    <Box component="form" onSubmit={(event: FormEvent) => void confirm(event)} noValidate aria-label={t('account.twoFactor.setUp')}>
      <Stack spacing={2}>
        <Typography>{t('account.twoFactor.scan')}</Typography>
        <QrCode text={otpauth_url} label={t('account.twoFactor.qrAlt')} />
        <Box>
          <Typography variant="body2" color="text.secondary">{t('account.twoFactor.manual')}</Typography>
          <Typography aria-label={t('account.twoFactor.secret')} data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: 18, wordBreak: 'break-all' }}>
            {grouped(secret)}
          </Typography>
        </Box>
        <TextField
          label={t('account.twoFactor.code')}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          autoComplete="one-time-code"
          autoFocus
          disabled={busy}
          error={problem !== null}
          helperText={problem ?? t('account.twoFactor.codeHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          sx={{ maxWidth: 260 }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={busy}>{t('account.twoFactor.confirm')}</Button>
          <Button onClick={() => setStep({ name: 'idle' })} disabled={busy}>{t('account.twoFactor.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
