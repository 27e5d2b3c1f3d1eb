import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fillTemplate } from '@wallet/contracts/messages';
import { isNoteKey, NOTES } from '@wallet/contracts/notes';
import type { OptionCode, OptionListName } from '@wallet/contracts';
import { formatCentavos } from '../../format/money';
import { formatInstant } from '../../format/datetime';
import { optionKey } from '../options';
import type { Say } from '../word-key';
import { NOTES_PT_BR } from './notes-pt-BR';

/** A record's text as the API answers it: a member's own words, or a note the server wrote (`StatedText`). */
export type StatedValue = string | { key: string; params: Readonly<Record<string, string | number>> };

/**
 * A record's text in the language: a note worded from the catalogue, its amounts as money and its
 * codes as the screens word them; a member's words as they typed them. A note of a key this console
 * does not know (a newer server) shows its key.
 */
export function statedIn(language: string, t: Say, value: StatedValue): string {
  if (typeof value === 'string') return value;
  if (!isNoteKey(value.key)) return value.key;
  const template = language === 'pt-BR' ? NOTES_PT_BR[value.key] : NOTES[value.key].en;
  return fillTemplate(template, NOTES[value.key].params, value.params, {
    money: formatCentavos,
    instant: (iso) => formatInstant(iso),
    number: (n) => n.toLocaleString(language),
    record: (kind) => kind,
    option: (list: OptionListName, code: string) => t(optionKey(list, code as OptionCode<typeof list>)),
  });
}

/** `statedIn` in the member's language, for a screen: a missing text reads as a dash. */
export function useStated() {
  const { t, i18n } = useTranslation();
  return useCallback((value: StatedValue | null | undefined) => (value == null ? '—' : statedIn(i18n.language, t, value)), [t, i18n.language]);
}
