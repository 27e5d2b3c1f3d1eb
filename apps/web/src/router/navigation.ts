import type { NavigateFunction } from 'react-router';
import type { AccountSetup } from '../api/client';
import { changePasswordPath, securityPath } from '../pages/account/area';
import { tradeDownloadPath } from '../pages/banking/area';
import { dashboardPath } from '../pages/cockpit/area';
import { isConsolePath } from './route-paths';

/** The specification's navigation helpers. */
export const goHome = (navigate: NavigateFunction) => navigate(dashboardPath());
export const goTradeDownload = (navigate: NavigateFunction) => navigate(tradeDownloadPath());

/**
 * Where to go after signing in (or once a setup step is done): the page asked for (`?to=`, its
 * query and hash kept) if it is one of the console's routes, else home. The one check of every
 * `to` followed, so that no address leads off the console's origin.
 */
export function afterSignInPath(search: string): string {
  const to = new URLSearchParams(search).get('to');
  return to !== null && opensConsoleRoute(to) ? to : dashboardPath();
}

/**
 * Control characters and backslashes, anywhere in an address: a browser drops tabs and newlines
 * and reads `\` as `/`, so that `/\host`, `/<tab>/host` and `/\/host` are `//host`, another site.
 */
const MISREAD_BY_BROWSERS = /[\p{Cc}\\]/u;

/** The path of an address, before its query (`?`) and hash (`#`). */
const pathnameOf = (address: string) => address.split(/[?#]/, 1)[0]!;

/**
 * Whether `address` opens one of the console's own routes: its path is exactly one of the route
 * table's (so not `//host`, a scheme, sign-in itself or an unknown page), and nothing in it is
 * misread by browsers. The table has no parameterised paths (ids travel in the query), so the
 * match is exact: route-paths.test.ts fails if one is added.
 */
function opensConsoleRoute(address: string): boolean {
  return !MISREAD_BY_BROWSERS.test(address) && isConsolePath(pathnameOf(address));
}

/** What a member must do before anything else: a temporary password first, then two-factor enrolment. */
export function accountSetupOf(admin: { must_change_password: boolean; must_enrol_totp: boolean } | undefined): AccountSetup | null {
  if (admin?.must_change_password) return 'change_password';
  if (admin?.must_enrol_totp) return 'enrol_totp';
  return null;
}

/** The page of each setup step. */
export const ACCOUNT_SETUP_PATHS: Record<AccountSetup, string> = { change_password: changePasswordPath(), enrol_totp: securityPath() };

/** The setup page, remembering the page asked for (`to`) so that it can go on there afterwards. */
export const accountSetupPath = (setup: AccountSetup, to: string) => (setup === 'change_password' ? changePasswordPath({ to }) : securityPath({ to }));
