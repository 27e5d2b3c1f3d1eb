import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { ptBR } from './pt-BR.js';
import type { Widen } from './en.js';

export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Text direction of a language; every language shipped today is left to right. */
export const directionOf = (language: string): 'ltr' | 'rtl' => (i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr');

/** Words of screen areas registered so far, by language and area. */
const areaMessages: Record<Language, Record<string, object>> = { en: {}, 'pt-BR': {} };

/**
 * Adds the words of one screen area (`bankAccounts`, `funds`...) when its pages' code loads, so
 * the sign-in page does not carry every screen's text. Every language has exactly the English keys.
 */
export function registerAreaMessages<T extends object>(area: string, messages: { en: T; 'pt-BR': Widen<T> }) {
  for (const language of LANGUAGES) {
    areaMessages[language][area] = messages[language];
    if (i18n.isInitialized) i18n.addResourceBundle(language, 'translation', { [area]: messages[language] }, true, true);
  }
}

export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {
        en: { translation: { ...en, ...areaMessages.en } },
        'pt-BR': { translation: { ...ptBR, ...areaMessages['pt-BR'] } },
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
