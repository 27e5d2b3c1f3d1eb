import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import { initI18n } from './i18n';
import { readPreferences } from './theme/preferences';

/**
 * What each of the two documents (the console, `index.html`, and the sign-in page, `login.html`)
 * does first: the member's language, then the app drawn in place of the loader. (The server's
 * messages load with the first answer that carries them: api/client.ts.)
 */
export function boot(app: ReactNode): void {
  initI18n(readPreferences().language);
  document.getElementById('initial-loader')?.remove();
  // Drawn in a transition, which React renders in slices of a few milliseconds: the first screen
  // holds the browser up in short tasks, not one long one.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}
