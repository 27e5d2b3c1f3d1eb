import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';

export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Text direction of a language; every language shipped today is left to right. */
export const directionOf = (language: string): 'ltr' | 'rtl' => (i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr');

/** Where some catalogues come from, in the language asked for: at once, or by loading that language's module. */
export type WordsIn = (language: Language) => Words | Promise<Words>;
/** Words by their keys' first part: an area's catalogues by namespace, or the sign-in page's. */
type Words = object;

/** The sign-in page's own words: English is in the page's code, pt-BR loads for a member who reads it. */
const signInWords: WordsIn = (language) => (language === 'en' ? en : import('./pt-BR.js').then(({ ptBR }) => ptBR));

/** Every source of words added so far, the sign-in page's first. */
const sources: WordsIn[] = [signInWords];
/** The languages whose words have been asked for (the member's, and one they switched to): a source added later loads in each. */
const languagesIn = new Set<Language>();

const merged = (bundles: Words[]): Words => Object.assign({}, ...bundles);

/**
 * i18next's backend: the first time a language is shown, every source's words in that language.
 * A member's browser so fetches their language's words only, and another language's when they
 * switch to it (`changeLanguage` waits for them).
 */
const everySource: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    languagesIn.add(language);
    const bundles = sources.map((source) => source(language));
    if (bundles.every((bundle) => !(bundle instanceof Promise))) return callback(null, merged(bundles as Words[]));
    Promise.all(bundles).then((loaded) => callback(null, merged(loaded)), (error: Error) => callback(error, false));
  },
};

/**
 * Adds catalogues beside the sign-in page's own (en.ts), in every language shown so far (usually
 * the member's only): the router adds an area's before its page draws, and the console's (the
 * screens' titles, the shared components' and the signed-in frame's) before any of them, so that
 * the sign-in page carries no screen's text.
 */
export async function addWords(source: WordsIn): Promise<void> {
  sources.push(source);
  await Promise.all([...languagesIn].map(async (language) => {
    i18n.addResourceBundle(language, 'translation', await source(language), true, true);
  }));
}

/**
 * Sets i18next up in the member's language (once). Its words are in at once for English; for
 * another, `i18n.loadLanguages(language)` says when.
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized && !i18n.isInitializing) {
    void i18n.use(everySource).use(initReactI18next).init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      // Every language has every word (the type check holds pt-BR to the English keys), so none
      // loads another's to fall back on.
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export { i18n };
