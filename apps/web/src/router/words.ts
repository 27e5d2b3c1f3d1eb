import { addWords, type Language } from '../i18n';
import type { WordsByNamespace } from '../i18n/words';
import type { AreaName } from './areas';
import { screenTitleWords } from './screen-titles';

type WordsModule = { default: WordsByNamespace };

/**
 * Each area's words (`pages/<area>/words.ts`, and `words.pt-BR.ts` beside it), loaded with its
 * first page in the member's language only; an area without words says only the console's.
 */
const AREA_WORDS: Record<Language, Record<string, () => Promise<WordsModule>>> = {
  en: import.meta.glob<WordsModule>('../pages/*/words.ts'),
  'pt-BR': import.meta.glob<WordsModule>('../pages/*/words.pt-BR.ts'),
};
const areaWordsFile = (area: string, language: Language) => `../pages/${area}/${language === 'en' ? 'words.ts' : `words.${language}.ts`}`;

/** The words of the components every area draws and of the signed-in frame, in each language. */
const CONSOLE_WORDS: Record<Language, () => Promise<WordsModule[]>> = {
  en: () => Promise.all([import('../components/words'), import('../layouts/words')]),
  'pt-BR': () => Promise.all([import('../components/words.pt-BR'), import('../layouts/words.pt-BR')]),
};

const merged = (modules: WordsModule[]): WordsByNamespace => Object.assign({}, ...modules.map((module) => module.default));

const loaded = new Map<string, Promise<void>>();

/** Adds a source of words once. */
function once(key: string, add: () => Promise<void>): Promise<void> {
  let loading = loaded.get(key);
  if (!loading) {
    loading = add();
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * The words every screen may say: the screens' titles (from the manifests, at once), the words of
 * the components every area draws and of the signed-in frame. The router awaits them with every
 * page, the signed-in layout with its code.
 */
export function loadConsoleWords(): Promise<void> {
  return once('console', () =>
    Promise.all([addWords(screenTitleWords), addWords((language) => CONSOLE_WORDS[language]().then(merged))]).then(() => undefined));
}

/** An area's words, which the router awaits with its page. */
export function loadAreaWords(area: AreaName): Promise<void> {
  if (!AREA_WORDS.en[areaWordsFile(area, 'en')]) return Promise.resolve();
  return once(area, () => addWords((language) => AREA_WORDS[language][areaWordsFile(area, language)]!().then((module) => module.default)));
}

/**
 * What loads a module that says an area's words outside the area's screens (a dialog the
 * signed-in frame opens on any screen), with those words.
 */
export function withAreaWords<M>(area: AreaName, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadAreaWords(area)]).then(([module]) => module);
}

/** Every word of the console, every area's: for tests that draw a page without the router. */
export const loadEveryWord = () => Promise.all([loadConsoleWords(), ...Object.keys(AREA_WORDS.en).map((file) => loadAreaWords(file.split('/')[2] as AreaName))]);
