import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { formatCentavos } from '@wallet/contracts';
import { callApi, startSession, storedToken } from './support';

interface Account { id: number; branch: string; account_number: string; owner_name: string; owner_kind: string; available: number; status: string }
interface Owner { id: number; name: string }

const label = (a: Pick<Account, 'branch' | 'account_number'>) => `${a.branch}/${a.account_number}`;
const toast = (page: Page) => page.locator('.Toastify__toast--success').last();

async function richestMerchantAccount(request: APIRequestContext, token: string): Promise<Account> {
  const answer = await callApi(request, '/api/v1/bank_account/list', token, { owner_kind: 'merchant', status: 'active', page_size: 100 });
  const accounts = (answer.data as { list: Account[] }).list;
  return accounts.reduce((best, a) => (a.available > best.available ? a : best));
}

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, combobox: RegExp, typed: string, option: RegExp) {
  await scope.getByRole('combobox', { name: combobox }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSession(page);
});

test('open an account and activate it, with no toast for the activation', async ({ page, request }) => {
  const token = await storedToken(page);
  const owner = ((await callApi(request, '/api/v1/user/list', token, { kind: 'user', status: 'active', page_size: 1 })).data as { list: Owner[] }).list[0]!;

  await page.goto('/banking/accounts');
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog');
  await pick(page, dialog, /Owner/, owner.name, new RegExp(owner.name));
  // Our institution unless another of ours is chosen; it gives the number.
  await expect(dialog.getByText('Ours unless you choose a sponsor bank')).toBeVisible();
  await dialog.getByLabel(/Branch/).fill('0042');
  await dialog.getByRole('combobox', { name: /Account type/ }).click();
  await page.getByRole('option', { name: 'Checking (CACC)' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  const opened = new RegExp(`Account 0042/(\\d{8}) opened for ${owner.name}`);
  await expect(toast(page)).toContainText(opened);
  const number = opened.exec((await toast(page).first().textContent()) ?? '')![1]!;
  await expect(dialog).toBeHidden();

  const filter = page.getByLabel('Account number');
  await filter.fill(number);
  await filter.press('Enter');
  const row = page.getByRole('row').filter({ hasText: `0042/${number}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Inactive');
  const toastsBefore = await page.locator('.Toastify__toast--success').count();
  await row.getByRole('button', { name: `Activate account 0042/${number}` }).click();
  await expect(row.getByRole('button', { name: `Deactivate account 0042/${number}` })).toBeVisible();
  await expect(row).toContainText('Active');
  expect(await page.locator('.Toastify__toast--success').count()).toBeLessThanOrEqual(toastsBefore);
});

test('freeze R$ 10,00, find it in the freeze list and the history, unfreeze it, deduct a fee, open the detail and come back to the list', async ({ page, request }) => {
  // Seven screens in one journey: about 20 s on a quiet machine, past the default 30 s on a busy one.
  test.setTimeout(60_000);
  // Wide enough that the lists show the reason, by which the journey finds its freeze: narrower, it folds first.
  await page.setViewportSize({ width: 1920, height: 1080 });
  const token = await storedToken(page);
  const account = await richestMerchantAccount(request, token);
  const reason = `Court order ${Date.now()}`;

  await page.goto('/banking/fundsFreeze');
  await page.getByRole('button', { name: 'Freeze funds' }).click();
  const dialog = page.getByRole('dialog');
  await pick(page, dialog, /Account/, account.account_number, new RegExp(account.account_number));
  await dialog.getByLabel(/Amount/).fill('10,00');
  await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Freeze R$' }).getByRole('button', { name: 'OK' }).click();
  await expect(toast(page)).toContainText(`frozen on account ${account.account_number}`);

  const freezeRow = page.getByRole('row').filter({ hasText: reason });
  await expect(freezeRow).toHaveCount(1);
  await expect(freezeRow).toContainText('R$ 10,00');
  await expect(freezeRow).toContainText('Active');

  // The account's freeze history shows the freeze; its statement, the money's move with its balances.
  await page.goto(`/banking/freezeHistory?account_id=${account.id}`);
  await expect(page.getByRole('row').filter({ hasText: reason }).first()).toContainText('Active');
  await page.goto(`/banking/statement?account_id=${account.id}`);
  await expect(page.getByRole('row').filter({ hasText: reason }).first()).toContainText('-R$ 10,00');
  await expect(page.getByTestId('statement-summary')).toContainText('Opening balance R$ 0,00 available');
  await expect(page.getByTestId('statement-summary')).toContainText('Closing balance');

  await page.goto('/banking/fundsFreeze');
  await page.getByRole('row').filter({ hasText: reason }).getByRole('button', { name: /Unfreeze/ }).click();
  const release = page.getByRole('dialog');
  await release.getByLabel(/Reason/).fill('Court order lifted');
  await release.getByRole('button', { name: 'Release' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Release all' }).getByRole('button', { name: 'OK' }).click();
  await expect(toast(page)).toContainText(`released on account ${account.account_number}`);
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('Released');

  await page.goto('/userCenter/feeManagement');
  await pick(page, page.locator('main'), /Merchant account/, account.account_number, new RegExp(account.account_number));
  await expect(page.getByRole('region', { name: 'Balance' })).toBeVisible();
  await page.getByLabel(/Amount/).fill('2,50');
  await page.getByLabel(/Reason/).fill('Monthly Pix QR code fee');
  await page.getByRole('button', { name: 'Deduct fee' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Available after' }).getByRole('button', { name: 'OK' }).click();
  await expect(toast(page)).toContainText(`Fee of R$ 2,50 deducted from ${account.owner_name}`);

  await page.goto('/banking/feeHistory');
  await expect(page.getByRole('row').filter({ hasText: account.owner_name }).first()).toContainText('R$ 2,50');

  await page.goto('/banking/accounts');
  const filter = page.getByLabel('Account number');
  await filter.fill(account.account_number);
  await filter.press('Enter');
  await page.getByRole('link', { name: `Open the detail of account ${label(account)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/banking/accounts/detail\\?id=${account.id}$`));
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Account ${label(account)}`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Bank accounts' })).toHaveAttribute('href', '/banking/accounts');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(`Account ${label(account)}`);
  const ledger = page.getByRole('region', { name: 'Latest ledger rows' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Monthly Pix QR code fee' })).toContainText('-R$ 2,50');
  await expect(ledger.getByRole('row').filter({ hasText: 'Court order lifted' })).toContainText('+R$ 10,00');
  // Back returns to the list as it was filtered.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/banking/accounts\\?account_number=${account.account_number}$`));
  await expect(page.getByLabel('Account number')).toHaveValue(account.account_number);
});

test('the trial balance lists every kind of ledger account for the days chosen, its balances summing to zero', async ({ page, request }) => {
  interface Line { kind: string; opening: number; debits: number; credits: number; closing: number }
  const token = await storedToken(page);
  const today = ((await callApi(request, '/api/v1/funds/trial_balance', token, {})).data as { list: Line[] }).list;
  expect(today.map((line) => line.kind)).toHaveLength(7);
  expect(today.reduce((sum, line) => sum + line.closing, 0)).toBe(0);
  expect(today.reduce((sum, line) => sum + line.debits, 0)).toBe(today.reduce((sum, line) => sum + line.credits, 0));

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trial balance' }).click();
  await expect(page.getByRole('heading', { name: 'Trial balance' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(8);
  const settlement = page.getByRole('row').filter({ hasText: 'Settlement account (central bank)' });
  // Our money at the central bank is an asset: a debit balance, shown negative.
  await expect(settlement).toContainText(formatCentavos(Math.abs(today.find((line) => line.kind === 'settlement')!.closing)));

  // The days chosen travel in the address, as every list's filters do.
  await page.goto('/banking/trialBalance?created_from=2026-01-01&created_to=2026-01-31');
  await expect(page.getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('row').filter({ hasText: 'Customers: available' })).toBeVisible();

  // Its one action: the days' lines to a file, through the export jobs.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(/Export \d+ queued/);
  const row = page.getByRole('row').filter({ hasText: /trial-balance-\d{4}-\d{2}-\d{2}-\d+\.csv/ }).first();
  await expect(row).toContainText('Done', { timeout: 20_000 });
});
