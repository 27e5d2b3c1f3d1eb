import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { signInThroughForm, startSession } from './support';

/** The console's home, where sign-in goes when the page asked for (`to`) is not one of the console's. */
const HOME = `${E2E_BASE_URL}/dashboard`;

/**
 * `to` values (as sent, encoded) that must not be followed: the ones a browser reads as another
 * host (`/\`, `/<tab>/`, `/\/`, `/<newline>/` are `//` to it), another scheme, an encoded
 * backslash, and a path of no route of the console.
 */
const HOSTILE_TO = [
  '%2F%5Cevil.example%2F',
  '%2F%09%2Fevil.example',
  '%2F%5C%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%2Fevil.example',
  '%2F%255Cevil.example',
  'https%3A%2F%2Fevil.example',
  'javascript%3Aalert(document.domain)',
  '%2Fnowhere',
];

/**
 * Answers every request to another origin with a page of its own, offline: a test that was led
 * off the console ends there, on that host's address, rather than on a network error.
 */
async function standInForOtherSites(page: Page): Promise<void> {
  await page.route((url) => url.origin !== E2E_BASE_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' }));
}

test.beforeEach(({ page }) => standInForOtherSites(page));

for (const to of HOSTILE_TO) {
  test(`signing in through the form with to=${to} lands on the console's home`, async ({ page }) => {
    await page.goto(`/login?to=${to}`);
    await signInThroughForm(page);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test(`opening /login?to=${to} with a session lands on the console's home`, async ({ page }) => {
    await startSession(page);
    await page.goto(`/login?to=${to}`);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}

test('a page of the console asked for, with its query, is where signing in through the form lands', async ({ page }) => {
  await page.goto('/login?to=%2Fbanking%2FfundsFreeze%3Fstatus%3Dactive');
  await signInThroughForm(page);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/banking/fundsFreeze?status=active`);
  await expect(page.getByRole('heading', { level: 1, name: 'Funds freeze' })).toBeVisible();
});

test('a page of the console asked for, with its query, is where a session already open goes on to', async ({ page }) => {
  await startSession(page);
  await page.goto('/login?to=%2FuserCenter%2FuserList%3Fstatus%3D1');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/userCenter/userList?status=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'User list' })).toBeVisible();
});
