import { expect, test, type Page } from './fixtures';
import { E2E_BASE_URL } from './environment';
import { callApi, demoMember, signInThroughForm, startSession, storedToken } from './support';

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

async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Ends the session the form opened, so that the next case meets the form again. */
async function signOut(page: Page): Promise<void> {
  const token = await storedToken(page);
  expect((await callApi(page.request, '/api/v1/auth/logout', token)).code).toBe(200);
  await page.evaluate(() => localStorage.clear());
}

// One page for every case of a test: each case opens the sign-in page afresh (its code from the
// browser's cache), so what differs between cases is only the `to` asked for.
test.beforeEach(({ page }) => {
  test.setTimeout(120_000);
  return standInForOtherSites(page);
});

test('signing in through the form goes to the console\'s home for every `to` that is not a page of the console, and to the page asked for, with its query', async ({ page }) => {
  // A member without a second factor: the case is the address, and each case signs in afresh.
  const member = demoMember('Operations');
  for (const to of HOSTILE_TO) {
    await test.step(`to=${to} lands on the console's home`, async () => {
      await page.goto(`/login?to=${to}`);
      await signInThroughForm(page, member.password, member.username);
      await expectHome(page);
      await signOut(page);
    });
  }
  await test.step('to=/banking/fundsFreeze?status=active lands there', async () => {
    await page.goto('/login?to=%2Fbanking%2FfundsFreeze%3Fstatus%3Dactive');
    await signInThroughForm(page, member.password, member.username);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/banking/fundsFreeze?status=active`);
    await expect(page.getByRole('heading', { level: 1, name: 'Funds freeze' })).toBeVisible();
  });
});

test('a session already open goes on from the sign-in page to the console\'s home for every `to` that is not a page of the console, and to the page asked for, with its query', async ({ page }) => {
  await startSession(page);
  for (const to of HOSTILE_TO) {
    await test.step(`opening /login?to=${to} lands on the console's home`, async () => {
      await page.goto(`/login?to=${to}`);
      await expectHome(page);
    });
  }
  await test.step('opening /login?to=/userCenter/userList?status=1 lands there', async () => {
    await page.goto('/login?to=%2FuserCenter%2FuserList%3Fstatus%3D1');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/userCenter/userList?status=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'User list' })).toBeVisible();
  });
});
