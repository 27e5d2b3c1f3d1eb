import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { ptBR } from './pt-BR.js';

export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Text direction of a language; every language shipped today is left to right. */
export const directionOf = (language: string): 'ltr' | 'rtl' => (i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr');

export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export { i18n };
