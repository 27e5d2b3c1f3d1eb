import { createHash } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { accountWithRoom, callApi, startSession, storedToken } from './support';

interface Limit { owner_name: string; limits_type: string; period_type: string; amount: number; pending_amount: number | null }

const toast = (page: Page) => page.locator('.Toastify__toast--success').last();

/** An e-mail the DICT simulator finds held by no other participant (its rule: the first byte of the key's SHA-256, not a tenth of them). */
function unclaimedEmail(local: string): string {
  for (let n = 0; ; n++) {
    const email = `${local}.${n}@Exemplo.com.br`;
    if (createHash('sha256').update(email.toLowerCase()).digest()[0]! % 10 !== 0) return email;
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSession(page);
});

test('register an e-mail key, see it in the list and the logs, delete it with a reason', async ({ page, request }) => {
  // Four screens in one journey: a few seconds on a quiet machine, past the default 30 s beside the server suite on a busy one.
  test.setTimeout(60_000);
  const token = await storedToken(page);
  const account = await accountWithRoom(request, token, 'merchant');
  // The DICT simulator holds one e-mail in ten at another participant (a claim, which cannot be
  // withdrawn before its donor has it): one it does not is registered here.
  const email = unclaimedEmail(`E2E.Key.${Date.now()}`);

  await page.goto('/pix/pixKey');
  await page.getByRole('button', { name: 'Register key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Account', exact: true }).fill(account.account_number);
  await page.getByRole('option', { name: new RegExp(account.account_number) }).first().click();
  await dialog.getByRole('combobox', { name: 'Key type', exact: true }).click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page)).toContainText(`Key ${email.toLowerCase()}`);
  await expect(dialog).toBeHidden();

  const keyFilter = page.getByRole('textbox', { name: 'Key', exact: true });
  await keyFilter.fill(email);
  await keyFilter.press('Enter');
  const row = page.getByRole('row').filter({ hasText: email.toLowerCase() });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(account.owner_name);

  await page.goto('/logs/pixKeyLogs');
  const logFilter = page.getByRole('textbox', { name: 'Key', exact: true });
  await logFilter.fill(email);
  await logFilter.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Register' }).filter({ hasText: email.toLowerCase() })).toHaveCount(1);

  await page.goto('/pix/pixKey');
  await page.getByRole('textbox', { name: 'Key', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Key', exact: true }).press('Enter');
  await page.getByRole('button', { name: `Delete the key ${email.toLowerCase()}` }).click();
  const remove = page.getByRole('dialog');
  await remove.getByLabel('Reason').fill('Customer asked to remove the key');
  await remove.getByRole('button', { name: 'Delete key' }).click();
  await expect(toast(page)).toContainText(`Key ${email.toLowerCase()} deleted`);
  await expect(page.getByRole('row').filter({ hasText: email.toLowerCase() })).toContainText('Deleted');

  await page.goto('/logs/pixKeyLogs');
  await page.getByRole('textbox', { name: 'Key', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Key', exact: true }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Customer asked to remove the key' })).toHaveCount(1);
});

test('raise a limit and see it pending with its effective time; lower one and see it in force', async ({ page, request }) => {
  const token = await storedToken(page);
  const limits = ((await callApi(request, '/api/v1/limits/list', token, { limits_type: 'PIX', target: 'user', page_size: 100 })).data as { list: Limit[] }).list;
  const limit = limits.find((l) => l.pending_amount === null && l.amount >= 10_000)!;
  const rowOf = () => page.getByRole('row').filter({ hasText: limit.owner_name }).filter({ hasText: limit.period_type === 'DAYTIME' ? /Daytime/ : /Nighttime/ });

  await page.goto('/pix/limitsList');
  const owner = page.getByLabel('Owner, CPF or CNPJ');
  await owner.fill(limit.owner_name);
  await owner.press('Enter');
  await expect(rowOf()).toHaveCount(1);

  const raised = limit.amount + 100_000;
  await rowOf().getByRole('button', { name: /^Change the / }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('New amount').fill(String(raised / 100).replace('.', ','));
  await expect(dialog.getByRole('status')).toContainText('scheduled');
  await dialog.getByLabel('Reason').fill('Customer asked for a higher limit');
  await dialog.getByRole('button', { name: 'Save limit' }).click();
  await expect(toast(page)).toContainText('scheduled');
  await expect(rowOf()).toContainText('in force from');

  await rowOf().getByRole('button', { name: /^Change the / }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('New amount').fill('50,00');
  await expect(dialog.getByRole('status')).toContainText('at once');
  await dialog.getByLabel('Reason').fill('Suspected account takeover');
  await dialog.getByRole('button', { name: 'Save limit' }).click();
  await expect(toast(page)).toContainText('in force now');
  await expect(rowOf()).toContainText('R$ 50,00');
  await expect(rowOf()).not.toContainText('in force from');
});

test('pending increases: listed soonest first, one cancelled with a reason stays at the amount in force', async ({ page, request }) => {
  const token = await storedToken(page);
  const pendingPage = (await callApi(request, '/api/v1/limits/list', token, { pending_only: true, page_size: 100 })).data as { list: (Limit & { pending_effective_at: string })[]; pagination: { total: number } };
  const pending = pendingPage.list;
  expect(pending.length).toBeGreaterThan(1);
  expect(pending.every((l) => l.pending_amount !== null)).toBe(true);
  expect(pending.map((l) => l.pending_effective_at)).toEqual(pending.map((l) => l.pending_effective_at).sort());

  await page.goto('/pix/limitsList');
  await page.getByRole('navigation').getByRole('link', { name: 'Pending limit increases' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pending limit increases' })).toBeVisible();
  const [first] = pending;
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(first!.owner_name);

  await firstRow.getByRole('button', { name: /^Cancel the pending / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel a pending increase' });
  await dialog.getByRole('button', { name: 'Cancel the increase' }).click();
  await expect(dialog.getByText('at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Raised by mistake');
  await dialog.getByRole('button', { name: 'Cancel the increase' }).click();
  await expect(toast(page)).toContainText('Pending increase cancelled');
  await expect(dialog).toBeHidden();

  const after = ((await callApi(request, '/api/v1/limits/list', token, { pending_only: true, page_size: 100 })).data as { pagination: { total: number } }).pagination.total;
  expect(after).toBe(pendingPage.pagination.total - 1);
  await expect(page.getByRole('row').nth(1)).toContainText(pending[1]!.owner_name);
});
