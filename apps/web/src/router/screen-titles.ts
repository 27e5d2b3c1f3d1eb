import { registerAreaMessages } from '../i18n';

/**
 * Each screen's title in English and pt-BR (`t('screens.<key>')`): its heading and its entry in the
 * side navigation. Imported by the signed-in layout and the blank-layout pages that show one, so
 * that the sign-in page does not carry every screen's words.
 */
const TITLES = {
  dashboard: ['Dashboard', 'Painel'],
  stateMap: ['Map', 'Mapa'],
  calendar: ['Calendar', 'Calendário'],
  approvals: ['Approvals', 'Aprovações'],
  systemStatus: ['System status', 'Situação do sistema'],
  userList: ['User list', 'Usuários'],
  userDetail: ['User detail', 'Detalhes do usuário'],
  merchantList: ['Merchant list', 'Lojistas'],
  merchantDetail: ['Merchant detail', 'Detalhes do lojista'],
  feeManagement: ['Fee management', 'Gestão de tarifas'],
  kycCheck: ['KYC check', 'Verificação KYC'],
  tradeDownload: ['Trade download', 'Exportação de transações'],
  accounts: ['Bank accounts', 'Contas bancárias'],
  accountDetail: ['Bank account detail', 'Detalhes da conta bancária'],
  transactions: ['Transactions', 'Transações'],
  transactionDetail: ['Transaction detail', 'Detalhes da transação'],
  fundsFreeze: ['Funds freeze', 'Bloqueio de saldo'],
  freezeHistory: ['Freeze history', 'Histórico de bloqueios'],
  feeHistory: ['Fee history', 'Histórico de tarifas'],
  blank: ['Blank page', 'Página em branco'],
  pixKeyLogs: ['Pix key logs', 'Registros de chaves Pix'],
  pixKey: ['Pix keys', 'Chaves Pix'],
  limitsList: ['Pix limits', 'Limites Pix'],
  apix: ['APIX monthly reports', 'Relatórios mensais APIX'],
  infractions: ['Infraction notifications', 'Notificações de infração'],
  medCases: ['MED cases', 'Casos do MED'],
  medCase: ['MED case', 'Caso do MED'],
  role: ['Roles', 'Perfis de acesso'],
  pendingIncreases: ['Pending limit increases', 'Aumentos de limite pendentes'],
  claims: ['DICT claims', 'Reivindicações no DICT'],
  claim: ['DICT claim', 'Reivindicação no DICT'],
  fraudMarkers: ['Fraud markers', 'Marcações de fraude'],
  keyLookup: ['Key look-up at the DICT', 'Consulta de chave no DICT'],
  staff: ['Staff accounts', 'Contas da equipe'],
  approvalPolicies: ['Approval policies', 'Políticas de aprovação'],
  auditLog: ['Audit log', 'Registro de auditoria'],
  security: ['Sign-in security', 'Segurança de acesso'],
  changePassword: ['Change your password', 'Troque sua senha'],
} as const satisfies Record<string, readonly [string, string]>;

export type ScreenKey = keyof typeof TITLES;

const inLanguage = (index: 0 | 1) => Object.fromEntries(Object.entries(TITLES).map(([key, words]) => [key, words[index]]));

registerAreaMessages('screens', { en: inLanguage(0), 'pt-BR': inLanguage(1) });
