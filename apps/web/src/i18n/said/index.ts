// Types only here: each language's catalogue (and the contracts' words) loads in a chunk of its own (catalogues.ts).
import { addWords, i18n, isLanguage, type Language } from '..';
import type { CarriedWords } from './carried-words';
import type { WordOf } from './catalogue';
import { catalogueIn } from './catalogues';

/** The catalogues loaded so far, by language. */
const loaded = new Map<Language, WordOf>();
const loading = new Map<Language, Promise<void>>();

/**
 * Loads a language's catalogue, once. One that fails to load is asked for again next time, and
 * meanwhile `said` answers the server's own `msg`: a missing sentence holds no language change up.
 */
function loadIn(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = catalogueIn(language).then(
      ({ wordOf }) => void loaded.set(language, wordOf),
      () => void loading.delete(language),
    );
    loading.set(language, load);
  }
  return load;
}

let added: Promise<void> | null = null;

/**
 * Loads the message catalogue in the member's language, once: the client asks for it with the first
 * answer that carries the server's words. From then on it is a source of words (`addWords`) that
 * adds none to i18next: a language the member switches to waits for its catalogue as for its other
 * words, so the screens and `said` change language together.
 */
export async function loadSaid(): Promise<void> {
  added ??= addWords(async (language) => {
    await loadIn(language);
    return {};
  });
  await added;
  // The member's language's once more, should it have failed to load (a dropped connection): one loaded answers at once.
  if (isLanguage(i18n.language)) await loadIn(i18n.language);
}

/**
 * What the server said, in the member's language: a sentence of the catalogue when the answer
 * carries its key (`words`), else the server's own `msg` (plain English, as a last resort while
 * the catalogue loads or for a server newer than this console).
 */
export function said(answer: { msg: string; words?: CarriedWords | undefined }): string {
  const wordOf = isLanguage(i18n.language) ? loaded.get(i18n.language) : undefined;
  if (!wordOf || !answer.words) return answer.msg;
  return wordOf(answer.words) ?? answer.msg;
}
