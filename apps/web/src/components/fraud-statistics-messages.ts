import { defineWords } from '../i18n/words';

/** Words of the DICT's fraud statistics of a key and its owner (`t('fraudStatistics.…')`), wherever a key is shown with them. */
export const fraudStatisticsWords = defineWords({
  en: {
    heading: 'DICT fraud statistics',
    on: { key: 'Key', owner: 'Owner' },
    markers: 'Active fraud markers',
    counter: { settlements: 'Settlements', reported_frauds: 'Reported frauds', confirmed_frauds: 'Confirmed frauds', rejected: 'Rejected' },
    window: { d3: '3 days', d30: '30 days', m6: '6 months' },
    marked: 'Marked for fraud',
    clean: 'No active fraud marker',
  },
  'pt-BR': {
    heading: 'Estatísticas de fraude do DICT',
    on: { key: 'Chave', owner: 'Titular' },
    markers: 'Marcações de fraude ativas',
    counter: { settlements: 'Liquidações', reported_frauds: 'Fraudes notificadas', confirmed_frauds: 'Fraudes confirmadas', rejected: 'Rejeitadas' },
    window: { d3: '3 dias', d30: '30 dias', m6: '6 meses' },
    marked: 'Marcado por fraude',
    clean: 'Nenhuma marcação de fraude ativa',
  },
});
