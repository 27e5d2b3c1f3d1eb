import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { ptBR } from './pt-BR.js';
import type { WordsByNamespace } from './words';

export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Text direction of a language; every language shipped today is left to right. */
export const directionOf = (language: string): 'ltr' | 'rtl' => (i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr');

/** The catalogues added so far, by language and namespace (for an i18n set up after them). */
const addedWords: Record<Language, Record<string, object>> = { en: {}, 'pt-BR': {} };

/**
 * Adds catalogues beside the sign-in page's own (en.ts): the router adds an area's before its
 * page draws, and the console's (the screens' titles, the shared components' and the signed-in
 * frame's) before any of them, so that the sign-in page carries no screen's text.
 */
export function addWords(words: WordsByNamespace) {
  for (const language of LANGUAGES) {
    const bundle = Object.fromEntries(Object.entries(words).map(([namespace, catalogue]) => [namespace, catalogue[language]]));
    Object.assign(addedWords[language], bundle);
    if (i18n.isInitialized) i18n.addResourceBundle(language, 'translation', bundle, true, true);
  }
}

export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {
        en: { translation: { ...en, ...addedWords.en } },
        'pt-BR': { translation: { ...ptBR, ...addedWords['pt-BR'] } },
      },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export { i18n };
