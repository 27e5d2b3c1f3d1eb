import type { Language } from '..';
import type { WordOf } from './catalogue';

/**
 * Where each language's catalogue comes from, each in a chunk of its own: a member's browser fetches
 * their own language's only (English needs no Portuguese module), and another's when they switch to it.
 * One `import()` per function: the bundler preloads each import's own chunks (a ternary of two imports
 * would preload one branch's for both).
 */
const CATALOGUES: Record<Language, () => Promise<{ wordOf: WordOf }>> = {
  en: () => import('./catalogue.en'),
  'pt-BR': () => import('./catalogue.pt-BR'),
};

export const catalogueIn = (language: Language): Promise<{ wordOf: WordOf }> => CATALOGUES[language]();
