import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { callDictAsUs } from './dict';
import { accountWithRoom, callApi, signIn, storedToken } from './support';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
});

test('a reconciliation finds a key the DICT lost behind our back and creates it again, the fix in view', async ({ page, request }) => {
  const token = await storedToken(page);
  const account = await accountWithRoom(request, token, 'user');
  // A key registered here, then deleted at the DICT (the simulator beside the server) without us.
  let key = '';
  for (let attempt = 0; !key; attempt += 1) {
    const candidate = `reconciliada.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const registered = await callApi(request, '/api/v1/pix-keys/register', token, { account_id: account.id, key_type: 'EMAIL', key_value: candidate });
    // One e-mail in ten is held at another participant: that one waits for a claim, and another is tried.
    if ((registered.data as { status: string }).status === 'active') key = candidate;
    expect(attempt).toBeLessThan(10);
  }
  expect(await callDictAsUs(`/entries/${encodeURIComponent(key)}/delete`, 'DeleteEntryRequest', { Key: key, Participant: '12345678', Reason: 'USER_REQUESTED' })).toBe(200);

  await page.locator('nav [data-nav="pix-reconciliation"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'DICT reconciliation' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(/Verified with the DICT: \d+ key types differed, [1-9]\d* divergences fixed/);

  const table = page.getByRole('table', { name: 'Sync verifications with the DICT' });
  const emails = table.locator('tr[data-key-type="EMAIL"][data-result="NOK"]').first();
  await expect(emails).toContainText('admin');
  const fix = page.locator(`tr[data-key="${key}"]`);
  await expect(fix).toContainText('Created at the DICT (it had no entry)');
  await expect(fix).toContainText('Done');

  // Verified again, the DICT and our books agree on e-mail keys.
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(/Verified with the DICT/);
  await expect(table.locator('tr[data-key-type="EMAIL"]').first()).toHaveAttribute('data-result', 'OK');
});
