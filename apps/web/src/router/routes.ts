import type { ComponentType } from 'react';
import type { ScreenKey } from './screen-titles';
import type { RouteMeta } from './route-meta';
import type { ConsolePath } from './route-paths';

/** The not-found routes, which answer every address that is no other route's. */
type NotFoundPath = '/pages/misc/not-found/*' | '*';

export interface AppRoute {
  /** One of the console's paths (route-paths.ts, which sign-in reads), or a not-found route's. */
  path: ConsolePath | NotFoundPath;
  meta: RouteMeta;
  page: () => Promise<{ default: ComponentType }>;
}

/** A screen's title key: its heading, its entry in the side navigation (words in screen-titles.ts). */
const titled = (key: ScreenKey) => `screens.${key}`;

const placeholder = () => import('../pages/placeholder/PlaceholderPage');

const screen = (path: ConsolePath, name: string, title: string, extra: Partial<RouteMeta> = {}, page: AppRoute['page'] = placeholder): AppRoute => ({
  path,
  meta: { name, layout: 'default', title, ...extra },
  page,
});

const notFound = { name: '$error', layout: 'blank', public: true, title: 'notFound.title' } as const;

/**
 * The specification's route table, one entry per row, but for sign-in (`/login`, named `login`,
 * public, blank layout): a document of its own (`login.html`, `pages/login/SignInApp.tsx`), which
 * loads none of the console's router or signed-in frame. Later issues swap placeholders for pages.
 */
export const ROUTES: AppRoute[] = [
  // Every member lands here after signing in; the figures need trades.view, the rest see a welcome.
  screen('/dashboard', 'dashboard', titled('dashboard'), { shortcut: 'd', nav: 'overview' }, () => import('../pages/cockpit/dashboard/DashboardPage')),
  screen('/map', 'state-map', titled('stateMap'), { shortcut: 'b', nav: 'overview', permission: 'trades.view' }, () => import('../pages/cockpit/map/MapPage')),
  screen('/calendar', 'calendar', titled('calendar'), { shortcut: 'n', nav: 'overview', permission: 'trades.view' }, () => import('../pages/cockpit/calendar/CalendarPage')),
  // Any member may ask for an approval; what waits for them depends on their permissions.
  screen('/approvals', 'approvals', titled('approvals'), { shortcut: 'w', nav: 'overview' }, () => import('../pages/approvals/ApprovalsPage')),
  screen('/status', 'system-status', titled('systemStatus'), { shortcut: 'h', nav: 'overview', permission: 'system.view' }, () => import('../pages/cockpit/status/StatusPage')),
  screen('/userCenter/userList', 'user-center-user-list', titled('userList'), { shortcut: 'u', nav: 'user-center', permission: 'users.view' }, () => import('../pages/user-center/UserListPage')),
  screen('/userCenter/userList/detail', 'user-center-user-list-detail', titled('userDetail'), { permission: 'users.view', activeLink: 'user-center-user-list' }, () => import('../pages/user-center/UserDetailPage')),
  screen('/userCenter/merchantList', 'user-center-merchant-list', titled('merchantList'), { shortcut: 'm', nav: 'user-center', permission: 'users.view' }, () => import('../pages/user-center/MerchantListPage')),
  screen('/userCenter/merchantList/detail', 'user-center-merchant-list-detail', titled('merchantDetail'), { permission: 'users.view', activeLink: 'user-center-merchant-list' }, () => import('../pages/user-center/MerchantDetailPage')),
  screen('/userCenter/feeManagement', 'user-center-fee-management', titled('feeManagement'), { nav: 'user-center', permission: 'fees.view' }, () => import('../pages/banking/funds/FeeManagementPage')),
  screen('/userCenter/kycCheck', 'user-center-kyc-check', titled('kycCheck'), { shortcut: 'k', nav: 'user-center', permission: 'kyc.view' }, () => import('../pages/user-center/KycCheckPage')),
  screen('/userCenter/tradeDownload', 'user-center-trade-download', titled('tradeDownload'), { nav: 'user-center', permission: 'trades.export' }, () => import('../pages/banking/trades/TradeDownloadPage')),
  screen('/banking/accounts', 'banking-accounts', titled('accounts'), { shortcut: 'a', nav: 'banking', permission: 'bank_accounts.view' }, () => import('../pages/banking/accounts/AccountListPage')),
  // Public, as the specification says: no redirect to sign-in (the server still refuses its calls without a session).
  screen('/banking/accounts/detail', 'banking-accounts-detail', titled('accountDetail'), {
    permission: 'bank_accounts.view', public: true, activeLink: 'banking-accounts',
  }, () => import('../pages/banking/accounts/AccountDetailPage')),
  screen('/banking/transactions', 'banking-transactions', titled('transactions'), { shortcut: 't', nav: 'banking', permission: 'trades.view' }, () => import('../pages/banking/trades/TradeListPage')),
  screen('/banking/transactions/detail', 'banking-transactions-detail', titled('transactionDetail'), { permission: 'trades.view', activeLink: 'banking-transactions' }, () => import('../pages/banking/trades/TradeDetailPage')),
  screen('/banking/fundsFreeze', 'banking-funds-freeze', titled('fundsFreeze'), { shortcut: 'f', nav: 'banking', permission: 'funds.view' }, () => import('../pages/banking/funds/FundsFreezePage')),
  screen('/banking/freezeHistory', 'banking-freeze-history', titled('freezeHistory'), { nav: 'banking', permission: 'funds.view' }, () => import('../pages/banking/funds/FreezeHistoryPage')),
  screen('/banking/feeHistory', 'banking-fee-history', titled('feeHistory'), { nav: 'banking', permission: 'fees.view' }, () => import('../pages/banking/funds/FeeHistoryPage')),
  { path: '/blank', meta: { name: 'blank', layout: 'none', title: titled('blank') }, page: () => import('../pages/misc/BlankPage') },
  screen('/logs/pixKeyLogs', 'logs-pix-key-logs', titled('pixKeyLogs'), { nav: 'logs', permission: 'pix_keys.view' }, () => import('../pages/pix/PixKeyLogsPage')),
  screen('/pix/pixKey', 'pix-pix-key', titled('pixKey'), { shortcut: 'p', nav: 'pix', permission: 'pix_keys.view' }, () => import('../pages/pix/PixKeyPage')),
  screen('/pix/limitsList', 'pix-limits-list', titled('limitsList'), { shortcut: 'l', nav: 'pix', permission: 'limits.view' }, () => import('../pages/pix/LimitsListPage')),
  screen('/regulatory/apix', 'regulatory-apix', titled('apix'), { shortcut: 'r', nav: 'regulatory', permission: 'reports.view' }, () => import('../pages/regulatory/apix/ApixReportsPage')),
  screen('/regulatory/infractionsNotification', 'regulatory-infractions-notification', titled('infractions'), { shortcut: 'i', nav: 'regulatory', permission: 'infractions.view' }, () => import('../pages/regulatory/infractions/InfractionsPage')),
  screen('/regulatory/med', 'regulatory-med', titled('medCases'), { shortcut: 'e', nav: 'regulatory', permission: 'med.view' }, () => import('../pages/regulatory/med/MedInboxPage')),
  screen('/regulatory/med/detail', 'regulatory-med-detail', titled('medCase'), { permission: 'med.view', activeLink: 'regulatory-med' }, () => import('../pages/regulatory/med/MedCasePage')),
  screen('/userAdmin/role', 'user-admin-role', titled('role'), { nav: 'user-admin', permission: 'roles.view' }, () => import('../pages/user-admin/roles/RolePage')),
  // Not in the specification's table: pending limit increases, staff accounts, the audit log and one's own sign-in security.
  screen('/pix/pendingIncreases', 'pix-pending-increases', titled('pendingIncreases'), { nav: 'pix', permission: 'limits.view' }, () => import('../pages/pix/PendingIncreasesPage')),
  screen('/pix/claims', 'pix-claims', titled('claims'), { shortcut: 'c', nav: 'pix', permission: 'claims.view' }, () => import('../pages/pix/claims/ClaimsPage')),
  screen('/pix/claims/detail', 'pix-claims-detail', titled('claim'), { permission: 'claims.view', activeLink: 'pix-claims' }, () => import('../pages/pix/claims/ClaimPage')),
  screen('/pix/fraud-markers', 'pix-fraud-markers', titled('fraudMarkers'), { nav: 'pix', permission: 'fraud.view' }, () => import('../pages/pix/fraud/FraudMarkersPage')),
  screen('/pix/lookup', 'pix-lookup', titled('keyLookup'), { nav: 'pix', permission: 'pix_keys.lookup' }, () => import('../pages/pix/lookup/KeyLookupPage')),
  screen('/userAdmin/staff', 'user-admin-staff', titled('staff'), { shortcut: 's', nav: 'user-admin', permission: 'staff.view' }, () => import('../pages/user-admin/staff/StaffPage')),
  screen('/userAdmin/approvalPolicies', 'user-admin-approval-policies', titled('approvalPolicies'), { nav: 'user-admin', permission: 'approvals.policies' }, () => import('../pages/approvals/PoliciesPage')),
  screen('/userAdmin/auditLog', 'user-admin-audit-log', titled('auditLog'), { shortcut: 'o', nav: 'user-admin', permission: 'audit.view' }, () => import('../pages/user-admin/audit/AuditLogPage')),
  screen('/account/security', 'account-security', titled('security'), {}, () => import('../pages/account/SecurityPage')),
  screen('/account/password', 'account-password', titled('changePassword'), { layout: 'blank' }, () => import('../pages/account/ChangePasswordPage')),
  { path: '/pages/misc/not-found/*', meta: notFound, page: () => import('../pages/misc/NotFoundPage') },
  { path: '*', meta: notFound, page: () => import('../pages/misc/NotFoundPage') },
];

