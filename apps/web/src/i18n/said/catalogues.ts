import type { Language } from '..';
import type { WordOf } from './catalogue';

/**
 * Where a language's catalogue comes from, each in a chunk of its own: a member's browser fetches
 * their own language's only (English needs no Portuguese module), and another's when they switch to it.
 */
export const catalogueIn = (language: Language): Promise<{ wordOf: WordOf }> =>
  language === 'pt-BR' ? import('./catalogue.pt-BR') : import('./catalogue.en');
