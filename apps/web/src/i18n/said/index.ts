// Types only: the catalogue itself (and the contracts' words) load in their own chunk.
import { i18n } from '..';
import type { CarriedWords } from './carried-words';

type Catalogue = typeof import('./catalogue');
let catalogue: Catalogue | null = null;
let loading: Promise<Catalogue> | null = null;

/** Loads the message catalogue (both languages), once: the client asks for it with the first answer that carries the server's words. */
export function loadSaid(): Promise<Catalogue> {
  loading ??= import('./catalogue').then((loaded) => (catalogue = loaded));
  return loading;
}

/**
 * What the server said, in the member's language: a sentence of the catalogue when the answer
 * carries its key (`words`), else the server's own `msg` (plain English, as a last resort while
 * the catalogue loads or for a server newer than this console).
 */
export function said(answer: { msg: string; words?: CarriedWords | undefined }): string {
  if (!catalogue || !answer.words) return answer.msg;
  return catalogue.wordIn(i18n.language, answer.words) ?? answer.msg;
}
