import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemIcon, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/Security';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../api/sign-out';
import type { SessionInfo } from '../api/session';
import { securityPath } from '../pages/account/area';
import { LANGUAGES } from '../i18n';
import { usePreferences } from '../theme/PreferencesProvider';

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase()).join('');

/** The signed-in member's name and role, the console's language, their sign-in security, and sign-out. */
export function UserMenu({ session }: { session: SessionInfo | null }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { preferences, update } = usePreferences();
  const name = session?.admin.name ?? '';
  return (
    <>
      <IconButton aria-label={t('user.profile')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} data-testid="user-menu-button">
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}>{initials(name) || '?'}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1, minWidth: 200 }} data-testid="user-menu-identity">
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">{t('user.role')}: {session?.admin.role.name}</Typography>
        </Box>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('user.language')}</ListSubheader>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} lang={language} selected={preferences.language === language} aria-checked={preferences.language === language} role="menuitemradio" onClick={() => update({ language })}>
            <ListItemIcon>{preferences.language === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={Link} to={securityPath()} onClick={() => setAnchor(null)}>
          <ListItemIcon><SecurityIcon fontSize="small" /></ListItemIcon>
          {t('screens.account-security')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
          {t('user.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
