import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BarType } from '../theme/preferences';

export function Footer({ type }: { type: BarType }) {
  const { t } = useTranslation();
  if (type === 'hidden') return null;
  return (
    <Box
      component="footer"
      data-testid="footer"
      data-footer-type={type}
      sx={{ position: type === 'sticky' ? 'sticky' : 'static', bottom: 0, px: 3, py: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary">© {new Date().getFullYear()} {t('footer.rights')}</Typography>
    </Box>
  );
}
