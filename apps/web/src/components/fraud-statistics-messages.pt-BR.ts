import type { Translated } from '../i18n/words';
import type { fraudStatisticsWords as fraudStatisticsWordsEnglish } from './fraud-statistics-messages';

export const fraudStatisticsWords: Translated<typeof fraudStatisticsWordsEnglish> = {
  heading: 'Estatísticas de fraude do DICT',
  on: { key: 'Chave', owner: 'Titular' },
  markers: 'Marcações de fraude ativas',
  counter: { settlements: 'Liquidações', reported_frauds: 'Fraudes notificadas', confirmed_frauds: 'Fraudes confirmadas', rejected: 'Rejeitadas' },
  window: { d3: '3 dias', d30: '30 dias', m6: '6 meses' },
  marked: 'Marcado por fraude',
  clean: 'Nenhuma marcação de fraude ativa',
};
