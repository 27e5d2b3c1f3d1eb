import { expect, test } from './fixtures';
import { EVERY_SCREEN } from '../src/router/areas';
import { signIn } from './support';

// That every screen opens in its layout, under its title, with its navigation entry highlighted is
// checked by the accessibility sweep, which opens each of them (accessibility.spec.ts).
test('a signed-in member asking for sign-in is sent home', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the side navigation opens every screen it lists', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('nav [data-nav]').first()).toBeVisible();
  const entries = await page.locator('nav [data-nav]').evaluateAll((links) => links.map((a) => a.getAttribute('data-nav')));
  // The admin may see every screen: each one a manifest puts in the navigation is listed.
  expect(entries.sort()).toEqual(EVERY_SCREEN.filter(({ screen }) => screen.nav).map(({ name }) => name).sort());
  await page.locator('nav [data-nav="banking-transactions"]').click();
  await expect(page).toHaveURL(/\/banking\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});

test('the root redirects to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[data-layout="blank"]')).toBeVisible();
});

for (const path of ['/no/such/page', '/pages/misc/not-found/whatever/deep']) {
  test(`${path} shows not-found in the blank layout, without a session`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.locator('[data-layout="blank"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
}

test('the bank account detail page is public: no redirect to sign-in, in the default layout', async ({ page }) => {
  await page.goto('/banking/accounts/detail?id=1');
  await expect(page).toHaveURL(/\/banking\/accounts\/detail\?id=1$/);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
});

test('the progress bar shows while a lazy page loads, then goes away', async ({ page }) => {
  await signIn(page);
  // Hold the page's code back on a fresh load, so the bar stays up until it arrives.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/LimitsListPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pix/limitsList', { waitUntil: 'commit' });
  const bar = page.getByTestId('page-progress');
  await expect(bar).toBeVisible();
  const first = Number(await bar.getAttribute('aria-valuenow'));
  expect(first).toBeGreaterThanOrEqual(10);
  await page.waitForTimeout(1_800);
  const later = Number(await bar.getAttribute('aria-valuenow'));
  expect(later).toBeGreaterThan(first);
  expect(later).toBeLessThanOrEqual(82);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Pix limits' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
