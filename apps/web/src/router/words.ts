import { addWords } from '../i18n';
import type { WordsByNamespace } from '../i18n/words';
import type { AreaName } from './areas';
import { screenTitleWords } from './screen-titles';

type WordsModule = { default: WordsByNamespace };

/** Each area's words (`pages/<area>/words.ts`), loaded with its first page; an area without words says only the console's. */
const AREA_WORDS = import.meta.glob<WordsModule>('../pages/*/words.ts');

const loaded = new Map<string, Promise<void>>();

/** Loads a module of words once, and adds them. */
function once(key: string, load: () => Promise<WordsModule[]>): Promise<void> {
  let loading = loaded.get(key);
  if (!loading) {
    loading = load().then((modules) => modules.forEach((module) => addWords(module.default)));
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
  return once('console', () => {
    addWords(screenTitleWords);
    return Promise.all([import('../components/words'), import('../layouts/words')]);
  });
}

/** An area's words, which the router awaits with its page. */
export function loadAreaWords(area: AreaName): Promise<void> {
  const words = AREA_WORDS[`../pages/${area}/words.ts`];
  return words ? once(area, () => words().then((module) => [module])) : Promise.resolve();
}

/**
 * What loads a module that says an area's words outside the area's screens (a dialog the
 * signed-in frame opens on any screen), with those words.
 */
export function withAreaWords<M>(area: AreaName, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadAreaWords(area)]).then(([module]) => module);
}

/** Every word of the console, every area's: for tests that draw a page without the router. */
export const loadEveryWord = () => Promise.all([loadConsoleWords(), ...(Object.keys(AREA_WORDS) as string[]).map((file) => loadAreaWords(file.split('/')[2] as AreaName))]);
