import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useScreenLinks } from '../../../layouts/screen-links';

const HOME_NAME = 'dashboard';

/** For a member who may not see the figures: a short welcome and the screens their role opens. */
export function Welcome() {
  const { t } = useTranslation();
  const screens = useScreenLinks().filter((entry) => entry.name !== HOME_NAME);
  return (
    <Card component="section" aria-labelledby="welcome-title">
      <CardContent>
        <Typography variant="h5" component="h2" id="welcome-title" sx={{ mb: 1 }}>{t('dashboard.welcome.title')}</Typography>
        <Typography>{t(screens.length > 0 ? 'dashboard.welcome.text' : 'dashboard.welcome.none')}</Typography>
        {screens.length > 0 && (
          <List dense>
            {screens.map((entry) => (
              <ListItem key={entry.name} disableGutters>
                <Link component={RouterLink} to={entry.path} data-screen={entry.name}>{t(entry.label)}</Link>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
