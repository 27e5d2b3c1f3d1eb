import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LOGO_WIDTH } from '../config';

export function Logo({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, height: 64 }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: LOGO_WIDTH, height: LOGO_WIDTH, flexShrink: 0 }} aria-hidden>
        <Box component="rect" width="32" height="32" rx="8" sx={{ fill: (theme) => theme.palette.primary.main }} />
        <path d="M8 11l4 11 4-8 4 8 4-11" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinejoin="round" />
      </Box>
      {!compact && <Typography variant="h6" noWrap sx={{ fontWeight: 700 }}>{t('app.title')}</Typography>}
    </Box>
  );
}

