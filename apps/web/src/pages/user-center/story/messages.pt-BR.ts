import type { Translated } from '../../../i18n/words';
import type { storyWords as storyWordsEnglish } from './messages';

export const storyWords: Translated<typeof storyWordsEnglish> = {
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
};
