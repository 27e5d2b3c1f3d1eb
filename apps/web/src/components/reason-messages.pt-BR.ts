import type { Translated } from '../i18n/words';
import type { reasonFieldWords as reasonFieldWordsEnglish } from './reason-messages';

export const reasonFieldWords: Translated<typeof reasonFieldWordsEnglish> = {
  label: 'Motivo',
  reasonTooShort: 'Escreva pelo menos 3 caracteres',
  reasonTooLong: 'Escreva no máximo 500 caracteres',
};
