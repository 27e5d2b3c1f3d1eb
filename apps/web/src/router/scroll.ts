import { useEffect, useRef } from 'react';
import { HASH_SCROLL_OFFSET_PX } from '../config';

/** A hash anchor is scrolled to smoothly, 60 px below the top; any other page starts at the top. */
export function scrollForLocation(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (target) {
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: 'smooth' });
  } else {
    window.scrollTo({ top: 0 });
  }
}

/**
 * Scrolls for each new address (scrollForLocation). The document's first address without an
 * anchor is left alone: a page opens at its top, and scrolling there as it first drew forced the
 * browser to lay out the whole page then and there, 30 ms of every first load.
 */
export function useScrollForLocation(location: { pathname: string; hash: string }): void {
  const opened = useRef(false);
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    if (first && !location.hash) return;
    scrollForLocation(location.hash);
  }, [location.pathname, location.hash]);
}
