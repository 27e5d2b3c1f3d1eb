import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, InputAdornment, Stack, Typography } from '@mui/material';
import { FormField } from '../../components/FormField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { signInCall, type SignIn } from './sign-in-call';
import { isLoggedIn, storedSessionInfo, storeSession, type SessionInfo } from '../../api/session';
import { Logo } from '../../layouts/Logo';
import { notify } from '../../notify/toast';
import { loadPage } from '../../router/full-load';
import { LanguageChoice } from './LanguageChoice';

/** The second factor asked for once the server answered `totp_required`. */
type SecondFactor = 'totp' | 'recovery_code';

/**
 * Sign-in with username, password and, for enrolled members, a TOTP code or a recovery code. The
 * console's document opens in its place once signed in (or at once, with a session).
 */
/**
 * Opens the page asked for, unless the account must first change its password or enrol
 * two-factor. The console's paths (its areas' manifests) load only then, with the check of `to`:
 * the sign-in page's first script carries none of them.
 */
const loadNavigation = () => import('../../router/navigation');

async function goOnward(admin: SessionInfo['admin'] | undefined): Promise<void> {
  const { accountSetupOf, accountSetupPath, afterSignInPath } = await loadNavigation();
  const next = afterSignInPath(window.location.search);
  const setup = accountSetupOf(admin);
  loadPage(setup ? accountSetupPath(setup, next) : next);
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Arriving with a session: on to the page asked for.
  const signedIn = isLoggedIn();
  useEffect(() => {
    if (signedIn) void goOnward(storedSessionInfo()?.admin);
  }, [signedIn]);
  if (signedIn) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    // Fetched beside the sign-in call, so that the way on is here when it answers.
    loadNavigation().catch(() => undefined);
    setError(null);
    try {
      const secondFactorBody = secondFactor === 'totp' ? { totp: code } : secondFactor === 'recovery_code' ? { recovery_code: code.trim() } : {};
      const body = { username: username.trim(), password, ...secondFactorBody };
      const session = await api<SignIn>(signInCall, body, { quiet: true, silentErrors: true });
      storeSession(session.token, { admin: session.admin, permissions: session.permissions });
      // The button stays busy while the console's document replaces this one.
      await goOnward(session.admin);
    } catch (e) {
      setSubmitting(false);
      const message = e instanceof Error ? e.message : String(e);
      // The first "code needed" answer is a question, not a failure: the code field asks it.
      if (e instanceof ApiError && (e.data as { totp_required?: boolean } | null)?.totp_required && !secondFactor) {
        setSecondFactor('totp');
        return;
      }
      setError(message);
      notify.error(message);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ ml: -2.5, mb: 1 }}><Logo compact={false} /></Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('login.title')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>{t('login.subtitle')}</Typography>
          <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={t('login.title')}>
            {error && <Alert severity="error" role="alert">{error}</Alert>}
            <FormField label={t('login.username')} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoFocus required name="username" />
            <FormField
              label={t('login.password')}
              type={showPassword ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
              name="password"
              endAdornment={
                <InputAdornment position="end">
                  <IconButton aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')} onClick={() => setShowPassword((s) => !s)} edge="end">
                    {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              }
            />
            {secondFactor === 'totp' && (
              <FormField
                key="totp"
                label={t('login.totp')}
                helperText={t('login.totpHelp')}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                autoComplete="one-time-code"
                autoFocus
                name="totp"
                inputProps={{ inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 }}
              />
            )}
            {secondFactor === 'recovery_code' && (
              <FormField
                key="recovery_code"
                label={t('login.recoveryCode')}
                placeholder="abcde-12345"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoFocus
                name="recovery_code"
                inputProps={{ autoCapitalize: 'none', spellCheck: false }}
              />
            )}
            {secondFactor && (
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  setSecondFactor(secondFactor === 'totp' ? 'recovery_code' : 'totp');
                  setCode('');
                }}
              >
                {secondFactor === 'totp' ? t('login.useRecoveryCode') : t('login.useTotp')}
              </Button>
            )}
            <Button type="submit" variant="contained" size="large" disabled={submitting || !username || !password || (secondFactor !== null && !code.trim())}>
              {t('login.submit')}
            </Button>
          </Stack>
          <LanguageChoice />
        </CardContent>
      </Card>
    </Box>
  );
}
