import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { auth, type DataOf } from '@wallet/contracts';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { useContractForm } from '../../components/form/useContractForm';
import { refusedField } from './field-errors';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';

type Enrolment = DataOf<typeof auth.totpEnroll>;

type Step =
  | { name: 'idle' }
  | { name: 'scan'; enrolment: Enrolment }
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
  // The new secret is no news to toast: the QR code shows it.
  const enrol = useApiMutation(auth.totpEnroll, { quiet: true, onDone: (enrolment) => setStep({ name: 'scan', enrolment }) });

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
        <Button variant={enabled ? 'outlined' : 'contained'} loading={enrol.pending} onClick={() => void enrol.send({})}>
          {enabled ? t('account.twoFactor.setUpAgain') : t('account.twoFactor.setUp')}
        </Button>
      </Box>
    );
  }
  return (
    <ConfirmCode
      enrolment={step.enrolment}
      onConfirmed={(codes) => setStep({ name: 'codes', codes })}
      onCancel={() => setStep({ name: 'idle' })}
    />
  );
}

interface ConfirmCodeProps {
  enrolment: Enrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}

/** The QR code and the key, and the code from the app that confirms them: the confirm call's body. */
function ConfirmCode({ enrolment: { secret, otpauth_url }, onConfirmed, onCancel }: ConfirmCodeProps) {
  const { t } = useTranslation();
  const form = useContractForm(auth.totpConfirm.body, { code: '' });
  const confirm = useApiMutation(auth.totpConfirm, {
    onDone: ({ recovery_codes }) => onConfirmed(recovery_codes),
    // The server's English says `Invalid field "code": …`: under the field, only the problem.
    onFieldError: (_field, message) => form.setError('code', { type: 'server', message: refusedField(message)?.problem ?? message }, { shouldFocus: true }),
  });
  const submit = form.handleSubmit((body) => confirm.send(body));
  const { field, fieldState: { error } } = useController({ control: form.control, name: 'code' });
  // The contract has one rule for the code (six digits), said in the member's words; a refusal in the server's.
  const problem = error?.type === 'server' ? (error.message ?? null) : error ? t('account.twoFactor.codeInvalid') : null;
  const pending = confirm.pending;

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('account.twoFactor.setUp')}>
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
          name={field.name}
          value={field.value}
          // Digits only: a space or a dash typed from the app is dropped.
          onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete="one-time-code"
          autoFocus
          error={problem !== null}
          helperText={problem ?? t('account.twoFactor.codeHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, readOnly: pending } }}
          sx={{ maxWidth: 260 }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={pending}>{t('account.twoFactor.confirm')}</Button>
          <Button onClick={onCancel} disabled={pending}>{t('account.twoFactor.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
