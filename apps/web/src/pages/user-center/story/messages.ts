import { defineWords } from '../../../i18n/words';

/** Words of a customer's story on their detail page (`t('story.…')`). */
const en = {
  seeAll_one: 'See the 1 in {{screen}}',
  seeAll_other: 'See all {{total}} in {{screen}}',
  open: 'Open {{screen}}',
  loadError: 'This part could not be loaded: {{message}}',
  noAccess: 'Your role may not see this part: it needs the permission "{{permission}}"',
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
  trades: { heading: 'Transactions', empty: 'No transactions in this period', period: 'Period', trade: 'Trade', type: 'Type', status: 'Status', amount: 'Amount', created: 'Created' },
  med: {
    heading: 'MED cases', empty: 'No MED case about their transactions', open_one: '{{count}} case open', open_other: '{{count}} cases open', none: 'No case open',
    flag_one: '{{count}} open MED case', flag_other: '{{count}} open MED cases',
    case: 'Case', openCase: 'Open case {{id}}', side: 'Side', status: 'Status', amount: 'Amount', deadline: 'Next deadline',
  },
  claims: {
    heading: 'DICT claims on their keys', empty: 'No portability or ownership claim on their Pix keys',
    claim: 'Claim', openClaim: 'Open claim {{id}}', key: 'Key', type: 'Type', role: 'Our side', status: 'Status', deadline: 'Deadline',
  },
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
    noAccess: 'O seu perfil não pode ver esta parte: ela precisa da permissão "{{permission}}"',
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
    trades: { heading: 'Transações', empty: 'Nenhuma transação neste período', period: 'Período', trade: 'Transação', type: 'Tipo', status: 'Situação', amount: 'Valor', created: 'Criada em' },
    med: {
      heading: 'Casos do MED', empty: 'Nenhum caso do MED sobre suas transações', open_one: '{{count}} caso aberto', open_other: '{{count}} casos abertos', none: 'Nenhum caso aberto',
      flag_one: '{{count}} caso do MED aberto', flag_other: '{{count}} casos do MED abertos',
      case: 'Caso', openCase: 'Abrir caso {{id}}', side: 'Lado', status: 'Situação', amount: 'Valor', deadline: 'Próximo prazo',
    },
    claims: {
      heading: 'Reivindicações no DICT sobre suas chaves', empty: 'Nenhuma portabilidade ou reivindicação de posse sobre suas chaves Pix',
      claim: 'Reivindicação', openClaim: 'Abrir reivindicação {{id}}', key: 'Chave', type: 'Tipo', role: 'Nosso lado', status: 'Situação', deadline: 'Prazo',
    },
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
