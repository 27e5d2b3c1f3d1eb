import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { callApi, SCREENSHOTS, signIn, signInThroughForm, storedToken } from './support';

test.beforeAll(() => fs.mkdirSync(SCREENSHOTS, { recursive: true }));

test('signs in with the first-run admin and lands on the user list', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Wallet Admin');
  await expect(page.getByRole('heading', { name: 'Sign in to Wallet Admin' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'sign-in.png') });
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/userCenter\/userList$/);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User list' })).toBeVisible();
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
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/banking\/fundsFreeze\?status=active#top$/);
  await expect(page.getByRole('heading', { name: 'Funds freeze' })).toBeVisible();
});

test('an ended session shows one toast and lands on sign-in', async ({ page, request }) => {
  await signIn(page);
  const token = await storedToken(page);
  expect((await callApi(request, '/api/v1/auth/logout', token)).code).toBe(200);
  // The page makes several calls at once (me, selection): every one answers 410.
  await page.goto('/banking/transactions');
  const toast = page.locator('.Toastify__toast--error');
  await expect(toast).toHaveText('Your session has ended; sign in again');
  await expect(toast).toHaveCount(1);
  await expect(page).toHaveURL(/\/login\?to=%2Fbanking%2Ftransactions$/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('wallet-app-admin-token'))).toBeNull();
});

test('signs out from the user menu', async ({ page, request }) => {
  await signIn(page);
  const token = await storedToken(page);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await callApi(request, '/api/v1/auth/me', token)).code).toBe(410);
});
