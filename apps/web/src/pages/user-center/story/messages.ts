import { registerAreaMessages } from '../../../i18n';

/** Words of a customer's story on their detail page (`t('story.…')`). */
const en = {
  seeAll_one: 'See the 1 in {{screen}}',
  seeAll_other: 'See all {{total}} in {{screen}}',
  open: 'Open {{screen}}',
  loadError: 'This part could not be loaded: {{message}}',
  accounts: { heading: 'Bank accounts and balances', empty: 'No bank accounts yet', account: 'Account', status: 'Status', available: 'Available', held: 'Held' },
  keys: { heading: 'Pix keys', empty: 'No Pix keys yet', type: 'Type', key: 'Key', status: 'Status', account: 'Account' },
  limits: { heading: 'Pix limits', empty: 'The default limits apply: none was changed', type: 'Type', period: 'Period', amount: 'In force', pending: 'Pending increase' },
  trades: { heading: 'Transactions of the last 7 days', empty: 'No transactions in the last 7 days', trade: 'Trade', type: 'Type', status: 'Status', amount: 'Amount', created: 'Created' },
  audit: { heading: 'What staff did', empty: 'Nothing recorded yet', at: 'When', actor: 'Who', action: 'Action', result: 'Result' },
};

registerAreaMessages('story', {
  en,
  'pt-BR': {
    seeAll_one: 'Ver o único em {{screen}}',
    seeAll_other: 'Ver todos os {{total}} em {{screen}}',
    open: 'Abrir {{screen}}',
    loadError: 'Não foi possível carregar esta parte: {{message}}',
    accounts: { heading: 'Contas bancárias e saldos', empty: 'Nenhuma conta bancária até agora', account: 'Conta', status: 'Situação', available: 'Disponível', held: 'Bloqueado' },
    keys: { heading: 'Chaves Pix', empty: 'Nenhuma chave Pix até agora', type: 'Tipo', key: 'Chave', status: 'Situação', account: 'Conta' },
    limits: { heading: 'Limites Pix', empty: 'Valem os limites padrão: nenhum foi alterado', type: 'Tipo', period: 'Período', amount: 'Em vigor', pending: 'Aumento pendente' },
    trades: { heading: 'Transações dos últimos 7 dias', empty: 'Nenhuma transação nos últimos 7 dias', trade: 'Transação', type: 'Tipo', status: 'Situação', amount: 'Valor', created: 'Criada em' },
    audit: { heading: 'O que a equipe fez', empty: 'Nada registrado até agora', at: 'Quando', actor: 'Quem', action: 'Ação', result: 'Resultado' },
  },
});
