import { defineWords } from '../../../i18n/words';

/** Words of a customer's story on their detail page (`t('story.…')`). */
const en = {
  seeAll_one: 'See the 1 in {{screen}}',
  seeAll_other: 'See all {{total}} in {{screen}}',
  open: 'Open {{screen}}',
  loadError: 'This part could not be loaded: {{message}}',
  accounts: { heading: 'Bank accounts and balances', empty: 'No bank accounts yet', account: 'Account', status: 'Status', available: 'Available', held: 'Held' },
  keys: { heading: 'Pix keys', empty: 'No Pix keys yet', type: 'Type', key: 'Key', status: 'Status', account: 'Account' },
  limits: {
    heading: 'Pix limits', empty: 'The default limits apply: none was changed', type: 'Type', period: 'Period', amount: 'In force', pending: 'Pending increase',
    usage: {
      heading: '{{type}} in the period now running', period: 'Period', since: 'Began', used: 'Used', limit: 'In force', left: 'Left',
      bar: 'Share of the limit used', percent: '{{percent}}% used',
    },
  },
  freezes: { heading: 'Freezes and holds', empty: 'No money was ever frozen on these accounts', account: 'Account', status: 'Status', amount: 'Frozen', held: 'Still held', reason: 'Reason', created: 'Frozen at' },
  trades: { heading: 'Transactions of the last 7 days', empty: 'No transactions in the last 7 days', trade: 'Trade', type: 'Type', status: 'Status', amount: 'Amount', created: 'Created' },
  infractions: {
    heading: 'Infraction reports about their transactions', empty: 'No infraction reports about their transactions',
    endToEndId: 'End-to-end id', type: 'Type', status: 'Status', amount: 'Amount', reported: 'Reported', deadline: 'Analysis due',
  },
  audit: { heading: 'What staff did', empty: 'Nothing recorded yet', at: 'When', actor: 'Who', action: 'Action', result: 'Result' },
  fraud: {
    heading: 'Fraud', markers: 'Fraud markers', noMarkers: 'No fraud marker of ours names this customer', keys: 'DICT fraud statistics of their live keys', noKeys: 'No live Pix key',
    flagged_one: 'Marked for fraud: {{count}} active marker', flagged_other: 'Marked for fraud: {{count}} active markers',
    keyFlagged: 'The DICT shows a fraud marker on one of their keys or on them', flag: 'Marked for fraud', flagDict: 'Marked at the DICT',
    kind: 'Kind', subject: 'Marked', case: 'MED case', status: 'Status', created: 'Set', key: '{{type}} key {{key}}',
  },
};

export const storyWords = defineWords({
  en,
  'pt-BR': {
    seeAll_one: 'Ver o único em {{screen}}',
    seeAll_other: 'Ver todos os {{total}} em {{screen}}',
    open: 'Abrir {{screen}}',
    loadError: 'Não foi possível carregar esta parte: {{message}}',
    accounts: { heading: 'Contas bancárias e saldos', empty: 'Nenhuma conta bancária até agora', account: 'Conta', status: 'Situação', available: 'Disponível', held: 'Bloqueado' },
    keys: { heading: 'Chaves Pix', empty: 'Nenhuma chave Pix até agora', type: 'Tipo', key: 'Chave', status: 'Situação', account: 'Conta' },
    limits: {
      heading: 'Limites Pix', empty: 'Valem os limites padrão: nenhum foi alterado', type: 'Tipo', period: 'Período', amount: 'Em vigor', pending: 'Aumento pendente',
      usage: {
        heading: '{{type}} no período atual', period: 'Período', since: 'Início', used: 'Utilizado', limit: 'Em vigor', left: 'Disponível',
        bar: 'Parte do limite utilizada', percent: '{{percent}}% utilizado',
      },
    },
    freezes: { heading: 'Bloqueios de saldo', empty: 'Nunca houve saldo bloqueado nestas contas', account: 'Conta', status: 'Situação', amount: 'Bloqueado', held: 'Ainda bloqueado', reason: 'Motivo', created: 'Bloqueado em' },
    trades: { heading: 'Transações dos últimos 7 dias', empty: 'Nenhuma transação nos últimos 7 dias', trade: 'Transação', type: 'Tipo', status: 'Situação', amount: 'Valor', created: 'Criada em' },
    infractions: {
      heading: 'Notificações de infração sobre suas transações', empty: 'Nenhuma notificação de infração sobre suas transações',
      endToEndId: 'End-to-end id', type: 'Tipo', status: 'Situação', amount: 'Valor', reported: 'Notificada em', deadline: 'Prazo da análise',
    },
    audit: { heading: 'O que a equipe fez', empty: 'Nada registrado até agora', at: 'Quando', actor: 'Quem', action: 'Ação', result: 'Resultado' },
    fraud: {
      heading: 'Fraude', markers: 'Marcações de fraude', noMarkers: 'Nenhuma marcação de fraude nossa cita este cliente', keys: 'Estatísticas de fraude do DICT das chaves ativas', noKeys: 'Nenhuma chave Pix ativa',
      flagged_one: 'Marcado por fraude: {{count}} marcação ativa', flagged_other: 'Marcado por fraude: {{count}} marcações ativas',
      keyFlagged: 'O DICT mostra uma marcação de fraude em uma das chaves ou no próprio cliente', flag: 'Marcado por fraude', flagDict: 'Marcado no DICT',
      kind: 'Tipo', subject: 'Marcado', case: 'Caso do MED', status: 'Situação', created: 'Criada', key: 'Chave {{type}} {{key}}',
    },
  },
});
