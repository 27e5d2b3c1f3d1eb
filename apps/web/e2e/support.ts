import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';
import { nextCode } from './second-factor';

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

/**
 * Fills the sign-in form and sends it; the admin then gives a code of their second factor, as a
 * Super admin must. Another member's password, or a wrong one, is sent alone.
 */
export async function signInThroughForm(page: Page, password = ADMIN_PASSWORD, username = 'admin'): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (username !== 'admin' || password !== ADMIN_PASSWORD) return;
  await page.locator('input[name="totp"]').fill(await nextCode(username));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const demoAccount = (role: string): { username: string; password: string } => {
  const accounts = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'demo-accounts.json'), 'utf8')) as { username: string; role: string; password: string }[];
  const account = accounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo member of ${role}`);
  return account;
};

/** A demo staff member of `role` (the demo data's sign-ins, in E2E_DATA_DIR/demo-accounts.json): no second factor asked. */
export const demoMember = (role: 'Operations' | 'Compliance' | 'Finance' | 'Support') => demoAccount(role);

/** The run's second Super admin, who approves what the admin asks: the demo data's. */
export const approver = () => demoAccount('Super admin');

const sessionFile = (username: string) => path.join(E2E_DATA_DIR, `session-${username}.json`);

interface KeptSession { token: string; member: unknown }

/** Keeps a member's session for the whole run: global-setup.ts signs each in once. */
export function keepSession(username: string, token: string, member: unknown): void {
  fs.writeFileSync(sessionFile(username), JSON.stringify({ token, member } satisfies KeptSession));
}

const keptSession = (username: string): KeptSession => JSON.parse(fs.readFileSync(sessionFile(username), 'utf8')) as KeptSession;

const passwordOf = (username: 'admin' | 'approver') => (username === 'admin' ? ADMIN_PASSWORD : approver().password);

/**
 * The session of the run's admin or approver, its password confirmed again (a sensitive call needs
 * a sign-in or a re-authentication of the last 5 minutes, and the run is longer). Never to be ended.
 */
async function reauthenticated(request: APIRequestContext, username: 'admin' | 'approver'): Promise<KeptSession> {
  const kept = keptSession(username);
  const answer = await (await request.post('/api/v1/auth/reauth', { data: { password: passwordOf(username) }, headers: { authorization: kept.token } })).json();
  if (answer.code !== 200) throw new Error(`${username}'s re-authentication: ${answer.msg}`);
  return kept;
}

/** The token of the run's admin or approver, for calls over the API. */
export const sessionToken = async (request: APIRequestContext, username: 'admin' | 'approver' = 'admin'): Promise<string> =>
  (await reauthenticated(request, username)).token;

/** Keeps a session where the console keeps it, on a static file of the origin (the cheapest page that has its storage). */
async function storeSession(page: Page, { token, member }: KeptSession): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(([kept, info]) => {
    localStorage.setItem('wallet-app-admin-token', kept);
    localStorage.setItem('wallet-app-admin-user-info', info);
  }, [token, JSON.stringify(member)] as const);
}

/**
 * Signs the admin in as the sign-in page does, without its page: the run's admin session (one
 * sign-in for the run, since each of a Super admin's codes signs in once). The next screen the
 * test opens is signed in; for tests that open their own screen first, which need not wait for the
 * dashboard. A test that ends its session signs in with startOwnSession instead. The form itself
 * is exercised by the tests of the sign-in (auth.spec.ts, keyboard.spec.ts).
 */
export async function startSession(page: Page): Promise<void> {
  await storeSession(page, await reauthenticated(page.request, 'admin'));
}

/**
 * A session of its own, for a test that ends it: of `member` (a demo member, whose password is
 * enough), else of the admin with a new code of their second factor.
 */
export async function startOwnSession(page: Page, member?: { username: string; password: string }): Promise<void> {
  const body = member ? { username: member.username, password: member.password } : { username: 'admin', password: ADMIN_PASSWORD, totp: await nextCode('admin') };
  const answer = (await (await page.request.post('/api/v1/auth/login', { data: body })).json()) as { msg: string; data: { token: string; admin: unknown; permissions: unknown } | null };
  if (!answer.data) throw new Error(`${body.username}'s sign-in: ${answer.msg}`);
  const { data } = answer;
  await storeSession(page, { token: data.token, member: { admin: data.admin, permissions: data.permissions } });
}

/** Signs the admin in (startSession), then opens the home page and waits for it. */
export async function signIn(page: Page, start: (page: Page) => Promise<void> = startSession): Promise<void> {
  await start(page);
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

export interface Account { id: number; owner_id: number; branch: string; account_number: string; owner_name: string }

/** An active account of an active customer (`user`) or merchant with room for another key. */
export async function accountWithRoom(request: APIRequestContext, token: string, ownerKind: 'user' | 'merchant'): Promise<Account> {
  const accounts = ((await callApi(request, '/api/v1/bank_account/list', token, { status: 'active', owner_kind: ownerKind, page_size: 20 })).data as { list: Account[] }).list;
  for (const account of accounts) {
    const owner = (await callApi(request, '/api/v1/user/detail', token, { id: account.owner_id })).data as { user: { status: string } };
    const keys = (await callApi(request, '/api/v1/pix-keys/list', token, { account_id: account.id, page_size: 1 })).data as { pagination: { total: number } };
    if (owner.user.status === 'active' && keys.pagination.total < 5) return account;
  }
  throw new Error('no account with room for a key');
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
 * Waits until the page shows what it loaded: a heading (or a record's dialog), no spinner, skeleton or busy region, and
 * each data grid showing rows or its "nothing matches" overlay.
 */
export async function waitForContent(page: Page) {
  // A record opened in a dialog (an approval request) hides the page's heading from the accessibility tree.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
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
