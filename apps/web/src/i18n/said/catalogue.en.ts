// The catalogue in English, loaded on its own (said/index.ts): an English member fetches no Portuguese.
import { MESSAGES, RECORD_KINDS } from '@wallet/contracts/messages';
import { OPTION_LISTS, type OptionListName } from '@wallet/contracts';
import { catalogueOf } from './catalogue';

/** An option's words as the screens word it: a sentence never shows a bare code (`hold_release`). */
const optionEnglish = (list: OptionListName, code: string) => OPTION_LISTS[list].options.find((option) => option.code === code)?.name ?? code;

/**
 * A catalogue sentence in English, its parameters written the English way.
 * @public (used through the lazily imported module, which knip cannot follow)
 */
export const wordOf = catalogueOf((key) => MESSAGES[key].en, {
  number: (value) => value.toLocaleString('en'),
  record: (kind) => RECORD_KINDS[kind],
  option: optionEnglish,
});
