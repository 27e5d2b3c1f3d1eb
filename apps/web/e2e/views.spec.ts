import { expect, test, type Page } from './fixtures';
import { demoMember, signIn, startOwnSession } from './support';

const VIEW = 'Blocked, without e-mail';

async function openViews(page: Page) {
  await page.getByRole('button', { name: /^Views/ }).click();
  return page.getByRole('menu', { name: 'Views of this list' });
}

test('a saved view and the chosen columns survive signing out and in again', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A session of its own, which the test ends, of a member who signs in again with a password alone.
  const member = demoMember('Operations');
  await signIn(page, (own) => startOwnSession(own, member));
  await page.locator('nav [data-nav="user-center-user-list"]').click();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();

  // Only blocked users, and the e-mail column hidden from its column menu.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  await expect(page).toHaveURL(/status=blocked/);
  await grid.getByRole('columnheader', { name: 'E-mail' }).hover();
  await grid.getByRole('button', { name: 'E-mail column menu' }).click();
  await page.getByRole('menuitem', { name: 'Hide column' }).click();
  await expect(grid.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await expect(page).toHaveURL(/hide=email/);

  await (await openViews(page)).getByRole('menuitemradio', { name: 'Compact' }).click();
  await (await openViews(page)).getByRole('menuitem', { name: 'Save this view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(VIEW);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Views: ${VIEW}` })).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, (own) => startOwnSession(own, member));

  // The plain list keeps the columns chosen last time; the view brings back the filter too.
  await page.locator('nav [data-nav="user-center-user-list"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'User list' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await (await openViews(page)).getByRole('menuitem', { name: VIEW }).click();
  await expect(page).toHaveURL(/status=blocked/);
  await expect(page.locator('[data-density="compact"]')).toBeVisible();
  await expect.poll(async () => [...new Set(await grid.locator('[role="gridcell"][data-field="status"]').allTextContents())]).toEqual(['Blocked']);
  await expect(page.getByRole('button', { name: `Views: ${VIEW}` })).toBeVisible();
});
