// Loaded on its own, with the first answer that carries the server's words (api/client.ts): a
// cold load that is told nothing fetches none of it.
import { fillTemplate, isMessageKey, MESSAGES, RECORD_KINDS, type ParamFormatters } from '@wallet/contracts/messages';
import type { CarriedWords } from './carried-words';
import { OPTION_LISTS, type OptionListName } from '@wallet/contracts';
import { formatCentavos } from '../../format/money';
import { formatInstant } from '../../format/datetime';
import { optionsPtBR } from '../options/pt-BR';
import { MESSAGES_PT_BR, RECORD_KINDS_PT_BR } from './pt-BR';

const number = (language: string) => (value: number) => value.toLocaleString(language);

/** An option's words in each language, as the screens word it: a sentence never shows a bare code (`hold_release`). */
const optionPtBR = (list: OptionListName, code: string) => (optionsPtBR[list] as Readonly<Record<string, string>>)[code] ?? code;
const optionEnglish = (list: OptionListName, code: string) => OPTION_LISTS[list].options.find((option) => option.code === code)?.name ?? code;

const FORMATTERS: Record<'en' | 'pt-BR', ParamFormatters> = {
  en: { money: formatCentavos, instant: (iso) => formatInstant(iso), number: number('en'), record: (kind) => RECORD_KINDS[kind], option: optionEnglish },
  'pt-BR': {
    money: formatCentavos, instant: (iso) => formatInstant(iso), number: number('pt-BR'), record: (kind) => RECORD_KINDS_PT_BR[kind], option: optionPtBR,
  },
};

/**
 * A catalogue sentence in the language, its parameters written the language's way; null for a key this console does not know.
 * @public (used through the lazily imported module, which knip cannot follow)
 */
export function wordIn(language: string, said: CarriedWords): string | null {
  if (!isMessageKey(said.key)) return null;
  const { params } = said;
  if (language === 'pt-BR') return fillTemplate(MESSAGES_PT_BR[said.key], MESSAGES[said.key].params, params, FORMATTERS['pt-BR']);
  return fillTemplate(MESSAGES[said.key].en, MESSAGES[said.key].params, params, FORMATTERS.en);
}
