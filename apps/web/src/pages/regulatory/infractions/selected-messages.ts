import { defineWords } from '../../../i18n/words';

export const infractionsSelectedWords = defineWords({
  en: {
    acknowledge: 'Acknowledge chosen',
    title_one: 'Acknowledge {{count}} report',
    title_other: 'Acknowledge {{count}} reports',
    intro: 'Each report is acknowledged at the DICT on its own: its 7 days of analysis go on, and you close it with your analysis later.',
    row: 'Report {{id}} on {{endToEndId}}',
    ours: 'made by us: will be refused',
    notOpen: 'not open: will be refused',
  },
  'pt-BR': {
    acknowledge: 'Confirmar recebimento dos escolhidos',
    title_one: 'Confirmar recebimento de {{count}} notificação',
    title_other: 'Confirmar recebimento de {{count}} notificações',
    intro: 'O recebimento de cada notificação é confirmado no DICT separadamente: os 7 dias de análise continuam, e você a encerra depois com sua análise.',
    row: 'Notificação {{id}} sobre {{endToEndId}}',
    ours: 'feita por nós: será recusada',
    notOpen: 'não está aberta: será recusada',
  },
});
