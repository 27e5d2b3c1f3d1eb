import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { callApi, startSession, storedToken } from './support';

// The MED from end to end, both ways, as the demo data leaves it: we ask for a customer's money
// back (payer side) and the simulated receiver gives back part of it; another institution asks us
// (receiver side) and we give back part of the money we held.

interface MedCase { id: number; end_to_end_id: string; trade_id: number; trade_no: string; amount: number; account_id: number; account_number: string; status: string; side: string }
interface Freeze { id: number; hold_type: string; status: string; amount: number; remaining: number }
interface RefundRequest { id: number; role: 'requesting' | 'contested'; status: string; amount: number }
interface CaseDetail { case: MedCase; holds: Freeze[]; refund_requests: RefundRequest[]; trade: { created_at: string } }
interface Balance { available: number; frozen: number }

const INBOX = '/regulatory/med';
/** What the simulated receiving institution still holds of a young Pix, and so gives back. */
const RECEIVER_STILL_HOLDS = 50_000;
const PART_WE_GIVE_BACK = 10_000;
const DAY = 86_400_000;

const successToast = (page: Page) => page.locator('.Toastify__toast--success').last();

/** An amount as the console words it ("R$ 1.234,56", any space after R$), as a regex matching it whole. */
function money(centavos: number): RegExp {
  return new RegExp(`^R\\$\\s${reais(centavos).replace(/\./g, '\\.')}$`);
}

/** An amount as a reais field takes it: "1.234,56". */
function reais(centavos: number): string {
  const whole = Math.floor(centavos / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(centavos % 100).padStart(2, '0')}`;
}

async function caseDetail(request: APIRequestContext, token: string, id: number): Promise<CaseDetail> {
  const answer = await callApi(request, '/api/v1/med/detail', token, { id });
  expect(answer.code).toBe(200);
  return answer.data as CaseDetail;
}

async function openCases(request: APIRequestContext, token: string, origin: string): Promise<MedCase[]> {
  const answer = await callApi(request, '/api/v1/med/list', token, { origin, status: 'open', page_size: 100 });
  expect(answer.code).toBe(200);
  return (answer.data as { list: MedCase[] }).list;
}

async function balanceOf(request: APIRequestContext, token: string, accountId: number): Promise<Balance> {
  const answer = await callApi(request, '/api/v1/funds/balance', token, { account_id: accountId });
  expect(answer.code).toBe(200);
  return answer.data as Balance;
}

/** The value of one figure of a description list (`dt` term, `dd` value). */
const figure = (list: Locator, term: string) => list.locator('dl > div').filter({ has: list.page().getByRole('term').getByText(term, { exact: true }) }).getByRole('definition');

/** Finds the case in the inbox by its end-to-end id (and origin) and opens its page. */
async function openFromInbox(page: Page, medCase: MedCase, origin: string) {
  await page.goto(INBOX);
  await expect(page.getByRole('heading', { level: 1, name: 'MED cases' })).toBeVisible();
  const search = page.getByRole('search');
  // The text first: a select applies at once, with what is typed beside it.
  await search.getByRole('textbox', { name: 'Pix or customer' }).fill(medCase.end_to_end_id);
  await search.getByRole('combobox', { name: 'Origin' }).click();
  await page.getByRole('option', { name: origin, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${medCase.end_to_end_id}`));
  await expect(page).toHaveURL(/[?&]origin=/);
  await expect(page.getByRole('link', { name: /^Open case \d+$/ })).toHaveCount(1);
  await page.getByRole('link', { name: `Open case ${medCase.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/regulatory/med/detail\\?id=${medCase.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `MED case #${medCase.id}` })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('payer side: report the Pix, ask for all of it back, sync, and the R$ 500,00 the receiver still held comes back to our customer', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await storedToken(page);

  // The open contestation of the demo data: a large recent payout nobody asked back yet.
  const candidates: CaseDetail[] = [];
  for (const found of await openCases(request, token, 'contestation')) {
    const detail = await caseDetail(request, token, found.id);
    const young = Date.now() - Date.parse(detail.trade.created_at) < 10 * DAY;
    if (found.side === 'payer' && found.amount > RECEIVER_STILL_HOLDS && young && detail.refund_requests.length === 0) candidates.push(detail);
  }
  expect(candidates.length, 'an open contestation of a payout above R$ 500,00 with no refund request').toBeGreaterThan(0);
  const medCase = candidates[0]!.case;
  const before = await balanceOf(request, token, medCase.account_id);

  await openFromInbox(page, medCase, 'Customer contestation');
  const refunds = page.getByRole('region', { name: 'Refund requests' });
  await expect(refunds).toContainText('No refund request yet.');

  // An infraction report from the case: the dialog has the Pix's end-to-end id typed in.
  const reports = page.getByRole('region', { name: 'Infraction reports' });
  await reports.getByRole('button', { name: 'File infraction report' }).click();
  const reporting = page.getByRole('dialog', { name: 'Report an infraction to the DICT' });
  await expect(reporting.getByRole('textbox', { name: 'End-to-end id' })).toHaveValue(medCase.end_to_end_id);
  await reporting.getByRole('textbox', { name: 'Details' }).fill('Our customer paid a marketplace seller who vanished without sending the phone.');
  await reporting.getByRole('button', { name: 'Send to the DICT' }).click();
  await expect(successToast(page)).toContainText(new RegExp(`Report \\d+ on ${medCase.end_to_end_id} sent to the DICT`));
  await expect(reporting).toBeHidden();
  await expect(reports.getByRole('table', { name: 'Infraction reports' }).getByRole('row')).toHaveCount(2);

  // A refund request for the whole amount, after its confirmation.
  await page.getByRole('button', { name: 'File refund request' }).click();
  const filing = page.getByRole('dialog', { name: `File a refund request for case #${medCase.id}` });
  await expect(filing.getByRole('combobox', { name: 'Reason' })).toHaveText('Fraud');
  await expect(filing.getByRole('textbox', { name: 'Amount' })).toHaveValue(reais(medCase.amount));
  await filing.getByRole('textbox', { name: 'Details' }).fill('Our customer paid a fake seller; the phone never arrived.');
  await filing.getByRole('button', { name: 'Send to the DICT' }).click();
  const question = page.getByRole('dialog', { name: 'File refund request', exact: true });
  await expect(question).toContainText(medCase.trade_no);
  await expect(question).toContainText(reais(medCase.amount));
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(successToast(page)).toContainText(`of transaction ${medCase.trade_no} sent to the DICT`);
  await expect(filing).toBeHidden();
  const ours = refunds.getByRole('table', { name: 'Refund requests' }).getByRole('row').filter({ hasText: 'We ask' });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText('Open');
  await expect(page.getByRole('button', { name: 'File refund request' })).toHaveCount(0);

  // The receiver answers at once; the inbox's Sync brings the answer and its Pix return in.
  await page.goto(INBOX);
  const synced = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/med/sync');
  await page.getByRole('button', { name: 'Sync now' }).click();
  const answer = (await (await synced).json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(200);
  await expect(successToast(page)).toContainText(/^Synced: \d+ contestations, \d+ refund requests, \d+ answers/);

  await page.goto(`${INBOX}/detail?id=${medCase.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `MED case #${medCase.id}` })).toBeVisible();
  await expect(ours).toContainText('Partially accepted');
  await expect(ours).toContainText('Closed');
  await expect(ours.locator('[data-centavos]').nth(0)).toHaveText(money(medCase.amount));
  await expect(ours.locator('[data-centavos]').nth(1)).toHaveText(money(RECEIVER_STILL_HOLDS));

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('[data-event="refund_answered"]')).toContainText('Partially accepted');
  const returned = timeline.locator('[data-event="return_received"]');
  await expect(returned).toContainText('Pix return received');
  await expect(returned.locator('[data-centavos]')).toHaveText(money(RECEIVER_STILL_HOLDS));
  await expect(timeline.locator('[data-event="closed"]')).toHaveCount(1);
  await expect(page.locator('[data-option="med_case_status"][data-code="closed"]').first()).toBeVisible();
  await expect(page.locator('[data-action]')).toHaveCount(0);

  const moneyCard = page.getByRole('region', { name: 'Money' });
  await expect(figure(moneyCard, 'Returned')).toHaveText(money(RECEIVER_STILL_HOLDS));
  await expect(figure(moneyCard, 'Account available')).toHaveText(money(before.available + RECEIVER_STILL_HOLDS));

  // The customer's account grew by exactly what came back.
  await page.getByRole('link', { name: medCase.account_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/detail\\?id=${medCase.account_id}$`));
  await expect(page.locator('[data-balance="available"]')).toHaveText(money(before.available + RECEIVER_STILL_HOLDS));
  const after = await balanceOf(request, token, medCase.account_id);
  expect(after.available - before.available).toBe(RECEIVER_STILL_HOLDS);
  expect(after.frozen).toBe(before.frozen);
});

test('receiver side: accept part of a refund request made to us; the case closes, the block is released and the Pix return is sent', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await storedToken(page);

  let found: CaseDetail | undefined;
  for (const listed of await openCases(request, token, 'refund_request')) {
    const detail = await caseDetail(request, token, listed.id);
    const blocked = detail.holds.some((hold) => hold.hold_type === 'cautionary' && hold.status === 'active');
    const asked = detail.refund_requests.some((r) => r.role === 'contested' && r.status === 'OPEN');
    if (listed.side === 'receiver' && blocked && asked) found = detail;
  }
  expect(found, 'an open receiver-side case under an active cautionary block with an open refund request').toBeDefined();
  const medCase = found!.case;
  const asked = found!.refund_requests.find((r) => r.role === 'contested' && r.status === 'OPEN')!;
  expect(asked.amount).toBeGreaterThan(PART_WE_GIVE_BACK);
  const hold = found!.holds.find((h) => h.hold_type === 'cautionary' && h.status === 'active')!;

  await openFromInbox(page, medCase, 'Refund request');
  const holds = page.getByRole('table', { name: 'Holds' });
  const holdRow = holds.locator(`[data-hold="${hold.id}"]`);
  await expect(holdRow).toContainText('Cautionary block (72 h)');
  await expect(holdRow).toContainText('Active');
  const row = page.getByRole('table', { name: 'Refund requests' }).locator(`[data-refund="${asked.id}"]`);
  await expect(row).toContainText('We are asked');
  await expect(row).toContainText('Open');

  // Accept part of it; the simulated SPI rejects about one return in twenty, and then nothing
  // changes and the request stays open: a fresh try (a new Idempotency-Key) sends a new return.
  for (let attempt = 1; ; attempt++) {
    await row.getByRole('button', { name: `Accept refund request ${asked.id}`, exact: true }).click();
    const accepting = page.getByRole('dialog', { name: `Accept refund request #${asked.id}`, exact: true });
    await accepting.getByRole('radio', { name: 'Part of it' }).check();
    await accepting.getByRole('textbox', { name: 'Amount' }).fill('100,00');
    await accepting.getByRole('textbox', { name: 'Details' }).fill('Fraud confirmed; part of the money is still with our customer and goes back.');
    await accepting.getByRole('button', { name: 'Accept', exact: true }).click();
    const question = page.getByRole('dialog', { name: `Accept refund request #${asked.id}?`, exact: true });
    await expect(question).toContainText(/Return R\$\s100,00 of the R\$\s[\d.]+,\d\d asked to the payer\?/);
    await question.getByRole('button', { name: 'OK' }).click();
    const accepted = page.locator('.Toastify__toast--success').filter({ hasText: new RegExp(`Refund request ${asked.id} accepted: R\\$\\s100,00 returned to the payer`) });
    const rejected = page.locator('.Toastify__toast--error').filter({ hasText: 'The SPI rejected the return' });
    await expect(accepted.or(rejected).first()).toBeVisible();
    if (await accepted.isVisible() || attempt === 3) {
      await expect(accepted).toBeVisible();
      await expect(accepting).toBeHidden();
      break;
    }
    await accepting.getByRole('button', { name: 'Cancel' }).click();
    await expect(accepting).toBeHidden();
    await expect(rejected).toHaveCount(0, { timeout: 15_000 });
  }

  await expect(row).toContainText('Partially accepted');
  await expect(row).toContainText('Closed');
  await expect(row.locator('[data-centavos]').nth(1)).toHaveText(money(PART_WE_GIVE_BACK));
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.locator('[data-option="med_case_status"][data-code="closed"]').first()).toBeVisible();
  await expect(page.locator('[data-action]')).toHaveCount(0);

  await expect(holdRow).toContainText('Released');
  // R$ 100,00 of it went back in the return; what it still held went back to our customer as the case closed.
  await expect(holdRow).toContainText('Released as its MED case closed');
  await expect(holdRow.locator('[data-centavos]').nth(1)).toHaveText(money(0));
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('[data-event="refund_accepted"]')).toContainText('Partially accepted');
  await expect(timeline.locator('[data-event="return_sent"] [data-centavos]')).toHaveText(money(PART_WE_GIVE_BACK));
  await expect(timeline.locator('[data-event="holds_released"]')).toHaveCount(1);
  await expect(timeline.locator('[data-event="closed"]')).toHaveCount(1);
  const moneyCard = page.getByRole('region', { name: 'Money' });
  await expect(figure(moneyCard, 'Returned')).toHaveText(money(PART_WE_GIVE_BACK));
  await expect(figure(moneyCard, 'Held for the case')).toHaveText(money(0));
  const returnId = (await timeline.locator('[data-event="return_sent"]').innerText()).match(/D\d{8}\d{12}[A-Za-z0-9]{11}/)?.[0];
  expect(returnId, 'the return id in the timeline').toBeTruthy();

  // The trade lists the Pix return we sent.
  await page.getByRole('link', { name: `Open transaction ${medCase.trade_no}` }).click();
  await expect(page).toHaveURL(new RegExp(`/banking/transactions/detail\\?id=${medCase.trade_id}$`));
  const returns = page.getByRole('region', { name: 'Returns (devoluções)' });
  const sent = returns.getByRole('row').filter({ hasText: returnId! });
  await expect(sent).toContainText('Sent by us');
  await expect(sent.locator('[data-centavos]')).toHaveText(money(PART_WE_GIVE_BACK));
  await expect(sent).toContainText('FR01');
});
