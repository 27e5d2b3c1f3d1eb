import type { Translated } from '../../../i18n/words';
import type { infractionsSelectedWords as infractionsSelectedWordsEnglish } from './selected-messages';

export const infractionsSelectedWords: Translated<typeof infractionsSelectedWordsEnglish> = {
  acknowledge: 'Confirmar recebimento dos escolhidos',
  title_one: 'Confirmar recebimento de {{count}} notificação',
  title_other: 'Confirmar recebimento de {{count}} notificações',
  intro: 'O recebimento de cada notificação é confirmado no DICT separadamente: os 7 dias de análise continuam, e você a encerra depois com sua análise.',
  row: 'Notificação {{id}} sobre {{endToEndId}}',
  ours: 'feita por nós: será recusada',
  notOpen: 'não está aberta: será recusada',
};
