// The catalogue in Brazilian Portuguese, loaded on its own (said/index.ts) for a member who reads it,
// with the option words its sentences name.
import type { OptionListName } from '@wallet/contracts';
import { optionsPtBR } from '../options/pt-BR';
import { catalogueOf } from './catalogue';
import { MESSAGES_PT_BR, RECORD_KINDS_PT_BR } from './pt-BR';

/** An option's words as the screens word it: a sentence never shows a bare code (`hold_release`). */
const optionPtBR = (list: OptionListName, code: string) => (optionsPtBR[list] as Readonly<Record<string, string>>)[code] ?? code;

/**
 * A catalogue sentence in Brazilian Portuguese, its parameters written the Brazilian way.
 * @public (used through the lazily imported module, which knip cannot follow)
 */
export const wordOf = catalogueOf((key) => MESSAGES_PT_BR[key], {
  number: (value) => value.toLocaleString('pt-BR'),
  record: (kind) => RECORD_KINDS_PT_BR[kind],
  option: optionPtBR,
});
