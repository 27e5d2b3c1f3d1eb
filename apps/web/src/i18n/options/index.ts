/**
 * The words of every option the console shows (statuses, key types, selection lists), in one
 * place: English is the contracts' own names, pt-BR in pt-BR.ts, one entry per code. A screen
 * words a code with `t(optionKey(list, code))`; the filter bars word the `selection` lists the same way.
 */
import { OPTION_LISTS, type Option, type OptionCode, type OptionListName } from '@wallet/contracts';
import type { Say, WordKey } from '../word-key';
import { defineWords } from '../words';
import type { OptionWords } from './option-words';

const optionsEnglish = Object.fromEntries(
  Object.entries(OPTION_LISTS).map(([list, { options }]) => [list, Object.fromEntries(options.map(({ code, name }) => [code, name]))]),
) as OptionWords;

/** The option words in English (their pt-BR is `optionsPtBR`, in pt-BR.ts). */
export const optionWords = defineWords(optionsEnglish);

/** The translation key of one option's words. */
// Every list's every code has words (OptionWords), which the type check cannot follow through a generic list.
export const optionKey = <L extends OptionListName>(list: L, code: OptionCode<L>) => `option.${list}.${code}` as WordKey;

/** Whether a list name (a `selection` list a filter reads) has words here; the ISPB participants do not. */
export const isOptionList = (list: string): list is OptionListName => Object.hasOwn(OPTION_LISTS, list);

/** A fixed option list as a filter's choices, worded in the member's language. */
export const wordedOptions = <L extends OptionListName>(t: Say, list: L): Option[] =>
  (OPTION_LISTS[list].codes as readonly OptionCode<L>[]).map((code) => ({ code, name: t(optionKey(list, code)) }));
