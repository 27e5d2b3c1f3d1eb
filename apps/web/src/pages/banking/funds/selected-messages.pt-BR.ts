import type { Translated } from '../../../i18n/words';
import type { fundsSelectedWords as fundsSelectedWordsEnglish } from './selected-messages';

export const fundsSelectedWords: Translated<typeof fundsSelectedWordsEnglish> = {
  release: 'Liberar escolhidos',
  title_one: 'Liberar {{count}} bloqueio',
  title_other: 'Liberar {{count}} bloqueios',
  intro: 'Cada bloqueio é liberado por inteiro: o que ainda retém volta ao saldo disponível da sua conta, com o mesmo motivo.',
  row: 'Bloqueio nº {{id}}: {{amount}} na conta {{account}} ({{owner}})',
  released: 'já liberado: será recusado',
  reasonHelp: 'Guardado em cada bloqueio e no razão',
};
