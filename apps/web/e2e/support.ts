import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/**
 * The sweeps' screenshot of every screen (into `folder` under SCREENSHOTS), taken only when
 * E2E_SCREENSHOTS=1: they are for people to look at, and CI's time goes to what is asserted.
 */
export async function keepScreenshot(page: Page, folder: string, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(path.join(SCREENSHOTS, folder), { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, folder, `${name}.png`) });
}

/**
 * The admin's password for the whole run. The server gives the first admin a temporary password
 * that must be changed before anything else; global-setup.ts changes it to this one once.
 */
export const ADMIN_PASSWORD = 'lighthouse keeper 2024 e2e';

/** The temporary password the server wrote to a file on its first start. */
export function firstRunPassword(): string {
  const text = fs.readFileSync(path.join(E2E_DATA_DIR, 'initial-admin.txt'), 'utf8');
  const password = /password: (\S+)/.exec(text)?.[1];
  if (!password) throw new Error('initial-admin.txt has no password');
  return password;
}

export async function signInThroughForm(page: Page, password = ADMIN_PASSWORD, username = 'admin'): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the admin in as the sign-in page does, without its page: the session from the API, kept
 * where the console keeps it (set on a static file of the origin, the cheapest page that has its
 * storage). The next screen the test opens is signed in; for tests that open their own screen
 * first, which need not wait for the dashboard. The form itself is exercised by the tests of the
 * sign-in (auth.spec.ts, keyboard.spec.ts).
 */
export async function startSession(page: Page): Promise<void> {
  const answer = await page.request.post('/api/v1/auth/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  const { data } = (await answer.json()) as { data: { token: string; admin: unknown; permissions: unknown } };
  await page.goto('/favicon.svg');
  await page.evaluate(([token, info]) => {
    localStorage.setItem('wallet-app-admin-token', token);
    localStorage.setItem('wallet-app-admin-user-info', info);
  }, [data.token, JSON.stringify({ admin: data.admin, permissions: data.permissions })] as const);
}

/** Signs the admin in (startSession), then opens the home page and waits for it. */
export async function signIn(page: Page): Promise<void> {
  await startSession(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('wallet-app-admin-token'));
  if (!token) throw new Error('no token stored');
  return token;
}

export async function callApi(request: APIRequestContext, path: string, token: string, body: unknown = {}) {
  const response = await request.post(path, { data: body, headers: { authorization: token } });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/**
 * Opens a screen inside the running console as a link would, and waits until it shows (`<html
 * data-screen>` names the route shown): the router answers the history change without reloading
 * the page, so a sweep over every screen loads the bundles once.
 */
export async function openInApp(page: Page, address: string, screen: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect(page.locator('html')).toHaveAttribute('data-screen', screen);
}

/**
 * Waits until the page shows what it loaded: a heading, no spinner, skeleton or busy region, and
 * each data grid showing rows or its "nothing matches" overlay.
 */
export async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => {
    const busy = document.querySelector([
      '[aria-busy="true"]', '.MuiSkeleton-root', '.MuiCircularProgress-root', '.MuiLinearProgress-indeterminate',
    ].join(','));
    if (busy) return `busy: ${busy.className || busy.tagName}`;
    const grids = [...document.querySelectorAll('.list-table-box')];
    const unfilled = grids.find((grid) => !grid.querySelector('[role="row"][data-id], .list-table-empty'));
    return unfilled ? 'a grid has neither rows nor its empty overlay' : 'ready';
  }), { timeout: 15_000, intervals: [50] }).toBe('ready');
}
