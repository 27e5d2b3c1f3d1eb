import { expect, test, type APIRequestContext } from './fixtures';
import { callApi, startSession, storedToken } from './support';

interface Trade { id: number; trade_no: string; merchant_id: number; merchant_name: string; end_to_end_id: string }
interface TradeDetail extends Trade { account_id: number | null; account_number: string | null; payer: { document: string } }
interface Account { id: number; branch: string; account_number: string; available: number }
interface PixKey { key_value: string }
interface LimitUsage { limit: number }
interface Customer { kind: 'user' | 'merchant'; doc_number: string }
interface MedCase { id: number; customer_id: number; customer_name: string; customer_kind: 'user' | 'merchant'; status: string }

async function listOf<Row>(request: APIRequestContext, token: string, path: string, body: Record<string, unknown>): Promise<Row[]> {
  return ((await callApi(request, path, token, body)).data as { list: Row[] }).list;
}

const withPunctuation = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/**
 * A pay-in from a person (a CPF) to one of a merchant's accounts, among the five newest trades of
 * that merchant, which its story shows, and the merchant: found through the API, so that no id is fixed.
 */
async function payinInAStory(request: APIRequestContext, token: string): Promise<{ trade: TradeDetail; merchant: Customer }> {
  for (const payin of await listOf<Trade>(request, token, '/api/v1/trade/list', { trade_type: 'payin', page_size: 50 })) {
    const { user: merchant } = (await callApi(request, '/api/v1/user/detail', token, { id: payin.merchant_id })).data as { user: Customer };
    if (merchant.kind !== 'merchant') continue;
    const newest = await listOf<Trade>(request, token, '/api/v1/trade/list', { merchant: String(payin.merchant_id), page_size: 5 });
    if (!newest.some((trade) => trade.id === payin.id)) continue;
    const trade = (await callApi(request, '/api/v1/trade/detail', token, { id: payin.id })).data as TradeDetail;
    if (trade.account_id !== null && trade.payer.document.length === 11) return { trade, merchant };
  }
  throw new Error('no pay-in from a person among the five newest trades of a merchant');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSession(page);
});

test('a merchant\'s whole story: accounts, balance, keys, limits and last trades; a trade leads to its account and back to the merchant; the trade is found by its end-to-end id in lower case and by the payer\'s CPF with punctuation', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await storedToken(page);
  const { trade, merchant } = await payinInAStory(request, token);
  const [account] = await listOf<Account>(request, token, '/api/v1/bank_account/list', { owner_id: trade.merchant_id });
  const keys = await listOf<PixKey>(request, token, '/api/v1/pix-keys/list', { owner: merchant.doc_number });
  const usage = (await callApi(request, '/api/v1/limits/usage', token, { owner_id: trade.merchant_id })).data as LimitUsage;

  // Open the merchant from its list.
  await page.goto('/userCenter/merchantList');
  const search = page.getByLabel(/Name, e-mail, phone or document/);
  await search.fill(trade.merchant_name);
  await search.press('Enter');
  await page.getByRole('row').filter({ hasText: trade.merchant_name }).getByRole('link', { name: trade.merchant_name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/userCenter/merchantList/detail\\?id=${trade.merchant_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: trade.merchant_name })).toBeVisible();

  const accounts = page.getByRole('region', { name: 'Bank accounts and balances' });
  await expect(accounts.getByRole('link', { name: `${account!.branch}/${account!.account_number}` })).toBeVisible();
  await expect(accounts.locator(`[data-centavos="${account!.available}"]`).first()).toBeVisible();
  const keysPart = page.getByRole('region', { name: 'Pix keys' });
  await expect(keys.length > 0 ? keysPart.getByText(keys[0]!.key_value) : keysPart.getByText('No Pix keys yet')).toBeVisible();
  const usagePart = page.getByRole('region', { name: 'Pix limits' }).getByRole('region', { name: 'Pix in the period now running' });
  await expect(usagePart.getByRole('meter', { name: 'Share of the limit used' })).toBeVisible();
  const inForce = usagePart.locator('div').filter({ has: page.getByText('In force', { exact: true }) });
  await expect(inForce.locator(`[data-centavos="${usage.limit}"]`)).toBeVisible();
  // The last 30 days unless another period is chosen, linked to the transaction list over the same days.
  const trades = page.getByRole('region', { name: 'Transactions' });
  await expect(trades.getByRole('textbox', { name: 'Period: From' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const from = await trades.getByRole('textbox', { name: 'Period: From' }).inputValue();
  const to = await trades.getByRole('textbox', { name: 'Period: To' }).inputValue();
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  await expect(trades.getByRole('link', { name: /^See all \d+ in Transactions$|^See the 1 in Transactions$/ }))
    .toHaveAttribute('href', `/banking/transactions?merchant=${trade.merchant_id}&created_from=${from}&created_to=${to}`);

  // The trade, its account (in the console's layout, its owner linked) and back to the merchant.
  await trades.getByRole('link', { name: trade.trade_no }).click();
  await expect(page).toHaveURL(new RegExp(`/banking/transactions/detail\\?id=${trade.id}$`));
  await page.getByRole('link', { name: `Account ${trade.account_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/banking/accounts/detail\\?id=${trade.account_id}$`));
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bank accounts' })).toBeVisible();
  await page.getByRole('link', { name: trade.merchant_name }).click();
  await expect(page).toHaveURL(new RegExp(`/userCenter/merchantList/detail\\?id=${trade.merchant_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: trade.merchant_name })).toBeVisible();

  // Found by its end-to-end id typed in lower case, across every day.
  await page.goto('/banking/transactions');
  const found = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^T\d+/ }) });
  const exact = page.getByRole('textbox', { name: 'Exact search' });
  await exact.fill(trade.end_to_end_id.toLowerCase());
  await exact.press('Enter');
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText(trade.trade_no);

  // Found by the payer's CPF with punctuation; Back from the trade returns to the list so filtered.
  await page.goto('/banking/transactions');
  const party = page.getByRole('textbox', { name: 'Payer or payee' });
  await party.fill(withPunctuation(trade.payer.document));
  await party.press('Enter');
  await expect(page).toHaveURL(/party=/);
  await found.getByRole('link', { name: trade.trade_no }).click();
  await expect(page).toHaveURL(new RegExp(`/banking/transactions/detail\\?id=${trade.id}$`));
  await page.goBack();
  await expect(page).toHaveURL(/party=/);
  await expect(party).toHaveValue(withPunctuation(trade.payer.document));
  await expect(found.filter({ hasText: trade.trade_no })).toHaveCount(1);
});

test('a customer with a MED case: the case is listed on their page and leads to the case; the open cases beside their name are those the section counts; the full list is theirs', async ({ page, request }) => {
  const token = await storedToken(page);
  const [medCase] = await listOf<MedCase>(request, token, '/api/v1/med/list', { status: 'open', page_size: 1 });
  expect(medCase, 'the demo data has an open MED case').toBeTruthy();
  const ofCustomer = (await callApi(request, '/api/v1/med/list', token, { customer_id: medCase!.customer_id, status: 'open', page_size: 1 })).data as { pagination: { total: number } };
  const open = ofCustomer.pagination.total;

  await page.goto(`/userCenter/${medCase!.customer_kind === 'merchant' ? 'merchantList' : 'userList'}/detail?id=${medCase!.customer_id}`);
  await expect(page.getByRole('heading', { level: 1, name: medCase!.customer_name })).toBeVisible();
  const section = page.getByRole('region', { name: 'MED cases' });
  await expect(section.getByText(open === 1 ? '1 case open' : `${open} cases open`)).toBeVisible();
  await expect(page.locator('[data-med-flag]')).toHaveText(open === 1 ? '1 open MED case' : `${open} open MED cases`);

  // The full list, narrowed to this customer.
  await section.getByRole('link', { name: /^See all \d+ in MED cases$|^See the 1 in MED cases$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/regulatory/med\\?customer_id=${medCase!.customer_id}$`));
  await expect(page.getByText(`Only the cases of customer #${medCase!.customer_id}`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Open case ${medCase!.id}` })).toBeVisible();
  await page.goBack();

  const link = page.getByRole('region', { name: 'MED cases' }).getByRole('link', { name: `Open case ${medCase!.id}` });
  await expect(link).toHaveAttribute('href', `/regulatory/med/detail?id=${medCase!.id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/regulatory/med/detail\\?id=${medCase!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `MED case #${medCase!.id}` })).toBeVisible();
});
