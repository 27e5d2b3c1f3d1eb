import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { callApi, keepScreenshot, startSession, storedToken } from './support';

// MED 2.0's funds recovery from the case page, on the DICT simulator's process that `npm start`
// serves: opened for a Pix our customer paid, the DICT follows the money through two layers, both
// institutions hold what they still have and send it back, the returns credit our customer and
// the case closes. The simulator compresses the days the steps take to seconds.

interface Trade { end_to_end_id: string; amount: number; created_at: string }
interface MedCase { id: number; account_id: number; account_number: string; amount: number; trade_no: string }
interface Balance { available: number }

const DAY = 86_400_000;
/** What each institution along the trail still holds of what reached it: it sent the rest on. */
const HELD_AT_MOST = 50_000;

/** An amount as the console words it ("R$ 1.234,56", any space after R$), as a regex source. */
function moneySource(centavos: number): string {
  const whole = Math.floor(centavos / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\\.');
  return `R\\$\\s${whole},${String(centavos % 100).padStart(2, '0')}`;
}
/** An amount as the console words it, as a regex matching it whole. */
const money = (centavos: number) => new RegExp(`^${moneySource(centavos)}$`);

/**
 * A case opened here on a payout between R$ 500,01 and R$ 1.000,00 of 10 to 60 days ago that no
 * case follows yet: the first institution keeps R$ 500,00 of it and sends the rest on, which the
 * second keeps whole, so its trail has two layers.
 */
async function openTwoLayerCase(request: APIRequestContext, token: string): Promise<MedCase> {
  const from = new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10);
  for (let page = 1; page <= 5; page++) {
    const trades = await callApi(request, '/api/v1/trade/list', token, { trade_type: 'payout', trade_status: 'success', created_from: from, page_size: 100, page });
    for (const trade of (trades.data as { list: Trade[] }).list) {
      const age = Date.now() - Date.parse(trade.created_at);
      if (trade.amount <= HELD_AT_MOST || trade.amount > 2 * HELD_AT_MOST || age < 10 * DAY) continue;
      const cases = await callApi(request, '/api/v1/med/list', token, { keyword: trade.end_to_end_id });
      if ((cases.data as { list: unknown[] }).list.length > 0) continue;
      // A payout to one of our own customers is refused (no other institution to ask): the next one.
      const opened = await callApi(request, '/api/v1/med/open', token, { end_to_end_id: trade.end_to_end_id, note: 'Customer reports a fake seller' });
      if (opened.code === 200) return opened.data as MedCase;
    }
  }
  throw new Error('no payout of R$ 500,01 to R$ 1.000,00 of 10 to 60 days ago to open a case on');
}

const balanceOf = async (request: APIRequestContext, token: string, accountId: number) =>
  (await callApi(request, '/api/v1/funds/balance', token, { account_id: accountId })).data as Balance;
const successToast = (page: Page) => page.locator('.Toastify__toast--success').last();
/** The value of one figure of a description list (`dt` term, `dd` value). */
const figure = (list: Locator, term: string) => list.locator('dl > div').filter({ has: list.page().getByRole('term').getByText(term, { exact: true }) }).getByRole('definition');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('a funds recovery from the contested Pix to COMPLETED across two layers: the holds, the returns and the account credited in view', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await storedToken(page);
  const medCase = await openTwoLayerCase(request, token);
  const before = await balanceOf(request, token, medCase.account_id);

  await page.goto(`/regulatory/med/detail?id=${medCase.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `MED case #${medCase.id}` })).toBeVisible();
  const recoveries = page.getByRole('region', { name: 'Funds recovery (MED 2.0)' });
  await expect(recoveries).toContainText('No funds recovery yet.');

  // Opened after its confirmation: the DICT has it, CREATED.
  await recoveries.getByRole('button', { name: 'Open funds recovery' }).click();
  const opening = page.getByRole('dialog', { name: `Open a funds recovery for case #${medCase.id}` });
  await expect(opening.getByRole('combobox', { name: 'What happened' })).toHaveText('Scam');
  await opening.getByRole('textbox', { name: 'Details' }).fill('Our customer paid a fake seller on social media; the phone never arrived.');
  await opening.getByRole('button', { name: 'Send to the DICT' }).click();
  const question = page.getByRole('dialog', { name: 'Open funds recovery', exact: true });
  await expect(question).toContainText(medCase.trade_no);
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(successToast(page)).toContainText(/^Funds recovery \d+ opened at the DICT for E/);
  await expect(opening).toBeHidden();
  await expect(recoveries.getByRole('button', { name: 'Open funds recovery' })).toHaveCount(0);
  await expect(recoveries.getByRole('button', { name: 'Cancel recovery' })).toBeVisible();

  // The DICT tracks, the institutions analyse and send back: each sync brings what it did.
  const status = recoveries.locator('[data-option="funds_recovery_status"]');
  await expect(async () => {
    expect((await callApi(request, '/api/v1/med/sync', token)).code).toBe(200);
    await page.reload();
    await expect(status).toHaveAttribute('data-code', 'COMPLETED', { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });

  await expect(status).toHaveText('Completed');
  await expect(recoveries).toContainText(new RegExp(`${moneySource(medCase.amount)} of ${moneySource(medCase.amount)} back`));
  const layers = recoveries.getByRole('table', { name: /^Trail of recovery \d+$/ }).locator('[data-layer]');
  await expect(layers).toHaveCount(2);
  const second = medCase.amount - HELD_AT_MOST;
  for (const [index, held] of [HELD_AT_MOST, second].entries()) {
    const layer = layers.nth(index);
    await expect(layer).toContainText('Agreed');
    // Amount, held, returned: what reached it, what it kept, what it sent back.
    await expect(layer.locator('[data-centavos]').nth(1)).toHaveText(money(held));
    await expect(layer.locator('[data-centavos]').nth(2)).toHaveText(money(held));
    await expect(layer).toContainText(/D\d{8}/);
  }
  await expect(recoveries.getByRole('button', { name: 'Cancel recovery' })).toHaveCount(0);

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('[data-event="recovery_opened"]')).toHaveCount(1);
  await expect(timeline.locator('[data-event="recovery_moved"]').last()).toContainText('Completed');
  await expect(timeline.locator('[data-event="return_received"]')).toHaveCount(2);
  await expect(timeline.locator('[data-event="closed"]')).toHaveCount(1);
  const moneyCard = page.getByRole('region', { name: 'Money' });
  await expect(figure(moneyCard, 'Returned')).toHaveText(money(medCase.amount));

  await recoveries.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'med', 'funds-recovery-completed');

  // The customer's account grew by exactly what came back.
  await page.getByRole('link', { name: medCase.account_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/detail\\?id=${medCase.account_id}$`));
  await expect(page.locator('[data-balance="available"]')).toHaveText(money(before.available + medCase.amount));
  expect((await balanceOf(request, token, medCase.account_id)).available - before.available).toBe(medCase.amount);
});
