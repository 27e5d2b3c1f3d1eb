import { expect, test, type Page } from './fixtures';
import { callApi, startSession, storedToken } from './support';

// The rest of the DICT on the demo data: a portability another participant asked for one of our
// keys is confirmed before its deadline and the key leaves the account; a MED case becomes a fraud
// marker, the customer's page shows it, and cancelling it lifts it.

interface Claim { id: number; key_id: number; key_value: string; account_number: string; status: string; role: string; claim_type: string }
interface MedCase { id: number; side: string; customer_id: number; customer_name: string; customer_kind: 'user' | 'merchant' }

const successToast = (page: Page) => page.locator('.Toastify__toast--success').last();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('a portability of one of our keys is confirmed before its deadline, and the key leaves the account when the claimer completes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await storedToken(page);
  const waiting = await callApi(request, '/api/v1/pix-claims/list', token, { role: 'donor', status: 'WAITING_RESOLUTION', claim_type: 'PORTABILITY', page_size: 100 });
  const claim = (waiting.data as { list: Claim[] }).list[0];
  expect(claim, 'a portability on a key of ours waiting for our answer').toBeDefined();

  await page.goto('/pix/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'DICT claims' })).toBeVisible();
  await page.getByRole('tab', { name: /^To answer/ }).click();
  await page.getByRole('link', { name: `Open claim #${claim!.id}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Claim #${claim!.id}` })).toBeVisible();
  await expect(page.getByText('Resolution period ends')).toBeVisible();

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Confirm claim #${claim!.id}` });
  await form.getByRole('textbox', { name: 'Note' }).fill('The customer asked at the branch to move the key to their new bank');
  await form.getByRole('button', { name: 'Confirm', exact: true }).click();
  const question = page.getByRole('dialog', { name: `Confirm claim #${claim!.id}?` });
  await expect(question).toContainText(claim!.key_value);
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(successToast(page)).toContainText(`key ${claim!.key_value} leaves us when the claimer completes`);
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

  // The simulated claimer takes the key a second after our confirmation; the list's Sync brings it
  // in, unless the server's own periodic sync already did (then it reports 0 updated): either way
  // the claim shows its completion next.
  await page.waitForTimeout(1_500);
  await page.goto('/pix/claims');
  await page.getByRole('button', { name: 'Sync with the DICT' }).click();
  await expect(successToast(page)).toContainText(/^Synced with the DICT: \d+ claims received, \d+ updated/);
  await page.goto(`/pix/claims/detail?id=${claim!.id}`);
  await expect(page.locator('[data-log="claim_completed"]')).toHaveCount(1);

  await page.goto('/pix/pixKey');
  const keyFilter = page.getByRole('textbox', { name: 'Key', exact: true });
  await keyFilter.fill(claim!.key_value);
  await keyFilter.press('Enter');
  const row = page.getByRole('row').filter({ hasText: claim!.key_value });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Deleted');
});

test('a MED case becomes a fraud marker, the customer 360 shows it, and cancelling it lifts it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await storedToken(page);
  const cases = await callApi(request, '/api/v1/med/list', token, { side: 'receiver', page_size: 100 });
  const medCase = (cases.data as { list: MedCase[] }).list.find((c) => c.side === 'receiver');
  expect(medCase, 'a case about a Pix one of our customers received').toBeDefined();

  await page.goto(`/regulatory/med/detail?id=${medCase!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `MED case #${medCase!.id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as fraud' }).click();
  const form = page.getByRole('dialog', { name: `Mark as fraud at the DICT (case #${medCase!.id})` });
  await expect(form.getByRole('combobox', { name: 'Kind of fraud' })).toHaveText(/Mule account|Scammer account/);
  await form.getByRole('textbox', { name: 'Note' }).fill('The case confirmed the account took the money of a scam');
  await form.getByRole('button', { name: 'Mark', exact: true }).click();
  await page.getByRole('dialog', { name: /^Mark .+ as fraud\?$/ }).getByRole('button', { name: 'OK' }).click();
  await expect(successToast(page)).toContainText('marked at the DICT as');
  await page.getByRole('link', { name: 'See the markers of this case' }).click();
  const markerRow = page.getByRole('row').filter({ hasText: medCase!.customer_name });
  await expect(markerRow).toHaveCount(1);
  await expect(markerRow).toContainText('Active');

  const customerPage = `/userCenter/${medCase!.customer_kind === 'merchant' ? 'merchantList' : 'userList'}/detail?id=${medCase!.customer_id}`;
  await page.goto(customerPage);
  const fraud = page.getByRole('region', { name: 'Fraud' });
  await expect(fraud).toContainText(/Mule account|Scammer account/);
  await expect(page.locator('[data-fraud-flag]')).toBeVisible();
  const ourMarkers = fraud.getByRole('alert').filter({ hasText: /^Marked for fraud: \d+ active markers?$/ });
  await expect(ourMarkers).toHaveText('Marked for fraud: 1 active marker');

  // Cancelled with a reason, the marker no longer flags the customer.
  await page.goto(`/pix/fraud-markers?case_id=${medCase!.id}`);
  await markerRow.getByRole('button', { name: /^Cancel marker #\d+$/ }).click();
  const cancel = page.getByRole('dialog', { name: /^Cancel fraud marker #\d+$/ });
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('The committee reviewed the case: the customer was deceived too');
  await cancel.getByRole('button', { name: 'Cancel marker' }).click();
  await page.getByRole('dialog', { name: /^Cancel fraud marker #\d+\?$/ }).getByRole('button', { name: 'OK' }).click();
  await expect(successToast(page)).toContainText('its restrictions are lifted');
  await page.goto(customerPage);
  await expect(fraud).toContainText('Cancelled');
  await expect(ourMarkers).toHaveCount(0);
});
