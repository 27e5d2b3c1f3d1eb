import { useState } from 'react';
import { Alert, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { afterSignInPath } from '../../router/navigation';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/** The member's own sign-in security: two-factor enrolment and the password change. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  // A new form after each change, so the passwords typed do not stay on screen.
  const [passwordForm, setPasswordForm] = useState(0);
  const admin = me.data?.admin;
  const enabled = admin?.totp_enabled ?? false;

  const enrolled = () => {
    void me.refetch();
    // Sent here by the setup rule: go on to the page asked for.
    if (new URLSearchParams(location.search).has('to')) navigate(afterSignInPath(location.search), { replace: true });
  };

  return (
    <Stack spacing={3} data-page="account-security">
      <Typography variant="h4" component="h1">{t('screens.account-security')}</Typography>
      {admin?.must_enrol_totp && <Alert severity="warning">{t('account.setup.enrolTotp')}</Alert>}
      <Card component="section" aria-labelledby="two-factor-title">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2" id="two-factor-title">{t('account.twoFactor.section')}</Typography>
              {admin && <Chip size="small" color={enabled ? 'success' : 'default'} label={enabled ? t('account.twoFactor.statusOn') : t('account.twoFactor.statusOff')} data-testid="totp-status" />}
            </Stack>
            {admin && <Typography color="text.secondary">{enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}</Typography>}
            <Divider />
            {admin && <TwoFactorEnrolment enabled={enabled} username={admin.username} onDone={enrolled} />}
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="password-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="password-title" sx={{ mb: 2 }}>{t('account.password.section')}</Typography>
          <Stack sx={{ maxWidth: 480 }}>
            <ChangePasswordForm key={passwordForm} onChanged={() => setPasswordForm((n) => n + 1)} />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
