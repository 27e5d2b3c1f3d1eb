import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Dialog, DialogTitle, InputBase } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { ScreenLink } from '../screen-links';

// The dialog and cmdk load the first time the box opens, not with every page.
const SearchPalette = lazy(() => import('./SearchPalette'));

/** Opens the search dialog from Ctrl+K (⌘K on a Mac) anywhere in the console. */
const opensSearch = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The top bar's search button, and the Ctrl+K shortcut that opens the same dialog. What is typed
 * while the dialog's code loads is kept in a plain box of its own and handed to the dialog, so
 * that no keystroke is lost. `screens` are the screens the member may open, found by their titles.
 */
export function SearchBox({ screens }: { screens: readonly ScreenLink[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [early, setEarly] = useState('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const close = () => {
    setOpen(false);
    setEarly('');
  };
  const loading = (
    <Dialog open onClose={close} fullWidth maxWidth="md" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }} aria-label={t('search.title')}>
      <DialogTitle sx={{ pb: 1 }}>{t('search.title')}</DialogTitle>
      <InputBase autoFocus fullWidth value={early} onChange={(event) => setEarly(event.target.value)} placeholder={t('search.placeholder')} inputProps={{ 'aria-label': t('search.title') }} sx={{ px: 3, pb: 2 }} />
    </Dialog>
  );
  return (
    <>
      <Button
        color="inherit" variant="outlined" onClick={() => setOpen(true)} aria-keyshortcuts="Control+K Meta+K" data-testid="search-open"
        startIcon={<SearchIcon />} sx={{ color: 'text.secondary', borderColor: 'divider', textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>{t('search.open')}</Box>
        <Box component="kbd" sx={{ display: { xs: 'none', md: 'inline' }, ml: 1.5, fontFamily: 'inherit', fontSize: '0.75rem', border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5 }}>
          {t('search.shortcut')}
        </Box>
      </Button>
      {open && <Suspense fallback={loading}><SearchPalette initialText={early} screens={screens} onClose={close} /></Suspense>}
    </>
  );
}
