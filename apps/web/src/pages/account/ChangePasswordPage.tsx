import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { signOut } from '../../api/sign-out';
import { SignedInProviders } from '../../layouts/SignedInProviders';
import { Logo } from '../../layouts/Logo';
import { accountSetupPath, afterSignInPath, CHANGE_PASSWORD_PATH } from '../../router/navigation';
import { ChangePasswordForm } from './ChangePasswordForm';
import './messages';

/**
 * The password change on the blank layout, where a member with a temporary password is held until
 * they choose their own. The layout gives no query cache: the page brings the signed-in providers.
 */
export default function ChangePasswordPage() {
  return (
    <SignedInProviders>
      <ChangePasswordCard />
    </SignedInProviders>
  );
}

/** The card itself, below the providers (tests render it in their own). */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();

  const goOn = async () => {
    const fresh = (await me.refetch()).data;
    const asked = afterSignInPath(location.search);
    const next = asked.startsWith(CHANGE_PASSWORD_PATH) ? afterSignInPath('') : asked;
    navigate(fresh?.admin.must_enrol_totp ? accountSetupPath('enrol_totp', next) : next, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ ml: -2.5, mb: 1 }}><Logo compact={false} /></Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>{t('pages.changePassword')}</Typography>
          {me.data?.admin.must_change_password && <Alert severity="warning" sx={{ mb: 2.5 }}>{t('account.setup.changePassword')}</Alert>}
          <ChangePasswordForm onChanged={() => void goOn()} autoFocus />
          <Button onClick={() => void signOut()} sx={{ mt: 2 }}>{t('user.signOut')}</Button>
        </CardContent>
      </Card>
    </Box>
  );
}
