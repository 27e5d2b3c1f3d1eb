import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { Tooltip } from '../components/Tooltip';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { NavIcon } from './NavIcon';
import { useNavGroups } from './useNavGroups';

const NAV_WIDTH = 260;
const MINI_NAV_WIDTH = 71;
/** The dark theme's paper and text, for a semi-dark navigation in light mode. */
const SEMI_DARK = { paper: '#2f3349', text: 'rgba(225, 222, 245, 0.9)', secondaryText: 'rgba(225, 222, 245, 0.7)' };

interface Props {
  activeName: string | undefined;
  isMini: boolean;
  isOverlay: boolean;
  overlayOpen: boolean;
  semiDark: boolean;
  onOverlayClose(): void;
  onHoverChange(hovered: boolean): void;
}

/** The side navigation: every screen by group; mini when collapsed, an overlay on narrow screens. */
export function VerticalNav({ activeName, isMini, isOverlay, overlayOpen, semiDark, onOverlayClose, onHoverChange }: Props) {
  const { t } = useTranslation();
  const groups = useNavGroups();
  const width = isMini ? MINI_NAV_WIDTH : NAV_WIDTH;
  const content = (
    <Box
      component="nav"
      aria-label={t('mainNavigation')}
      data-testid="vertical-nav"
      data-mini={isMini}
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
      sx={{ width, overflowX: 'hidden', transition: 'width 0.2s', height: '100%' }}
    >
      <Logo compact={isMini} />
      <Divider />
      {groups.map((group) => (
        <List
          key={group.id}
          dense
          subheader={isMini ? undefined : <ListSubheader disableSticky sx={{ bgcolor: 'transparent', color: semiDark ? SEMI_DARK.secondaryText : 'text.secondary', lineHeight: '32px', mt: 1 }}>{t(group.label)}</ListSubheader>}
        >
          {group.items.map((entry) => (
            // An entry is a list item holding its link, as a list must hold only items.
            <ListItem key={entry.name} disablePadding>
              <Tooltip title={isMini ? t(entry.label) : ''} placement="right">
                <ListItemButton
                  component={NavLink}
                  to={entry.path}
                  onClick={isOverlay ? onOverlayClose : undefined}
                  selected={entry.name === activeName}
                  aria-current={entry.name === activeName ? 'page' : undefined}
                  data-nav={entry.name}
                  sx={{ mx: 1, borderRadius: 1, '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } }, '&.Mui-selected:hover': { bgcolor: 'primary.dark' } }}
                >
                  <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}><NavIcon screen={entry.name} /></ListItemIcon>
                  {!isMini && <ListItemText primary={t(entry.label)} />}
                </ListItemButton>
              </Tooltip>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
  const paperSx = semiDark ? { bgcolor: SEMI_DARK.paper, color: SEMI_DARK.text } : {};
  if (isOverlay) {
    return (
      <Drawer variant="temporary" open={overlayOpen} onClose={onOverlayClose} slotProps={{ paper: { sx: paperSx } }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer variant="permanent" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, transition: 'width 0.2s', ...paperSx } }}>
      {content}
    </Drawer>
  );
}
