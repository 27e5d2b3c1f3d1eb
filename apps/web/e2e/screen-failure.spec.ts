import { expect, test } from './fixtures';
import { signIn } from './support';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
});

test('a screen whose code cannot be fetched (the console updated meanwhile) says so inside the layout and offers to reload; the reload draws it', async ({ page }) => {
  const calendarCode = /\/assets\/CalendarPage-[\w-]+\.js$/;
  await page.route(calendarCode, (route) => route.abort());
  await page.locator('nav [data-nav="calendar"]').click();
  const failed = page.getByRole('alert').filter({ hasText: 'This screen could not be shown' });
  await expect(failed).toContainText('the console may have been updated since this page was opened');
  await expect(page.locator('nav [data-nav="dashboard"]')).toBeVisible();

  await page.unroute(calendarCode);
  await failed.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(failed).toBeHidden();
});
