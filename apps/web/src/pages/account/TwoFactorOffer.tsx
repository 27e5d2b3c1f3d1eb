import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { securityPath } from './area';

/**
 * Shown once a temporary password is replaced, when the role does not demand two-factor sign-in:
 * the offer to set it up now (the enrolment page, then on to `next`) or later (straight to `next`).
 */
export function TwoFactorOffer({ next }: { next: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('account.offer.passwordChanged')}</Alert>
      <Typography>{t('account.offer.why')}</Typography>
      <Typography color="text.secondary">{t('account.offer.laterHint')}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" autoFocus onClick={() => navigate(securityPath({ to: next }), { replace: true })}>
          {t('account.offer.setUpNow')}
        </Button>
        <Button onClick={() => navigate(next, { replace: true })}>{t('account.offer.later')}</Button>
      </Stack>
    </Stack>
  );
}
