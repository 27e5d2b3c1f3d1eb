import type { Widen } from './en.js';

/**
 * One catalogue of words (`t('<namespace>.…')`), in English as written: each other language has
 * it in a file of its own beside it (`messages.pt-BR.ts` beside `messages.ts`), typed
 * `Translated<typeof …>`, so that a member's browser fetches their language's words only, and a
 * key missing or extra in pt-BR fails the type check.
 */
export const defineWords = <const T extends object>(en: T): T => en;

/** A catalogue in another language than English: exactly the English keys. */
export type Translated<T> = Widen<T>;

/** Catalogues by their namespace, in one language: what an area's `words.ts` (and `words.pt-BR.ts`) hands the router. */
export type WordsByNamespace = Record<string, object>;

/** The same catalogues in another language: every namespace of the English, with exactly its keys. */
export type TranslatedWords<W> = { [N in keyof W]: Translated<W[N]> };
