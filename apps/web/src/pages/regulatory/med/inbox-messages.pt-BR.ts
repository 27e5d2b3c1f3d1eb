import type { Translated } from '../../../i18n/words';
import type { medInboxWords as medInboxWordsEnglish } from './inbox-messages';

export const medInboxWords: Translated<typeof medInboxWordsEnglish> = {
  empty: 'Nenhum caso do MED corresponde a estes filtros.',
  sync: 'Sincronizar agora',
  openCase: 'Abrir caso',
  scope: { customer: 'Só os casos do cliente #{{id}}', all: 'Mostrar todos os casos' },
  views: {
    label: 'Visões rápidas',
    counted: '{{view}} ({{count}})',
    all: 'Todos',
    open: 'Novos e abertos',
    due_today: 'Vencem hoje',
    overdue: 'Vencidos',
    mine: 'Meus',
  },
  filters: {
    status: 'Situação',
    due: 'Prazo',
    side: 'Lado',
    origin: 'Origem',
    keyword: 'Pix ou cliente',
    keywordHint: 'End-to-end, nº da transação ou nome',
  },
  columns: {
    case: 'Caso',
    openCase: 'Abrir o caso {{id}}',
    pix: 'Pix (end-to-end, transação)',
    endToEndId: 'End-to-end id',
    side: 'Lado',
    origin: 'Origem',
    customer: 'Cliente',
    amount: 'Valor',
    counterparty: 'Outro participante',
    nextDeadline: 'Próximo prazo',
    assignedTo: 'Responsável',
    status: 'Situação',
    tradeNo: 'Nº da transação',
  },
  sideShort: { payer: 'Pedimos', receiver: 'Somos demandados' },
};
