import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { callApi, demoMember, SCREENSHOTS, signIn, signInThroughForm, startOwnSession, storedToken } from './support';

test.beforeAll(() => fs.mkdirSync(SCREENSHOTS, { recursive: true }));

test('signs in as admin and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Wallet Admin');
  await expect(page.getByRole('heading', { name: 'Sign in to Wallet Admin' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'sign-in.png') });
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-identity')).toContainText('Administrator');
  await expect(page.getByTestId('user-menu-identity')).toContainText('Super admin');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'default-layout.png'), fullPage: true });
});

test('shows the server message when the password is wrong', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'not-the-password');
  await expect(page.locator('.Toastify__toast--error')).toHaveText('Wrong username or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('sends a visitor without a session to sign-in, then back to the page asked for', async ({ page }) => {
  await page.goto('/banking/fundsFreeze?status=active#top');
  await expect(page).toHaveURL(/\/login\?to=/);
  const member = demoMember('Operations');
  await signInThroughForm(page, member.password, member.username);
  await expect(page).toHaveURL(/\/banking\/fundsFreeze\?status=active#top$/);
  await expect(page.getByRole('heading', { name: 'Funds freeze' })).toBeVisible();
});

test('an ended session shows one toast and lands on sign-in', async ({ page, request }) => {
  await signIn(page, (own) => startOwnSession(own, demoMember('Operations')));
  const token = await storedToken(page);
  expect((await callApi(request, '/api/v1/auth/logout', token)).code).toBe(200);
  // The page makes several calls at once (me, selection): every one answers 410.
  await page.goto('/banking/transactions');
  const toast = page.locator('.Toastify__toast--error');
  await expect(toast).toHaveText('Your sign-in has ended; sign in again');
  await expect(toast).toHaveCount(1);
  await expect(page).toHaveURL(/\/login\?to=%2Fbanking%2Ftransactions$/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('wallet-app-admin-token'))).toBeNull();
});

test('signs out from the user menu', async ({ page, request }) => {
  await signIn(page, (own) => startOwnSession(own, demoMember('Operations')));
  const token = await storedToken(page);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await callApi(request, '/api/v1/auth/me', token)).code).toBe(410);
});

/**
 * A new member with a temporary password (created through the API, as the staff screen does) signs
 * in on their way to the transactions and chooses their own password, as the first sign-in demands.
 */
async function firstSignIn(page: Page, request: APIRequestContext, username: string): Promise<void> {
  await signIn(page);
  const token = await storedToken(page);
  const roles = (await callApi(request, '/api/v1/role/list', token)).data as { list: { id: number; name: string }[] };
  const role = roles.list.find((r) => r.name === 'Support')!;
  const created = await callApi(request, '/api/v1/staff/create', token, { username, name: `E2E ${username}`, email: `${username}@wallet.example`, role_id: role.id });
  expect(created.code).toBe(200);
  const temporary = (created.data as { temporary_password: string }).temporary_password;
  await page.evaluate(() => localStorage.clear());

  await page.goto('/banking/transactions');
  await expect(page).toHaveURL(/\/login\?to=/);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(temporary);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/password/);
  await expect(page.getByText('Your password is temporary: choose your own before anything else')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(temporary);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('amber lantern 58 slowly');
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('amber lantern 58 slowly');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protect your account with two-factor sign-in' })).toBeVisible();
}

test('a first sign-in chooses a new password and is offered two-factor: Set up now opens the enrolment', async ({ page, request }) => {
  await firstSignIn(page, request, `first.${String(Date.now()).slice(-6)}`);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'two-factor-offer.png') });
  await page.getByRole('button', { name: 'Set up now' }).click();
  await expect(page).toHaveURL(/\/account\/security\?to=%2Fbanking%2Ftransactions$/);
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});

test('the two-factor offer can wait: Later goes on to the page asked for', async ({ page, request }) => {
  await firstSignIn(page, request, `later.${String(Date.now()).slice(-6)}`);
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/banking\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});
