import type { ReactNode } from 'react';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { alpha } from '@mui/material/styles';
import type { BarType } from '../theme/preferences';

interface Props {
  type: BarType;
  blur: boolean;
  /** Shown on narrow screens, where the navigation is an overlay; `label` is its button's name. */
  onOpenOverlayNav?: { open(): void; label: string } | undefined;
  /** Shown beside a docked vertical navigation. */
  collapse?: { collapsed: boolean; toggle(): void; label: string } | undefined;
  below?: ReactNode;
  children: ReactNode;
}

/** The top bar: sticky, static or hidden as the preference says, blurred when asked. */
export function Navbar({ type, blur, onOpenOverlayNav, collapse, below, children }: Props) {
  if (type === 'hidden') return null;
  return (
    <AppBar
      position={type === 'sticky' ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      data-testid="navbar"
      data-navbar-type={type}
      data-blur={blur}
      sx={(theme) => ({
        bgcolor: blur ? alpha(theme.palette.background.paper, 0.8) : theme.palette.background.paper,
        backdropFilter: blur ? 'blur(8px)' : 'none',
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        {onOpenOverlayNav && (
          <IconButton edge="start" aria-label={onOpenOverlayNav.label} onClick={onOpenOverlayNav.open}><MenuIcon /></IconButton>
        )}
        {collapse && (
          <IconButton edge="start" aria-label={collapse.label} aria-pressed={collapse.collapsed} onClick={collapse.toggle} data-testid="collapse-nav">
            {collapse.collapsed ? <MenuIcon /> : <MenuOpenIcon />}
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {children}
      </Toolbar>
      {below}
    </AppBar>
  );
}
