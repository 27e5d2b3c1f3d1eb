import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { callApi, signIn, storedToken } from './support';

interface Trade { id: number; end_to_end_id: string; trade_no: string; amount: number }
interface MedCase { id: number; end_to_end_id: string }
interface Counts { open: number; due_today: number; overdue: number; mine: number }

const INBOX = '/regulatory/med';
const toast = (page: Page) => page.locator('.Toastify__toast--success').last();

/** A settled Pix received that no MED case follows yet: its case is ours to open, on the receiver's side. */
async function uncontestedPayin(request: APIRequestContext, token: string): Promise<Trade> {
  const { list } = (await callApi(request, '/api/v1/trade/list', token, { trade_type: 'payin', trade_status: 'success', page_size: 100 })).data as { list: Trade[] };
  for (const trade of list) {
    const cases = (await callApi(request, '/api/v1/med/list', token, { keyword: trade.end_to_end_id })).data as { list: MedCase[] };
    if (cases.list.length === 0) return trade;
  }
  throw new Error('every recent Pix received has a MED case');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page);
});

test('the inbox opens from the side navigation with the counts the list answers, and its quick views narrow it', async ({ page, request }) => {
  const answer = await callApi(request, '/api/v1/med/list', await storedToken(page), {});
  expect(answer.code).toBe(200);
  const { counts } = answer.data as { counts: Counts };

  await page.locator('nav [data-nav="regulatory-med"]').click();
  await expect(page).toHaveURL(/\/regulatory\/med$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MED cases' })).toBeVisible();
  await expect(page.getByRole('tab', { name: `New and open (${counts.open})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Overdue (${counts.overdue})` })).toBeVisible();

  await page.getByRole('tab', { name: /^Due today/ }).click();
  await expect(page).toHaveURL(/due=due_today/);
  await expect(page.getByRole('tab', { name: /^Due today/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^Mine/ }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page).not.toHaveURL(/due=/);
});

test('open a case for a Pix received, take it, hold its money after a confirmation, then close it', async ({ page, request }) => {
  const trade = await uncontestedPayin(request, await storedToken(page));
  await page.goto(INBOX);
  await page.getByRole('button', { name: 'Open case' }).click();
  const opening = page.getByRole('dialog', { name: 'Open a MED case' });
  await opening.getByRole('textbox', { name: 'End-to-end id' }).fill(trade.end_to_end_id);
  await opening.getByRole('textbox', { name: 'Note' }).fill('Customer says the payer was scammed');
  await opening.getByRole('button', { name: 'Open case' }).click();

  await expect(page).toHaveURL(/\/regulatory\/med\/detail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { level: 1, name: `MED case #${id}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'MED cases' })).toHaveAttribute('href', INBOX);
  await expect(page.getByRole('link', { name: `Open transaction ${trade.trade_no}` })).toHaveAttribute('href', `/banking/transactions/detail?id=${trade.id}`);
  await expect(page.locator('nav [data-nav="regulatory-med"]')).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Take', exact: true }).click();
  await expect(toast(page)).toContainText(`Case ${id} is yours now`);
  await expect(page.getByRole('button', { name: 'Take', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Hold money' }).click();
  const holding = page.getByRole('dialog', { name: `Hold money for case #${id}` });
  await expect(holding.getByRole('textbox', { name: 'Amount' })).not.toHaveValue('');
  await holding.getByRole('textbox', { name: 'Reason' }).fill('Blocked while the report is analysed');
  await holding.getByRole('button', { name: 'Hold' }).click();
  await page.getByRole('dialog', { name: 'Hold money' }).getByRole('button', { name: 'OK' }).click();
  await expect(toast(page)).toContainText(`for case ${id}`);
  const holds = page.getByRole('table', { name: 'Holds' });
  await expect(holds.getByText('Cautionary block (72 h)')).toBeVisible();
  await expect(holds.getByText(/h left$/)).toBeVisible();

  await page.getByRole('button', { name: 'Close case' }).click();
  const closing = page.getByRole('dialog', { name: `Close case #${id}` });
  await closing.getByRole('textbox', { name: 'Note' }).fill('Payer bank withdrew the report');
  await closing.getByRole('button', { name: 'Close case' }).click();
  await page.getByRole('dialog', { name: `Close case #${id}?` }).getByRole('button', { name: 'OK' }).click();
  await expect(toast(page)).toContainText(`Case ${id} closed`);
  await expect(page.locator('[data-option="med_case_status"][data-code="closed"]').first()).toBeVisible();
  await expect(page.locator('[data-action]')).toHaveCount(0);
});
