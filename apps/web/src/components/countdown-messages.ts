import { defineWords } from '../i18n/words';

/** Words of the deadline countdowns (`t('countdown.…')`). */
const en = {
  left: '{{time}} left',
  overdue: 'Overdue by {{time}}',
  met: 'Met',
  hours: '{{hours}} h',
  daysHours: '{{days}} d {{hours}} h',
};

export const countdownWords = defineWords({
  en,
  'pt-BR': {
    left: 'Faltam {{time}}',
    overdue: 'Vencido há {{time}}',
    met: 'Cumprido',
    hours: '{{hours}} h',
    daysHours: '{{days}} d {{hours}} h',
  },
});
