import { useState } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from './navigation-items';
import { NavIcon } from './NavIcon';
import { useNavGroups } from './useNavGroups';

/** The alternative navigation: one menu per group across the top. */
export function HorizontalNav({ activeName }: { activeName: string | undefined }) {
  const { t } = useTranslation();
  const groups = useNavGroups();
  return (
    <Box component="nav" aria-label={t('mainNavigation')} data-testid="horizontal-nav" sx={{ display: 'flex', gap: 0.5, px: 2, py: 1, flexWrap: 'wrap' }}>
      {groups.map((group) => <GroupMenu key={group.id} group={group} activeName={activeName} />)}
    </Box>
  );
}

function GroupMenu({ group, activeName }: { group: NavGroup; activeName: string | undefined }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = group.items.some((entry) => entry.name === activeName);
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        variant={active ? 'contained' : 'text'}
        startIcon={<NavIcon screen={group.items[0]!.name} />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(group.label)}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {group.items.map((entry) => (
          <MenuItem key={entry.name} component={NavLink} to={entry.path} selected={entry.name === activeName} data-nav={entry.name} onClick={() => setAnchor(null)}>
            {t(entry.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
