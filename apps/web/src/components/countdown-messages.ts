import { defineWords } from '../i18n/words';

/** Words of the deadline countdowns (`t('countdown.…')`). */
const en = {
  left: '{{time}} left',
  overdue: 'Overdue by {{time}}',
  met: 'Met',
  hours: '{{hours}} h',
  daysHours: '{{days}} d {{hours}} h',
};

export const countdownWords = defineWords(en);
