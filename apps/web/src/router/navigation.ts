import type { NavigateFunction } from 'react-router';
import { HOME_PATH, TRADE_DOWNLOAD_PATH } from '../config';
export { goToLogin as goLogin } from '../api/client';

/** The specification's navigation helpers. */
export const goHome = (navigate: NavigateFunction) => navigate(HOME_PATH);
export const goTradeDownload = (navigate: NavigateFunction) => navigate(TRADE_DOWNLOAD_PATH);

/** Where to go after signing in: the page asked for, if it is one of ours, else home. */
export function afterSignInPath(search: string): string {
  const to = new URLSearchParams(search).get('to');
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : HOME_PATH;
}
