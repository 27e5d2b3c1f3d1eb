import fs from 'node:fs';
import { expect, test } from './fixtures';
import { callApi, startSession, storedToken } from './support';

interface Trade { id: number; trade_no: string; trade_type: string; status: string; end_to_end_id: string }
interface Page { list: Trade[]; pagination: { total: number; total_capped: boolean } }

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('filter the transactions, open one, copy its end-to-end id', async ({ page, request }) => {
  const token = await storedToken(page);
  const payouts = (await callApi(request, '/api/v1/trade/list', token, { trade_type: 'payout', page_size: 5 })).data as Page;
  expect(payouts.list.length).toBeGreaterThan(0);

  await page.goto('/banking/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Trade type' }).click();
  await page.getByRole('option', { name: 'Payout' }).click();
  await expect(page).toHaveURL(/trade_type=payout/);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^T\d+/ }) });
  await expect(rows.first()).toContainText(payouts.list[0]!.trade_no);
  // The newest trade may be a payout either way: wait for the filtered page, with no pay-in left on it.
  await expect(rows.filter({ hasText: 'Pay-in' })).toHaveCount(0);
  for (const row of await rows.all()) await expect(row).toContainText('Payout');
  await expect(page.getByText(new RegExp(`of ${payouts.pagination.total.toLocaleString('en')}$`))).toBeVisible();

  const first = payouts.list[0]!;
  await page.getByRole('link', { name: first.trade_no }).click();
  await expect(page).toHaveURL(new RegExp(`/banking/transactions/detail\\?id=${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Trade ${first.trade_no}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status timeline' })).toBeVisible();
  await page.getByRole('button', { name: `Copy End-to-end id ${first.end_to_end_id}` }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText('Copying succeeded');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.end_to_end_id);
});

test('find a payment by its end-to-end id typed in lower case, and by the payer\'s CPF with punctuation', async ({ page, request }) => {
  const token = await storedToken(page);
  const recent = ((await callApi(request, '/api/v1/trade/list', token, { page_size: 50 })).data as { list: (Trade & { payer_name: string })[] }).list;
  const target = recent[0]!;
  const detail = (await callApi(request, '/api/v1/trade/detail', token, { id: target.id })).data as { payer: { document: string } };

  await page.goto('/banking/transactions');
  const search = page.getByRole('textbox', { name: 'Exact search' });
  await search.fill(target.end_to_end_id.toLowerCase());
  await search.press('Enter');
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^T\d+/ }) });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(target.trade_no);
  await expect(page.getByTestId('trade-totals')).toContainText('1 trade,');

  const cpf = detail.payer.document;
  const punctuated = cpf.length === 11 ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf;
  const byPayer = ((await callApi(request, '/api/v1/trade/list', token, { party: cpf, page_size: 1 })).data as Page).pagination.total;
  await page.goto('/banking/transactions');
  const party = page.getByRole('textbox', { name: 'Payer or payee' });
  await party.fill(punctuated);
  await party.press('Enter');
  await expect(page).toHaveURL(/party=/);
  await expect(rows.filter({ hasText: target.trade_no })).toHaveCount(1);
  await expect(page.getByTestId('trade-totals')).toContainText(byPayer === 1 ? '1 trade,' : `${byPayer.toLocaleString('en')} trades`);
});

test('export the filtered trades, watch the export finish and download the file', async ({ page, request }) => {
  const token = await storedToken(page);
  const filters = { trade_type: 'payin', trade_status: 'success' };
  const expected = ((await callApi(request, '/api/v1/trade/list', token, { ...filters, page_size: 1 })).data as Page).pagination;
  expect(expected.total_capped).toBe(false);

  await page.goto('/banking/transactions?trade_type=payin&trade_status=success');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(/Export \d+ queued/);
  await expect(page).toHaveURL(/\/userCenter\/tradeDownload/);

  const row = page.getByRole('row').filter({ hasText: /trades-\d{4}-\d{2}-\d{2}-to-/ }).first();
  const bar = row.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(row).toContainText('Done');
  await expect(row).toContainText(expected.total.toLocaleString('en'));

  const fileName = (await row.getByRole('button', { name: /^Download / }).getAttribute('aria-label'))!.replace(/^Download /, '');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFtrade_no,trade_type,status,amount_brl,fee_brl,currency,merchant_id,merchant_name,')).toBe(true);
  const lines = text.trimEnd().split('\n');
  expect(lines.length - 1).toBe(expected.total);
  expect(lines.slice(1).every((line) => line.includes(',payin,success,'))).toBe(true);
  // The address was for one download only.
  await expect(page).toHaveURL(/\/userCenter\/tradeDownload/);
});

test('return part of a Pix received to its payer: listed on the trade, its money out of the customer\'s balance', async ({ page, request }) => {
  const token = await storedToken(page);
  const payins = ((await callApi(request, '/api/v1/trade/list', token, { trade_type: 'payin', trade_status: 'success', page_size: 50 })).data as Page).list;
  let chosen: { trade: Trade; accountId: number; available: number } | undefined;
  for (const trade of payins) {
    const detail = (await callApi(request, '/api/v1/trade/detail', token, { id: trade.id })).data as { account_id: number; returnable: number };
    if (detail.returnable < 100) continue;
    const balance = (await callApi(request, '/api/v1/funds/balance', token, { account_id: detail.account_id })).data as { available: number };
    if (balance.available >= 100) {
      chosen = { trade, accountId: detail.account_id, available: balance.available };
      break;
    }
  }
  expect(chosen, 'a settled pay-in whose account still holds R$ 1,00').toBeDefined();
  const { trade, accountId, available } = chosen!;

  await page.goto(`/banking/transactions/detail?id=${trade.id}`);
  await page.getByRole('button', { name: 'Return money to the payer' }).click();
  const dialog = page.getByRole('dialog', { name: `Return money of ${trade.trade_no}` });
  await dialog.getByRole('textbox', { name: /Amount to return/ }).fill('1,00');
  await dialog.getByRole('radio', { name: 'BE08 - Operational error of an institution' }).check();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Paid to the wrong key by our mistake');
  await dialog.getByRole('button', { name: 'Return' }).click();
  const asked = page.getByRole('dialog', { name: 'Return this money?' });
  await asked.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(`for transaction ${trade.trade_no} sent to the SPI`);

  const returns = page.getByRole('region', { name: 'Returns (devoluções)' });
  const row = returns.getByRole('row').filter({ hasText: 'Paid to the wrong key by our mistake' });
  await expect(row).toContainText('Sent by us');
  await expect(page.getByRole('region', { name: 'Money moved' }).locator('[data-transfer="return_sent"]')).toBeVisible();
  // The simulated SPI settles most returns, answers some later and rejects a few (the money then comes back).
  const rejected = (await row.textContent())!.includes('Rejected');
  const after = (await callApi(request, '/api/v1/funds/balance', token, { account_id: accountId })).data as { available: number };
  expect(after.available).toBe(rejected ? available : available - 100);
});
