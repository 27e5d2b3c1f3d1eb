import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { callApi, startSession, storedToken } from './support';

interface Task { id: number; end_to_end_id: string; status: string; reported_by: 'us' | 'counterparty' }
interface Trade { end_to_end_id: string }

const toast = (page: Page) => page.locator('.Toastify__toast--success').last();
const SCREEN = '/regulatory/infractionsNotification';

/** A report about us still open, from the demo data, as the API lists it. */
async function openReportAboutUs(request: APIRequestContext, token: string): Promise<Task> {
  const { list } = (await callApi(request, '/api/v1/infractions_task/list', token, { status: 'open', page_size: 100 })).data as { list: Task[] };
  const found = list.find((task) => task.reported_by === 'counterparty');
  if (!found) throw new Error('the demo data has no open report about us');
  return found;
}

/** A settled trade nobody has reported, to report ourselves. */
async function unreportedTrade(request: APIRequestContext, token: string): Promise<Trade> {
  const { list } = (await callApi(request, '/api/v1/trade/list', token, { trade_status: 'success', page_size: 100 })).data as { list: Trade[] };
  for (const trade of list) {
    const reports = (await callApi(request, '/api/v1/infractions_task/list', token, { keyword: trade.end_to_end_id })).data as { list: Task[] };
    if (reports.list.length === 0) return trade;
  }
  throw new Error('every recent trade is reported');
}

/** Filters the list down to one report and answers its row (by id: the grid may scroll its end-to-end id out of view). */
async function showOnly(page: Page, endToEndId: string, id: number) {
  const filter = page.getByRole('textbox', { name: 'End-to-end or report id' });
  await filter.fill(endToEndId);
  await filter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${endToEndId}`));
  await expect(page.getByRole('row')).toHaveCount(2);
  return page.locator(`[role="row"][data-id="${id}"]`);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('sync with the DICT, then acknowledge a report about us and close it with our analysis', async ({ page, request }) => {
  const report = await openReportAboutUs(request, await storedToken(page));
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Infraction notifications' })).toBeVisible();
  await expect(page.getByTestId('last-sync')).toContainText('Last synced with the DICT:');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(toast(page)).toContainText(/Synced with the DICT: \d+ new, \d+ updated/);

  const row = await showOnly(page, report.end_to_end_id, report.id);
  await expect(row).toContainText('About us');
  await row.getByRole('button', { name: report.end_to_end_id }).click();
  const detail = page.getByRole('dialog', { name: `Report ${report.id}` });
  await expect(detail.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(detail).toContainText(/Reported by .+/);
  await expect(detail.getByRole('link', { name: /^Open transaction T\d+/ })).toHaveAttribute('href', /\/banking\/transactions\/detail\?id=\d+$/);

  await detail.getByRole('button', { name: `Acknowledge report ${report.id}` }).click();
  await expect(toast(page)).toContainText(`Report ${report.id} acknowledged`);
  await detail.getByRole('button', { name: `Close report ${report.id} with the analysis` }).click();
  const closing = page.getByRole('dialog', { name: `Close report ${report.id}` });
  await closing.getByRole('radio', { name: /^Agreed:/ }).check();
  await closing.getByRole('textbox', { name: 'Analysis details' }).fill('Funds blocked on the receiving account and returned through the MED.');
  await closing.getByRole('button', { name: 'Close report' }).click();
  await expect(toast(page)).toContainText(`Report ${report.id} closed with the analysis Agreed`);
  await expect(closing).toBeHidden();
  await expect(detail).toContainText('Closed by us with the analysis Agreed');
  await expect(detail).toContainText('Funds blocked on the receiving account and returned through the MED.');
  await detail.getByRole('button', { name: 'Done' }).click();
  await expect(detail).toBeHidden();
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('Agreed');
});

test('report one of our payments to the DICT, then cancel the report with no toast', async ({ page, request }) => {
  const trade = await unreportedTrade(request, await storedToken(page));
  await page.goto(SCREEN);
  await page.getByRole('button', { name: 'Report an infraction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an infraction to the DICT' });
  await dialog.getByRole('textbox', { name: 'End-to-end id' }).fill(trade.end_to_end_id);
  await dialog.getByRole('combobox', { name: 'Situation' }).click();
  await page.getByRole('option', { name: 'Account takeover' }).click();
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Our customer\'s phone was stolen before this payment.');
  await dialog.getByRole('button', { name: 'Send to the DICT' }).click();
  await expect(toast(page)).toContainText(new RegExp(`Report \\d+ on ${trade.end_to_end_id} sent to the DICT`));
  const id = Number(/Report (\d+)/.exec(await toast(page).innerText())![1]);
  await expect(dialog).toBeHidden();

  const row = await showOnly(page, trade.end_to_end_id, id);
  await expect(row).toContainText('By us');
  await expect(row).toContainText('Open');
  // Wait for the toasts to go, so that any toast from here on would be seen.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
  await row.getByRole('button', { name: `Cancel report ${id}` }).click();
  const question = page.getByRole('dialog', { name: `Cancel report ${id}?` });
  await expect(question).toContainText(trade.end_to_end_id);
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Canceled');
  await expect(row.getByRole('button', { name: /^Cancel report/ })).toHaveCount(0);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
});
