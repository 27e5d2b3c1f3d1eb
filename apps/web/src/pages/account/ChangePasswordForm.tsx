import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { auth } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { notify } from '../../notify/toast';
import { refusedField } from './field-errors';
import type { Say } from '../../i18n/word-key';

type Field = 'current_password' | 'new_password' | 'repeat';
type Problems = Partial<Record<Field, string>>;

/**
 * The console's own checks: the contract's rules (a current password, a new one of
 * `auth.MIN_PASSWORD_LENGTH`) in the member's words, plus what the body cannot say (the repeat,
 * a new password other than the current one). The server also refuses common and repetitive
 * passwords, and says which field. No form library here: this form is on the first sign-in's path.
 */
function checkPasswords(values: Record<Field, string>, t: Say): Problems {
  const problems: Problems = {};
  if (!values.current_password) problems.current_password = t('account.password.required');
  if (values.new_password.length < auth.MIN_PASSWORD_LENGTH) problems.new_password = t('account.password.tooShort');
  else if (values.new_password === values.current_password) problems.new_password = t('account.password.sameAsCurrent');
  if (values.repeat !== values.new_password) problems.repeat = t('account.password.mismatch');
  return problems;
}

const isBodyField = (field: string): field is Exclude<Field, 'repeat'> => field === 'current_password' || field === 'new_password';

/** Changes the member's own password: the current one, the new one twice, and the rules it must meet. */
export function ChangePasswordForm({ onChanged, autoFocus = false }: { onChanged: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ current_password: '', new_password: '', repeat: '' });
  const [checked, setChecked] = useState(false);
  // A refusal that names a field, under that field until it is changed; any other is toasted by the client.
  const [refused, setRefused] = useState<Problems>({});
  const change = useApiMutation(auth.changePassword, {
    onDone: onChanged,
    onFieldError: (field, message) => {
      // The server's English says `Invalid field "new_password": …`: under the field, only the problem.
      if (isBodyField(field)) setRefused({ [field]: refusedField(message)?.problem ?? message });
      else notify.error(message);
    },
  });
  const pending = change.pending;
  const problems = { ...(checked ? checkPasswords(values, t) : {}), ...refused };

  const edit = (field: Field) => (event: { target: { value: string } }) => {
    setValues((all) => ({ ...all, [field]: event.target.value }));
    setRefused(({ [field]: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(checkPasswords(values, t)).length > 0) return;
    setRefused({});
    await change.send({ current_password: values.current_password, new_password: values.new_password });
  };

  const field = (name: Field, label: string, autoComplete: string, autoFocus = false) => (
    <TextField
      label={label}
      type="password"
      name={name}
      value={values[name]}
      onChange={edit(name)}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      error={Boolean(problems[name])}
      helperText={problems[name]}
      slotProps={{ htmlInput: { readOnly: pending } }}
    />
  );

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={t('account.password.section')}>
      <Stack spacing={2.5}>
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
          <Button type="submit" variant="contained" loading={pending}>{t('account.password.submit')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}
