import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { accountLabel } from '../../format/account';

/** An account in a list cell: branch/number, and the participant (ISPB) holding it beneath. */
export function AccountCell({ branch, account_number, ispb }: { branch: string; account_number: string; ispb: string }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
      <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{accountLabel({ branch, account_number })}</span>
      <Typography variant="caption" color="text.secondary">{t('pix.ispb', { code: ispb })}</Typography>
    </Stack>
  );
}
