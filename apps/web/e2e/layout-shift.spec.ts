import { expect, test } from './fixtures';
import { ROUTES } from '../src/router/routes';
import { openInApp, signIn, startSession, waitForContent } from './support';

/** Lists with a note over their filters (from their answer, or static), tabs in their title row; and a plain one. */
const SCREENS = ['/userCenter/tradeDownload', '/approvals', '/pix/pendingIncreases', '/userCenter/userList']
  .map((address) => ({ address, name: ROUTES.find((route) => route.path === address)!.meta.name }));
/** How long every answer of the API is held: long enough for the skeletons to be drawn first. */
const ANSWER_DELAY_MS = 300;
/** Lighthouse's goal for a whole page load (issue 23); here for one list's arrival. */
const MOST_SHIFT = 0.05;

declare global {
  interface Window { shifted: number }
}

test('a list does not move when its first answer replaces its skeletons (layout shift under 0.05)', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    window.shifted = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) window.shifted += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.continue();
  });
  const shifts: Record<string, number> = {};
  for (const { address, name } of SCREENS) {
    await page.evaluate(() => { window.shifted = 0; });
    await openInApp(page, address, name);
    await waitForContent(page);
    // Layout shifts are reported after the frame that made them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    shifts[address] = await page.evaluate(() => window.shifted);
  }
  expect(Object.entries(shifts).filter(([, shift]) => shift > MOST_SHIFT)).toEqual([]);
});

/** Lighthouse's desktop window, where lists whose rows do not fill their box shifted 0.088. */
const LIGHTHOUSE_DESKTOP = { width: 1350, height: 940 };
/** Lists with few rows in the demo data, loaded whole as a visitor's first page. */
const LOADED_WHOLE = ['/banking/fundsFreeze', '/approvals', '/userCenter/tradeDownload'];

test('a list loaded as the first page does not move when its rows come (layout shift under 0.05)', async ({ page }) => {
  await page.setViewportSize(LIGHTHOUSE_DESKTOP);
  await startSession(page);
  await page.addInitScript(() => {
    window.shifted = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) window.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.continue();
  });
  const shifts: Record<string, number> = {};
  for (const address of LOADED_WHOLE) {
    await page.goto(address);
    await waitForContent(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    shifts[address] = await page.evaluate(() => window.shifted);
  }
  expect(Object.entries(shifts).filter(([, shift]) => shift > MOST_SHIFT)).toEqual([]);
});
