import type { ComponentType } from 'react';
import { registerAreaMessages } from '../i18n';

export type { RouteMeta } from './route-meta';
import type { RouteMeta } from './route-meta';

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  page: () => Promise<{ default: ComponentType }>;
}

/** Each screen's title in every language, declared on its line of the table (`t('screens.<key>')`). */
const titles: { en: Record<string, string>; 'pt-BR': Record<string, string> } = { en: {}, 'pt-BR': {} };

/** A screen's title, in English and pt-BR: its heading, its tab's title and its entry in the side navigation. */
function titled(key: string, en: string, ptBR: string): string {
  titles.en[key] = en;
  titles['pt-BR'][key] = ptBR;
  return `screens.${key}`;
}

const placeholder = () => import('../pages/placeholder/PlaceholderPage');

const screen = (path: string, name: string, title: string, extra: Partial<RouteMeta> = {}, page: AppRoute['page'] = placeholder): AppRoute => ({
  path,
  meta: { name, layout: 'default', title, ...extra },
  page,
});

const notFound = { name: '$error', layout: 'blank', public: true, title: 'notFound.title' } as const;

/** The specification's route table, one entry per row. Later issues swap placeholders for pages. */
export const ROUTES: AppRoute[] = [
  { path: '/login', meta: { name: 'login', layout: 'blank', public: true, title: 'login.submit', wrapperClasses: ['layout-login'] }, page: () => import('../pages/login/LoginPage') },
  // Every member lands here after signing in; the figures need trades.view, the rest see a welcome.
  screen('/dashboard', 'dashboard', titled('dashboard', 'Dashboard', 'Painel'), { shortcut: 'd', nav: 'overview' }, () => import('../pages/cockpit/dashboard/DashboardPage')),
  screen('/map', 'state-map', titled('stateMap', 'Map', 'Mapa'), { shortcut: 'b', nav: 'overview', permission: 'trades.view' }, () => import('../pages/cockpit/map/MapPage')),
  screen('/calendar', 'calendar', titled('calendar', 'Calendar', 'Calendário'), { shortcut: 'n', nav: 'overview', permission: 'trades.view' }, () => import('../pages/cockpit/calendar/CalendarPage')),
  screen('/status', 'system-status', titled('systemStatus', 'System status', 'Situação do sistema'), { shortcut: 'h', nav: 'overview', permission: 'system.view' }, () => import('../pages/cockpit/status/StatusPage')),
  screen('/userCenter/userList', 'user-center-user-list', titled('userList', 'User list', 'Usuários'), { shortcut: 'u', nav: 'user-center', permission: 'users.view' }, () => import('../pages/user-center/UserListPage')),
  screen('/userCenter/userList/detail', 'user-center-user-list-detail', titled('userDetail', 'User detail', 'Detalhes do usuário'), { permission: 'users.view', activeLink: 'user-center-user-list' }, () => import('../pages/user-center/UserDetailPage')),
  screen('/userCenter/merchantList', 'user-center-merchant-list', titled('merchantList', 'Merchant list', 'Lojistas'), { shortcut: 'm', nav: 'user-center', permission: 'users.view' }, () => import('../pages/user-center/MerchantListPage')),
  screen('/userCenter/merchantList/detail', 'user-center-merchant-list-detail', titled('merchantDetail', 'Merchant detail', 'Detalhes do lojista'), { permission: 'users.view', activeLink: 'user-center-merchant-list' }, () => import('../pages/user-center/MerchantDetailPage')),
  screen('/userCenter/feeManagement', 'user-center-fee-management', titled('feeManagement', 'Fee management', 'Gestão de tarifas'), { nav: 'user-center', permission: 'fees.view' }, () => import('../pages/banking/funds/FeeManagementPage')),
  screen('/userCenter/kycCheck', 'user-center-kyc-check', titled('kycCheck', 'KYC check', 'Verificação KYC'), { shortcut: 'k', nav: 'user-center', permission: 'kyc.view' }, () => import('../pages/user-center/KycCheckPage')),
  screen('/userCenter/tradeDownload', 'user-center-trade-download', titled('tradeDownload', 'Trade download', 'Exportação de transações'), { nav: 'user-center', permission: 'trades.export' }, () => import('../pages/banking/trades/TradeDownloadPage')),
  screen('/banking/accounts', 'banking-accounts', titled('accounts', 'Bank accounts', 'Contas bancárias'), { shortcut: 'a', nav: 'banking', permission: 'bank_accounts.view' }, () => import('../pages/banking/accounts/AccountListPage')),
  // Public, as the specification says: no redirect to sign-in (the server still refuses its calls without a session).
  screen('/banking/accounts/detail', 'banking-accounts-detail', titled('accountDetail', 'Bank account detail', 'Detalhes da conta bancária'), {
    permission: 'bank_accounts.view', public: true, activeLink: 'banking-accounts',
  }, () => import('../pages/banking/accounts/AccountDetailPage')),
  screen('/banking/transactions', 'banking-transactions', titled('transactions', 'Transactions', 'Transações'), { shortcut: 't', nav: 'banking', permission: 'trades.view' }, () => import('../pages/banking/trades/TradeListPage')),
  screen('/banking/transactions/detail', 'banking-transactions-detail', titled('transactionDetail', 'Transaction detail', 'Detalhes da transação'), { permission: 'trades.view', activeLink: 'banking-transactions' }, () => import('../pages/banking/trades/TradeDetailPage')),
  screen('/banking/fundsFreeze', 'banking-funds-freeze', titled('fundsFreeze', 'Funds freeze', 'Bloqueio de saldo'), { shortcut: 'f', nav: 'banking', permission: 'funds.view' }, () => import('../pages/banking/funds/FundsFreezePage')),
  screen('/banking/freezeHistory', 'banking-freeze-history', titled('freezeHistory', 'Freeze history', 'Histórico de bloqueios'), { nav: 'banking', permission: 'funds.view' }, () => import('../pages/banking/funds/FreezeHistoryPage')),
  screen('/banking/feeHistory', 'banking-fee-history', titled('feeHistory', 'Fee history', 'Histórico de tarifas'), { nav: 'banking', permission: 'fees.view' }, () => import('../pages/banking/funds/FeeHistoryPage')),
  { path: '/blank', meta: { name: 'blank', layout: 'none', title: titled('blank', 'Blank page', 'Página em branco') }, page: () => import('../pages/misc/BlankPage') },
  screen('/logs/pixKeyLogs', 'logs-pix-key-logs', titled('pixKeyLogs', 'Pix key logs', 'Registros de chaves Pix'), { nav: 'logs', permission: 'pix_keys.view' }, () => import('../pages/pix/PixKeyLogsPage')),
  screen('/pix/pixKey', 'pix-pix-key', titled('pixKey', 'Pix keys', 'Chaves Pix'), { shortcut: 'p', nav: 'pix', permission: 'pix_keys.view' }, () => import('../pages/pix/PixKeyPage')),
  screen('/pix/limitsList', 'pix-limits-list', titled('limitsList', 'Pix limits', 'Limites Pix'), { shortcut: 'l', nav: 'pix', permission: 'limits.view' }, () => import('../pages/pix/LimitsListPage')),
  screen('/regulatory/apix', 'regulatory-apix', titled('apix', 'APIX monthly reports', 'Relatórios mensais APIX'), { shortcut: 'r', nav: 'regulatory', permission: 'reports.view' }, () => import('../pages/regulatory/apix/ApixReportsPage')),
  screen('/regulatory/infractionsNotification', 'regulatory-infractions-notification', titled('infractions', 'Infraction notifications', 'Notificações de infração'), { shortcut: 'i', nav: 'regulatory', permission: 'infractions.view' }, () => import('../pages/regulatory/infractions/InfractionsPage')),
  screen('/regulatory/med', 'regulatory-med', titled('medCases', 'MED cases', 'Casos do MED'), { shortcut: 'e', nav: 'regulatory', permission: 'med.view' }, () => import('../pages/regulatory/med/MedInboxPage')),
  screen('/regulatory/med/detail', 'regulatory-med-detail', titled('medCase', 'MED case', 'Caso do MED'), { permission: 'med.view', activeLink: 'regulatory-med' }, () => import('../pages/regulatory/med/MedCasePage')),
  screen('/userAdmin/role', 'user-admin-role', titled('role', 'Roles', 'Perfis de acesso'), { nav: 'user-admin', permission: 'roles.view' }, () => import('../pages/user-admin/roles/RolePage')),
  // Not in the specification's table: pending limit increases, staff accounts, the audit log and one's own sign-in security.
  screen('/pix/pendingIncreases', 'pix-pending-increases', titled('pendingIncreases', 'Pending limit increases', 'Aumentos de limite pendentes'), { nav: 'pix', permission: 'limits.view' }, () => import('../pages/pix/PendingIncreasesPage')),
  screen('/pix/claims', 'pix-claims', titled('claims', 'DICT claims', 'Reivindicações no DICT'), { shortcut: 'c', nav: 'pix', permission: 'claims.view' }, () => import('../pages/pix/claims/ClaimsPage')),
  screen('/pix/claims/detail', 'pix-claims-detail', titled('claim', 'DICT claim', 'Reivindicação no DICT'), { permission: 'claims.view', activeLink: 'pix-claims' }, () => import('../pages/pix/claims/ClaimPage')),
  screen('/pix/fraud-markers', 'pix-fraud-markers', titled('fraudMarkers', 'Fraud markers', 'Marcações de fraude'), { nav: 'pix', permission: 'fraud.view' }, () => import('../pages/pix/fraud/FraudMarkersPage')),
  screen('/pix/lookup', 'pix-lookup', titled('keyLookup', 'Key look-up at the DICT', 'Consulta de chave no DICT'), { nav: 'pix', permission: 'pix_keys.lookup' }, () => import('../pages/pix/lookup/KeyLookupPage')),
  screen('/userAdmin/staff', 'user-admin-staff', titled('staff', 'Staff accounts', 'Contas da equipe'), { shortcut: 's', nav: 'user-admin', permission: 'staff.view' }, () => import('../pages/user-admin/staff/StaffPage')),
  screen('/userAdmin/auditLog', 'user-admin-audit-log', titled('auditLog', 'Audit log', 'Registro de auditoria'), { shortcut: 'o', nav: 'user-admin', permission: 'audit.view' }, () => import('../pages/user-admin/audit/AuditLogPage')),
  screen('/account/security', 'account-security', titled('security', 'Sign-in security', 'Segurança de acesso'), {}, () => import('../pages/account/SecurityPage')),
  screen('/account/password', 'account-password', titled('changePassword', 'Change your password', 'Troque sua senha'), { layout: 'blank' }, () => import('../pages/account/ChangePasswordPage')),
  { path: '/pages/misc/not-found/*', meta: notFound, page: () => import('../pages/misc/NotFoundPage') },
  { path: '*', meta: notFound, page: () => import('../pages/misc/NotFoundPage') },
];

registerAreaMessages('screens', titles);
