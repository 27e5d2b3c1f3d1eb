import type { ParseKeys, TFunction } from 'i18next';

// The keys are read from the type of every word (typed-words.ts), through i18next's own types.

/** A word's key: what `t` may be asked for. */
export type WordKey = ParseKeys<'translation'>;

/** The rest of each key under a prefix: `KeyUnder<'dashboard.details'>` is `'held' | 'fees' | …`. */
export type KeyUnder<P extends string> = WordKey extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

/** Whether a key built from what the server sent (a failure's code) has words. */
export const isWordKey = (i18n: { exists(key: string): boolean }, key: string): key is WordKey => i18n.exists(key);

/** What words a function is handed to say (a component's `t`, or the i18n's). */
export type Say = TFunction<'translation'>;
