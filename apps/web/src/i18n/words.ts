import type { Widen } from './en.js';

/**
 * One catalogue of words (`t('<namespace>.…')`) in every language the console speaks: English as
 * written, and each other language with exactly the English keys (a key missing or extra in
 * pt-BR fails the type check).
 */
export interface Words<T extends object = object> {
  en: T;
  'pt-BR': Widen<T>;
}

/** Catalogues by their namespace: what an area's `words.ts` hands the router. */
export type WordsByNamespace = Record<string, Words>;

/** A catalogue, its English kept as written so that the other languages are checked against it. */
export const defineWords = <const T extends object>(words: { en: T; 'pt-BR': Widen<T> }): Words<T> => words;
