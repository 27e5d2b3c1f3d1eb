import { Box, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { NavIcon } from './NavIcon';
import { useNavGroups } from './useNavGroups';

export const NAV_WIDTH = 260;
export const MINI_NAV_WIDTH = 71;

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
      aria-label="Main"
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
          subheader={isMini ? undefined : <ListSubheader disableSticky sx={{ bgcolor: 'transparent', color: 'inherit', opacity: 0.7, lineHeight: '32px', mt: 1 }}>{t(group.label)}</ListSubheader>}
        >
          {group.items.map((entry) => (
            <Tooltip key={entry.name} title={isMini ? t(entry.label) : ''} placement="right">
              <ListItemButton
                component={NavLink}
                to={entry.path}
                onClick={isOverlay ? onOverlayClose : undefined}
                selected={entry.name === activeName}
                aria-current={entry.name === activeName ? 'page' : undefined}
                data-nav={entry.name}
                sx={{ mx: 1, borderRadius: 1, '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } }, '&.Mui-selected:hover': { bgcolor: 'primary.dark' } }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}><NavIcon group={group.id} /></ListItemIcon>
                {!isMini && <ListItemText primary={t(entry.label)} />}
              </ListItemButton>
            </Tooltip>
          ))}
        </List>
      ))}
    </Box>
  );
  const paperSx = semiDark ? { bgcolor: '#2f3349', color: 'rgba(225, 222, 245, 0.9)' } : {};
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
