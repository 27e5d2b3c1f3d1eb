import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { goHome } from '../../router/navigation';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        {/* Looks like a heading but is not one: the page has one title, its h1 below. */}
        <Typography variant="h1" component="p" sx={{ fontWeight: 700 }} color="primary">404</Typography>
        <Typography variant="h4" component="h1" gutterBottom>{t('notFound.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
        <Button variant="contained" onClick={() => goHome(navigate)}>{t('notFound.home')}</Button>
      </Box>
    </Box>
  );
}
