import { defineWords } from '../i18n/words';

/** Words of the reason field that every money, key and limit change asks for (`t('reasonField.…')`). */
const en = {
  label: 'Reason',
  reasonTooShort: 'Write at least 3 characters',
  reasonTooLong: 'Write at most 500 characters',
};

export const reasonFieldWords = defineWords(en);
