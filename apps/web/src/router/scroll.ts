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
