import { useEffect } from 'react';

/**
 * Opens another document at `path` in place of this one (the sign-in page is a document of its
 * own, `login.html`, without the console's router): the specification's "full page load".
 */
export function loadPage(path: string): void {
  window.location.replace(path);
}

/** Draws nothing, and opens the document at `to` in place of this one. */
export function FullLoad({ to }: { to: string }) {
  useEffect(() => loadPage(to), [to]);
  return null;
}
