import type { Translated } from '../i18n/words';
import type { countdownWords as countdownWordsEnglish } from './countdown-messages';

export const countdownWords: Translated<typeof countdownWordsEnglish> = {
  left: 'Faltam {{time}}',
  overdue: 'Vencido há {{time}}',
  met: 'Cumprido',
  hours: '{{hours}} h',
  daysHours: '{{days}} d {{hours}} h',
};
