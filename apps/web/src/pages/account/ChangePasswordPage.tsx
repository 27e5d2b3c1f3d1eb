import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { storedSessionInfo } from '../../api/session';
import { signOut } from '../../api/sign-out';
import { SignedInProviders } from '../../layouts/SignedInProviders';
import { Logo } from '../../layouts/Logo';
import { accountSetupPath, afterSignInPath } from '../../router/navigation';
import { changePasswordPath } from './area';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorOffer } from './TwoFactorOffer';

/**
 * The password change on the blank layout, where a member with a temporary password is held until
 * they choose their own, and is then offered two-factor sign-in. The layout gives no query cache:
 * the page brings the signed-in providers.
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
  // Where to go once the member has answered the two-factor offer; null until it is made.
  const [offerThen, setOfferThen] = useState<string | null>(null);

  const goOn = async () => {
    const wasTemporary = (me.data ?? storedSessionInfo())?.admin.must_change_password === true;
    const fresh = (await me.refetch()).data;
    const asked = afterSignInPath(location.search);
    const next = asked.startsWith(changePasswordPath()) ? afterSignInPath('') : asked;
    if (fresh?.admin.must_enrol_totp) navigate(accountSetupPath('enrol_totp', next), { replace: true });
    // A first password of one's own is the moment to offer the second factor the role leaves optional.
    else if (wasTemporary && fresh && !fresh.admin.totp_enabled) setOfferThen(next);
    else navigate(next, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ ml: -2.5, mb: 1 }}><Logo compact={false} /></Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>{t(offerThen === null ? 'screens.account-password' : 'account.offer.title')}</Typography>
          {offerThen === null ? (
            <>
              {me.data?.admin.must_change_password && <Alert severity="warning" sx={{ mb: 2.5 }}>{t('account.setup.changePassword')}</Alert>}
              <ChangePasswordForm onChanged={() => void goOn()} autoFocus />
            </>
          ) : (
            <TwoFactorOffer next={offerThen} />
          )}
          <Button onClick={() => void signOut()} sx={{ mt: 2 }}>{t('user.signOut')}</Button>
        </CardContent>
      </Card>
    </Box>
  );
}
