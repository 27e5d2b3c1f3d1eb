import { test as base, type BrowserContext } from '@playwright/test';
import { E2E_BASE_URL } from './environment';

export * from '@playwright/test';

/**
 * The specs' `test`: Playwright's, but every test's page opens in one browser context per worker,
 * emptied before each test of cookies, local storage, IndexedDB and permissions, with every page
 * of the test before it closed. A test starts as in a fresh context but for the browser cache: the
 * console's code (hashed files, cached for a year) is fetched and compiled once per worker instead
 * of once per test, about a quarter of the time of a short test. A cold load is still what
 * the first test of a worker, the tests with their own context (staff.spec.ts) and every page that
 * routes requests (routing turns the page's cache off) see.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    await use(context);
    await context.close();
  }, { scope: 'worker' }],
  context: async ({ workerContext }, use) => {
    await workerContext.setStorageState({ cookies: [], origins: [] });
    await workerContext.clearPermissions();
    await use(workerContext);
    await Promise.all(workerContext.pages().map((page) => page.close()));
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
});
