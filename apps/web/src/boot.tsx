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
 * does first: the member's language (its words alone), then the app drawn in place of the loader. (The server's
 * messages load with the first answer that carries them: api/client.ts.)
 */
export function boot(app: ReactNode): void {
  const { language } = readPreferences();
  // Drawn once the sign-in page's words are in the member's language (at once in English; pt-BR's load first).
  void initI18n(language).loadLanguages(language).then(() => {
    document.getElementById('initial-loader')?.remove();
    // Drawn in a transition, which React renders in slices of a few milliseconds: the first screen
    // holds the browser up in short tasks, not one long one.
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
  });
}
