import { Suspense, useId, useState } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../notify/toast';
import type { ListViews } from './useListViews';
import { lazyNamed } from '../../lazy-named';

type Dialog = 'save' | 'manage' | null;

// Loaded when first opened: saving a view is a form, whose library no list needs otherwise.
const SaveViewDialog = lazyNamed(() => import('./SaveViewDialog'), 'SaveViewDialog');
const ManageViewsDialog = lazyNamed(() => import('./ManageViewsDialog'), 'ManageViewsDialog');

/** The list's Views button: its saved views, saving and managing them, a link to the view shown, and the row density. */
export function ViewsMenu({ views }: { views: ListViews }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const then = (act: () => void) => () => {
    close();
    act();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {views.current ? `${t('listViews.button')}: ${views.current.name}` : t('listViews.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': t('listViews.menu'), dense: true } }}>
        <ListSubheader>{t('listViews.saved')}</ListSubheader>
        {views.views.length === 0 && <MenuItem disabled>{t('listViews.none')}</MenuItem>}
        {views.views.map((view) => (
          <MenuItem key={view.id} selected={view.id === views.current?.id} onClick={then(() => views.open(view))}>{view.name}</MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={then(() => setDialog('save'))}>{t('listViews.save')}</MenuItem>
        <MenuItem onClick={then(() => setDialog('manage'))}>{t('listViews.manage')}</MenuItem>
        <MenuItem onClick={then(() => void copyToClipboard(window.location.href))}>{t('listViews.copyLink')}</MenuItem>
        <Divider />
        <ListSubheader>{t('listViews.density')}</ListSubheader>
        {cockpit.DENSITIES.map((density) => {
          const chosen = views.layout.density === density;
          return (
            <MenuItem key={density} role="menuitemradio" aria-checked={chosen} onClick={then(() => views.chooseDensity(density))}>
              <ListItemIcon>{chosen && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{t(`listViews.densities.${density}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'save' && <SaveViewDialog listKey={views.listKey} query={views.queryToSave} name={views.current?.name ?? ''} onClose={() => setDialog(null)} />}
        {dialog === 'manage' && <ManageViewsDialog views={views.views} onOpen={(view) => { setDialog(null); views.open(view); }} onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
