import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { auth } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { refusedField } from './field-errors';
import './messages';

type Field = 'current_password' | 'new_password' | 'repeat';
type Problems = Partial<Record<Field, string>>;

/** The console's own checks; the server also refuses common and repetitive passwords, and says which field. */
function checkPasswords(values: Record<Field, string>, t: (key: string) => string): Problems {
  const problems: Problems = {};
  if (!values.current_password) problems.current_password = t('account.password.required');
  if (values.new_password.length < auth.MIN_PASSWORD_LENGTH) problems.new_password = t('account.password.tooShort');
  else if (values.new_password === values.current_password) problems.new_password = t('account.password.sameAsCurrent');
  if (values.repeat !== values.new_password) problems.repeat = t('account.password.mismatch');
  return problems;
}

/** Changes the member's own password: the current one, the new one twice, and the rules it must meet. */
export function ChangePasswordForm({ onChanged, autoFocus = false }: { onChanged: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ current_password: '', new_password: '', repeat: '' });
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = { ...(checked ? checkPasswords(values, t) : {}), ...refused };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((all) => ({ ...all, [field]: event.target.value }));
    setRefused(({ [field]: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (Object.keys(checkPasswords(values, t)).length > 0) return;
    setBusy(true);
    try {
      await api(auth.changePassword, { current_password: values.current_password, new_password: values.new_password }, { silentErrors: true });
      onChanged();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const named = error instanceof ApiError ? refusedField(message) : null;
      if (named && (named.field === 'current_password' || named.field === 'new_password')) setRefused({ [named.field]: named.problem });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, autoFocus = false) => (
    <TextField
      label={label}
      type="password"
      name={name}
      value={values[name]}
      onChange={change(name)}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      disabled={busy}
      error={Boolean(problems[name])}
      helperText={problems[name]}
    />
  );

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={t('account.password.section')}>
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {field('current_password', t('account.password.current'), 'current-password', autoFocus)}
        {field('new_password', t('account.password.new'), 'new-password')}
        {field('repeat', t('account.password.repeat'), 'new-password')}
        <Box>
          <Typography variant="body2" color="text.secondary">{t('account.password.rulesTitle')}:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary', typography: 'body2' }}>
            <li>{t('account.password.ruleLength')}</li>
            <li>{t('account.password.ruleCommon')}</li>
          </Box>
        </Box>
        <Box>
          <Button type="submit" variant="contained" loading={busy}>{t('account.password.submit')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}
