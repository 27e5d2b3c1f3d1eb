import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/router/routes';
import { openInApp, SCREENSHOTS, signIn } from './support';

/** The list screens: every signed-in screen without a record of its own to show. */
const SCREENS = ROUTES.filter((route) => route.meta.layout === 'default' && !route.path.includes('*') && !route.path.endsWith('/detail'));

/** How far the page itself scrolls sideways (0 when it fits its window). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Where a list's Actions column ends beyond the grid's visible area, in pixels (0 or less: it is
 * shown whole without scrolling the grid); null for a screen without such a column.
 */
const actionsOverflow = (page: Page) => page.evaluate(() => {
  const header = document.querySelector('.MuiDataGrid-columnHeader[data-field="__actions"]');
  const grid = header?.closest('.MuiDataGrid-main');
  if (!header || !grid) return null;
  return header.getBoundingClientRect().right - grid.getBoundingClientRect().right;
});

/** Waits until the screen shows what it loaded: its heading, and each grid's rows or its empty overlay. */
async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('.MuiDataGrid-root')]
    .every((grid) => grid.querySelector('.MuiDataGrid-row, .MuiDataGrid-overlay') && !grid.querySelector('.MuiDataGrid-cellSkeleton'))), { timeout: 15_000 }).toBe(true);
}

for (const width of [1440, 800]) {
  test(`every list screen at ${width} px: no sideways scroll of the page${width === 1440 ? ', its Actions column in view' : ''}, and a screenshot`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const folder = path.join(SCREENSHOTS, `lists-${width}`);
    fs.mkdirSync(folder, { recursive: true });
    const problems: string[] = [];
    for (const { path: address, meta } of SCREENS) {
      await openInApp(page, `${address}?page_size=5`, meta.name);
      await waitForContent(page);
      const overflow = await pageOverflow(page);
      if (overflow > 0) problems.push(`${address}: the page scrolls ${overflow} px sideways`);
      const actions = await actionsOverflow(page);
      if (width === 1440 && actions !== null && actions > 0) problems.push(`${address}: the Actions column ends ${Math.round(actions)} px out of view`);
      await page.screenshot({ path: path.join(folder, `${meta.name}.png`) });
    }
    expect(problems).toEqual([]);
  });
}
