import { expect, test } from './fixtures';
import { ROUTES } from '../src/router/routes';
import { cutCells, fitProblems } from './fit';
import { keepScreenshot, openInApp, signIn, waitForContent } from './support';

/** The list screens: every signed-in screen without a record of its own to show. */
const SCREENS = ROUTES.filter((route) => route.meta.layout === 'default' && !route.path.includes('*') && !route.path.endsWith('/detail'));

// At 1440 px the accessibility sweep checks the same on every screen. Both keep a screenshot of each with E2E_SCREENSHOTS=1.
test('every list screen at 800 px: no sideways scroll of the page, nothing under the customizer\'s button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page);
  const problems: string[] = [];
  for (const { path: address, meta } of SCREENS) {
    await openInApp(page, `${address}?page_size=5`, meta.name);
    await waitForContent(page);
    problems.push(...await fitProblems(page, address, { actionsInView: false }));
    await keepScreenshot(page, 'lists-800', meta.name);
  }
  expect(problems).toEqual([]);
});

test('every list screen at 1440 px: no sideways scroll of the grid, no cell cut', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const problems: string[] = [];
  for (const { path: address, meta } of SCREENS) {
    await openInApp(page, address, meta.name);
    await waitForContent(page);
    problems.push(...await cutCells(page, address));
  }
  expect(problems).toEqual([]);
});

test('at 390 px the funds-freeze and transactions lists show each row\'s amount in view, their filters folded and nothing covered', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const address of ['/banking/fundsFreeze', '/banking/transactions']) {
    const screen = SCREENS.find((route) => route.path === address)!;
    await openInApp(page, address, screen.meta.name);
    await waitForContent(page);
    // The filters fold behind one button, so the first rows show on the first screen.
    await expect(page.getByRole('button', { name: /Filters/, expanded: false })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    const amounts = page.locator('[role="row"][data-id] > [data-field="amount"]');
    await expect(amounts.first()).toBeInViewport();
    expect(await fitProblems(page, address, { actionsInView: false })).toEqual([]);
    const outOfView = await amounts.evaluateAll((cells) => cells.filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.left < 0 || box.right > window.innerWidth;
    }).length);
    expect(outOfView, `${address}: amounts out of view`).toBe(0);
  }
});
