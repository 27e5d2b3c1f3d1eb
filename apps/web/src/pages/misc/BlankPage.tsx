import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The specification's blank route (`blank`): a page with no layout around it. */
export default function BlankPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">{t('screens.blank')}</Typography>
    </Box>
  );
}
