// What the two languages' catalogues (catalogue.en.ts, catalogue.pt-BR.ts) share. Each loads on its
// own, so that a member fetches their own language's sentences only.
import { fillTemplate, isMessageKey, MESSAGES, type MessageKey, type ParamFormatters } from '@wallet/contracts/messages';
import { formatCentavos } from '../../format/money';
import { formatInstant } from '../../format/datetime';
import type { CarriedWords } from './carried-words';

/** A language's catalogue: the sentence of a key in that language, or null for a key this console does not know. */
export type WordOf = (said: CarriedWords) => string | null;

/** How a language writes what differs between languages; amounts and instants read the same in both. */
type LanguageFormatters = Pick<ParamFormatters, 'number' | 'record' | 'option'>;

/**
 * A language's catalogue from its sentences. The parameters' kinds come from the contracts'
 * English MESSAGES, which every language needs (the Portuguese sentences declare none of their own).
 */
export function catalogueOf(sentence: (key: MessageKey) => string, formatters: LanguageFormatters): WordOf {
  const format: ParamFormatters = { money: formatCentavos, instant: (iso) => formatInstant(iso), ...formatters };
  return (said) => (isMessageKey(said.key) ? fillTemplate(sentence(said.key), MESSAGES[said.key].params, said.params, format) : null);
}
