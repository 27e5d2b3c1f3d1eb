import type { NavigateFunction } from 'react-router';
import { HOME_PATH, TRADE_DOWNLOAD_PATH } from '../config';
import type { AccountSetup } from '../api/client';

/** The member's own account pages (routes `account-password` and `account-security`). */
export const CHANGE_PASSWORD_PATH = '/account/password';
export const SECURITY_PATH = '/account/security';

/** The specification's navigation helpers. */
export const goHome = (navigate: NavigateFunction) => navigate(HOME_PATH);
export const goTradeDownload = (navigate: NavigateFunction) => navigate(TRADE_DOWNLOAD_PATH);

/** Where to go after signing in: the page asked for, if it is one of ours, else home. */
export function afterSignInPath(search: string): string {
  const to = new URLSearchParams(search).get('to');
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : HOME_PATH;
}

/** What a member must do before anything else: a temporary password first, then two-factor enrolment. */
export function accountSetupOf(admin: { must_change_password: boolean; must_enrol_totp: boolean } | undefined): AccountSetup | null {
  if (admin?.must_change_password) return 'change_password';
  if (admin?.must_enrol_totp) return 'enrol_totp';
  return null;
}

export const ACCOUNT_SETUP_PATHS: Record<AccountSetup, string> = { change_password: CHANGE_PASSWORD_PATH, enrol_totp: SECURITY_PATH };

/** The setup page, remembering the page asked for (`to`) so that it can go on there afterwards. */
export const accountSetupPath = (setup: AccountSetup, to: string) => `${ACCOUNT_SETUP_PATHS[setup]}?to=${encodeURIComponent(to)}`;
