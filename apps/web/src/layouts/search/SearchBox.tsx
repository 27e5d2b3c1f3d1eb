import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

// The dialog and cmdk load the first time the box opens, not with every page.
const SearchPalette = lazy(() => import('./SearchPalette'));

/** Opens the search dialog from Ctrl+K (⌘K on a Mac) anywhere in the console. */
const opensSearch = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The top bar's search button, and the Ctrl+K shortcut that opens the same dialog. */
export function SearchBox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
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
      {open && <Suspense fallback={null}><SearchPalette onClose={() => setOpen(false)} /></Suspense>}
    </>
  );
}
