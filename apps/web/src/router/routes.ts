import type { ComponentType } from 'react';

export type { RouteMeta } from './route-meta';
import type { RouteMeta } from './route-meta';

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  page: () => Promise<{ default: ComponentType }>;
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
  screen('/userCenter/userList', 'user-center-user-list', 'nav.userList', { nav: 'user-center', permission: 'users.view' }, () => import('../pages/user-center/UserListPage')),
  screen('/userCenter/userList/detail', 'user-center-user-list-detail', 'pages.userDetail', { permission: 'users.view', activeLink: 'user-center-user-list' }, () => import('../pages/user-center/UserDetailPage')),
  screen('/userCenter/merchantList', 'user-center-merchant-list', 'nav.merchantList', { nav: 'user-center', permission: 'users.view' }, () => import('../pages/user-center/MerchantListPage')),
  screen('/userCenter/merchantList/detail', 'user-center-merchant-list-detail', 'pages.merchantDetail', { permission: 'users.view', activeLink: 'user-center-merchant-list' }, () => import('../pages/user-center/MerchantDetailPage')),
  screen('/userCenter/feeManagement', 'user-center-fee-management', 'nav.feeManagement', { nav: 'user-center', permission: 'fees.view' }, () => import('../pages/banking/funds/FeeManagementPage')),
  screen('/userCenter/kycCheck', 'user-center-kyc-check', 'nav.kycCheck', { nav: 'user-center', permission: 'kyc.view' }, () => import('../pages/user-center/KycCheckPage')),
  screen('/userCenter/tradeDownload', 'user-center-trade-download', 'nav.tradeDownload', { nav: 'user-center', permission: 'trades.export' }, () => import('../pages/banking/trades/TradeDownloadPage')),
  screen('/banking/accounts', 'banking-accounts', 'nav.accounts', { nav: 'banking', permission: 'bank_accounts.view' }, () => import('../pages/banking/accounts/AccountListPage')),
  screen('/banking/accounts/detail', 'banking-accounts-detail', 'pages.accountDetail', {
    permission: 'bank_accounts.view',
    layout: 'blank', public: true, activeLink: 'banking-accounts', wrapperClasses: ['layout-blank-detail'],
  }, () => import('../pages/banking/accounts/AccountDetailPage')),
  screen('/banking/transactions', 'banking-transactions', 'nav.transactions', { nav: 'banking', permission: 'trades.view' }, () => import('../pages/banking/trades/TradeListPage')),
  screen('/banking/transactions/detail', 'banking-transactions-detail', 'pages.transactionDetail', { permission: 'trades.view', activeLink: 'banking-transactions' }, () => import('../pages/banking/trades/TradeDetailPage')),
  screen('/banking/fundsFreeze', 'banking-funds-freeze', 'nav.fundsFreeze', { nav: 'banking', permission: 'funds.view' }, () => import('../pages/banking/funds/FundsFreezePage')),
  screen('/banking/freezeHistory', 'banking-freeze-history', 'nav.freezeHistory', { nav: 'banking', permission: 'funds.view' }, () => import('../pages/banking/funds/FreezeHistoryPage')),
  screen('/banking/feeHistory', 'banking-fee-history', 'nav.feeHistory', { nav: 'banking', permission: 'fees.view' }, () => import('../pages/banking/funds/FeeHistoryPage')),
  { path: '/blank', meta: { name: 'blank', layout: 'none', title: 'pages.blank' }, page: () => import('../pages/misc/BlankPage') },
  screen('/logs/pixKeyLogs', 'logs-pix-key-logs', 'nav.pixKeyLogs', { nav: 'logs', permission: 'pix_keys.view' }, () => import('../pages/pix/PixKeyLogsPage')),
  screen('/pix/pixKey', 'pix-pix-key', 'nav.pixKey', { nav: 'pix', permission: 'pix_keys.view' }, () => import('../pages/pix/PixKeyPage')),
  screen('/pix/limitsList', 'pix-limits-list', 'nav.limitsList', { nav: 'pix', permission: 'limits.view' }, () => import('../pages/pix/LimitsListPage')),
  screen('/regulatory/apix', 'regulatory-apix', 'nav.apix', { nav: 'regulatory', permission: 'reports.view' }, () => import('../pages/regulatory/apix/ApixReportsPage')),
  screen('/regulatory/infractionsNotification', 'regulatory-infractions-notification', 'nav.infractions', { nav: 'regulatory', permission: 'infractions.view' }, () => import('../pages/regulatory/infractions/InfractionsPage')),
  screen('/userAdmin/role', 'user-admin-role', 'nav.role', { nav: 'user-admin', permission: 'roles.view' }, () => import('../pages/user-admin/roles/RolePage')),
  // Not in the specification's table: staff accounts, the audit log and one's own sign-in security.
  screen('/userAdmin/staff', 'user-admin-staff', 'nav.staff', { nav: 'user-admin', permission: 'staff.view' }, () => import('../pages/user-admin/staff/StaffPage')),
  screen('/userAdmin/auditLog', 'user-admin-audit-log', 'nav.auditLog', { nav: 'user-admin', permission: 'audit.view' }, () => import('../pages/user-admin/audit/AuditLogPage')),
  screen('/account/security', 'account-security', 'pages.security', {}, () => import('../pages/account/SecurityPage')),
  screen('/account/password', 'account-password', 'pages.changePassword', { layout: 'blank' }, () => import('../pages/account/ChangePasswordPage')),
  { path: '/pages/misc/not-found/*', meta: notFound, page: () => import('../pages/misc/NotFoundPage') },
  { path: '*', meta: notFound, page: () => import('../pages/misc/NotFoundPage') },
];

