/**
 * The path of every route of the console's table (routes.ts) but its not-found routes: the only
 * pages that sign-in goes on to (`?to=`). Kept apart from the table, which loads every page: the
 * sign-in document reads them without the table, and so do the pages the table loads (no import
 * cycle). routes.ts gives each route's path this type, and route-paths.test.ts checks that each
 * path here is a route's, so the two cannot drift apart.
 */
export const CONSOLE_PATHS = [
  '/dashboard',
  '/map',
  '/calendar',
  '/approvals',
  '/status',
  '/userCenter/userList',
  '/userCenter/userList/detail',
  '/userCenter/merchantList',
  '/userCenter/merchantList/detail',
  '/userCenter/feeManagement',
  '/userCenter/kycCheck',
  '/userCenter/tradeDownload',
  '/banking/accounts',
  '/banking/accounts/detail',
  '/banking/transactions',
  '/banking/transactions/detail',
  '/banking/fundsFreeze',
  '/banking/freezeHistory',
  '/banking/feeHistory',
  '/blank',
  '/logs/pixKeyLogs',
  '/pix/pixKey',
  '/pix/limitsList',
  '/regulatory/apix',
  '/regulatory/infractionsNotification',
  '/regulatory/med',
  '/regulatory/med/detail',
  '/userAdmin/role',
  '/pix/pendingIncreases',
  '/pix/claims',
  '/pix/claims/detail',
  '/pix/fraud-markers',
  '/pix/lookup',
  '/userAdmin/staff',
  '/userAdmin/approvalPolicies',
  '/userAdmin/auditLog',
  '/account/security',
  '/account/password',
] as const;

/** A path of one of the console's routes (not found aside). */
export type ConsolePath = (typeof CONSOLE_PATHS)[number];

const CONSOLE_PATH_SET: ReadonlySet<string> = new Set(CONSOLE_PATHS);

/** Whether `pathname` is exactly the path of one of the console's routes. */
export const isConsolePath = (pathname: string): pathname is ConsolePath => CONSOLE_PATH_SET.has(pathname);
