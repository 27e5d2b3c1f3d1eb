import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/router/routes';
import { fitProblems } from './fit';
import { openInApp, SCREENSHOTS, signIn, waitForContent } from './support';

/** The list screens: every signed-in screen without a record of its own to show. */
const SCREENS = ROUTES.filter((route) => route.meta.layout === 'default' && !route.path.includes('*') && !route.path.endsWith('/detail'));

// At 1440 px the accessibility sweep checks the same on every screen, and keeps its screenshots.
test('every list screen at 800 px: no sideways scroll of the page, nothing under the customizer\'s button, and a screenshot', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page);
  const folder = path.join(SCREENSHOTS, 'lists-800');
  fs.mkdirSync(folder, { recursive: true });
  const problems: string[] = [];
  for (const { path: address, meta } of SCREENS) {
    await openInApp(page, `${address}?page_size=5`, meta.name);
    await waitForContent(page);
    problems.push(...await fitProblems(page, address, { actionsInView: false }));
    await page.screenshot({ path: path.join(folder, `${meta.name}.png`) });
  }
  expect(problems).toEqual([]);
});
