import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../router/route-meta';

/** A titled page for a screen that a later piece of work fills. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <Card data-page={meta?.name}>
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>{t(meta?.title ?? 'app.title')}</Typography>
        <Typography color="text.secondary">{t('pages.comingSoon')}</Typography>
      </CardContent>
    </Card>
  );
}
