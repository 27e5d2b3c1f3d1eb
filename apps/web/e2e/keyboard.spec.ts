import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN_PASSWORD, callApi, signIn, storedToken } from './support';
import { nextCode } from './second-factor';

/** Presses `key` until `target` has the focus, as someone moving through the page would. */
async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} ${limit} times never reached it`).toBeFocused();
}

/**
 * The focused control shows it: a ring of at least 2 px (the theme's, or the browser's own
 * `auto` ring), or for an outlined field MUI's 2 px focused border.
 */
async function expectFocusVisible(page: Page) {
  const state = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has the focus';
    const field = element.closest('.MuiOutlinedInput-root');
    if (field) {
      const border = getComputedStyle(field.querySelector('.MuiOutlinedInput-notchedOutline') ?? field).borderTopWidth;
      return field.classList.contains('Mui-focused') && parseFloat(border) >= 2 ? 'visible' : `a field with a ${border} border`;
    }
    const { outlineStyle, outlineWidth } = getComputedStyle(element);
    const ring = outlineStyle === 'auto' || (outlineStyle !== 'none' && parseFloat(outlineWidth) >= 2);
    return ring ? 'visible' : `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" with outline ${outlineStyle} ${outlineWidth}`;
  });
  expect(state).toBe('visible');
}

test('sign in, navigate, filter, page and act on a row with the keyboard alone, the focus always visible', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');

  // Sign-in: the username field has the focus; Tab to the password; Enter sends.
  // By name: MUI's required-field asterisk is part of the label.
  const username = page.locator('input[name="username"]');
  await expect(username).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  // A Super admin's second factor: its field takes the focus, and Enter sends the code.
  await expect(page.locator('input[name="totp"]')).toBeFocused();
  await page.keyboard.type(await nextCode('admin'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The first Tab shows the skip link; the navigation follows it.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  const merchants = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merchant list' });
  await pressUntilFocused(page, 'Tab', merchants);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/userCenter\/merchantList$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant list' })).toBeVisible();
  // The export button's code arrives beside the list's rows, in a blank of its size until then.
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();

  // Back to the skip link, past the navigation, and the next Tabs are the screen's first controls.
  await pressUntilFocused(page, 'Shift+Tab', skip);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Views/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose the file format' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create merchant' })).toBeFocused();
  await expectFocusVisible(page);

  // A text filter applies with Enter.
  const keyword = page.getByRole('textbox', { name: 'Name, e-mail, phone or document' });
  await pressUntilFocused(page, 'Tab', keyword);
  await expectFocusVisible(page);
  const token = await storedToken(page);
  const petShops = (await callApi(request, '/api/v1/user/list', token, { kind: 'merchant', keyword: 'Pet Shop' })).data as { pagination: { total: number } };
  const total = petShops.pagination.total;
  expect(total).toBeGreaterThan(5);
  await page.keyboard.type('Pet Shop');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=Pet\+Shop/);
  await expect(page.getByText(`1–${total} of ${total}`)).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows).toHaveCount(total);
  for (const row of await rows.all()) await expect(row).toContainText('Pet Shop');

  // Five rows a page, chosen in the grid's own select, then the next page.
  const pageSize = page.getByRole('combobox', { name: /Rows per page/ });
  await pressUntilFocused(page, 'Tab', pageSize);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByRole('option', { name: '5', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page_size=5/);
  await expect(page.getByText(`1–5 of ${total}`)).toBeVisible();
  const next = page.getByRole('button', { name: 'Go to next page' });
  await pressUntilFocused(page, 'Tab', next);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`6–${Math.min(10, total)} of ${total}`)).toBeVisible();
  // The first page's rows stay on screen until the second page's arrive.
  await expect(rows).toHaveCount(Math.min(5, total - 5));

  // A row's action: its dialog opens with Enter, closes with Escape, and gives the focus back.
  const block = page.getByRole('button', { name: /^Block Pet Shop / }).first();
  const merchant = ((await block.getAttribute('aria-label')) ?? '').replace(/^Block /, '');
  await pressUntilFocused(page, 'Shift+Tab', block);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Block ${merchant}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(block).toBeFocused();

  // Again, filled and confirmed with Enter: the merchant is blocked and the focus is back on the row.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Keyboard check');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const unblock = page.getByRole('button', { name: `Unblock ${merchant}` });
  await expect(unblock).toBeFocused();
  await expectFocusVisible(page);
  await expect(page.getByRole('row').filter({ hasText: merchant })).toContainText('Blocked');

  // Leave the demo merchant as it was for the other specs.
  const id = ((await callApi(request, '/api/v1/user/list', token, { kind: 'merchant', keyword: merchant })).data as { list: { id: number }[] }).list[0]!.id;
  expect((await callApi(request, '/api/v1/user/unblock', token, { id, reason: 'Keyboard check done' })).code).toBe(200);
});

test('a row action that asks first: confirmed or refused with the keyboard, the focus stays on its row', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const token = await storedToken(page);
  // An empty account: one that holds money cannot be deactivated.
  const owner = ((await callApi(request, '/api/v1/user/list', token, { kind: 'user', status: 'active', page_size: 1 })).data as { list: { id: number }[] }).list[0]!;
  const branch = '0077';
  const opened = await callApi(request, '/api/v1/bank_account/create', token, { owner_id: owner.id, branch, account_type: 'CACC' });
  expect(opened.code).toBe(200);
  const { id, account_number: number } = opened.data as { id: number; account_number: string };
  expect((await callApi(request, '/api/v1/bank_account/activate', token, { id })).code).toBe(200);
  const label = `${branch}/${number}`;
  await page.goto(`/banking/accounts?account_number=${number}`);
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Active');

  const deactivate = row.getByRole('button', { name: `Deactivate account ${label}` });
  await pressUntilFocused(page, 'Tab', deactivate);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: `Deactivate account ${label}?` });
  await expect(question.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(deactivate).toBeFocused();
  await expect(row).toContainText('Active');

  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  const activate = row.getByRole('button', { name: `Activate account ${label}` });
  await expect(activate).toBeFocused();
  await expect(row).toContainText('Inactive');

  // Activating asks nothing; the account is as it was, and the focus still on its row.
  await page.keyboard.press('Enter');
  await expect(deactivate).toBeFocused();
  await expectFocusVisible(page);
  await expect(row).not.toContainText('Inactive');
});

test('? lists the keyboard shortcuts, and g then a letter opens a screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list.getByRole('row', { name: /Go to Transactions/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/banking\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page).toHaveURL(/\/userCenter\/userList$/);
});
