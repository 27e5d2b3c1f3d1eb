import { Box, Button, Typography } from '@mui/material';
import type { Permission } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { permissionKey } from '../../i18n/permissions';
import { goHome } from '../../router/navigation';

/** Who may give a member a permission: the one who changes staff accounts and their roles. */
const GRANTED_BY: Permission = 'staff.manage';

/**
 * What a member sees at an address their role does not open, instead of the screen (which asks the
 * server nothing): the permission missing, in words and by its code, and who can give it.
 */
export default function NoAccessPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box component="section" aria-labelledby="no-access-title" data-no-access={permission} sx={{ maxWidth: 640, mx: 'auto', py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" id="no-access-title" gutterBottom>{t('noAccess.title')}</Typography>
      <Typography color="text.secondary">{t('noAccess.missing')}</Typography>
      <Typography sx={{ fontWeight: 600, my: 1 }}>
        {t(permissionKey(permission))} <Box component="code" sx={{ fontWeight: 400 }}>({permission})</Box>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{t('noAccess.grant', { grant: t(permissionKey(GRANTED_BY)) })}</Typography>
      <Button variant="contained" onClick={() => goHome(navigate)}>{t('noAccess.home')}</Button>
    </Box>
  );
}
