import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { callApi, startSession, storedToken } from './support';

interface Listed { id: number; name: string; doc_number: string; status: string }

const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

async function firstActiveUser(request: APIRequestContext, token: string): Promise<Listed> {
  const answer = await callApi(request, '/api/v1/user/list', token, { kind: 'user', status: 'active', doc_type: 'CPF', page_size: 1 });
  return (answer.data as { list: Listed[] }).list[0]!;
}

async function searchList(page: Page, keyword: string) {
  const field = page.getByLabel(/Name, e-mail, phone or document/);
  await field.fill(keyword);
  await field.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSession(page);
  await page.goto('/userCenter/userList');
});

test('find a user by CPF, open the detail, block with a reason, then unblock', async ({ page, request }) => {
  const user = await firstActiveUser(request, await storedToken(page));
  await searchList(page, formatCpf(user.doc_number));
  const row = page.getByRole('row').filter({ hasText: user.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: user.name }).click();
  await expect(page).toHaveURL(new RegExp(`/userCenter/userList/detail\\?id=${user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();

  await page.getByRole('button', { name: `Block ${user.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('Customer reported a stolen phone');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText(`${user.name} is blocked`);
  await expect(page.locator('[data-option="status"][data-code="blocked"]').first()).toBeVisible();
  await expect(page.getByText('Customer reported a stolen phone').first()).toBeVisible();

  await page.getByRole('button', { name: `Unblock ${user.name}` }).click();
  await page.getByRole('dialog').getByLabel(/Reason/).fill('Phone recovered, identity confirmed');
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(`${user.name} is unblocked`);
  await expect(page.locator('[data-option="status"][data-code="active"]').first()).toBeVisible();
});

test('create a merchant: an invalid CNPJ is refused with nothing created, a valid one is created', async ({ page, request }) => {
  const token = await storedToken(page);
  const countMerchants = async () => ((await callApi(request, '/api/v1/user/list', token, { kind: 'merchant', page_size: 1 })).data as { pagination: { total: number } }).pagination.total;
  const before = await countMerchants();
  await page.goto('/userCenter/merchantList');
  await page.getByRole('button', { name: 'Create merchant' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Name/).fill('Mercado Boa Vista Ltda');
  await dialog.getByLabel(/E-mail/).fill('financeiro@boavista.com.br');
  await dialog.getByLabel(/Phone/).fill('+55 11 3333-4444');
  await dialog.getByRole('combobox', { name: /Document type/ }).click();
  await page.getByRole('option', { name: 'CNPJ' }).click();
  await dialog.getByLabel(/Document number/).fill('12.ABC.345/01DE-36');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText(/is not a valid CNPJ/)).toBeVisible();
  expect(await countMerchants()).toBe(before);

  await dialog.getByLabel(/Document number/).fill('12.ABC.345/01DE-35');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('Merchant Mercado Boa Vista Ltda created');
  await expect(dialog).toHaveCount(0);
  expect(await countMerchants()).toBe(before + 1);
  await searchList(page, 'Boa Vista');
  await expect(page.getByRole('row').filter({ hasText: 'Mercado Boa Vista Ltda' })).toHaveCount(1);
});

test('reset a password and copy it', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await firstActiveUser(request, await storedToken(page));
  await searchList(page, formatCpf(user.doc_number));
  await page.getByRole('button', { name: `Reset password of ${user.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const secret = page.getByRole('dialog').getByRole('textbox');
  await expect(secret).toHaveValue(/^[A-Za-z0-9_-]{12}$/);
  const password = await secret.inputValue();
  await page.getByRole('dialog').getByRole('button', { name: /Copy/ }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText('Copying succeeded');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
});

test('verify a CPF on the detail page', async ({ page, request }) => {
  const user = await firstActiveUser(request, await storedToken(page));
  await page.goto(`/userCenter/userList/detail?id=${user.id}`);
  await page.getByRole('button', { name: 'Verify CPF' }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('CPF situation:');
  await expect(page.getByTestId('cpf-situation')).toBeVisible();
});

test('approve and reject KYC checks', async ({ page }) => {
  await page.goto('/userCenter/kycCheck?status=pending');
  const pending = page.getByRole('button', { name: /^Approve KYC check of / });
  await expect(pending.first()).toBeVisible();
  const approveName = (await pending.first().getAttribute('aria-label'))!.replace('Approve KYC check of ', '');
  await pending.first().click();
  await page.getByRole('dialog').getByLabel(/Reason/).fill('Selfie matches the document');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('approved');
  await expect(page.getByRole('button', { name: `Approve KYC check of ${approveName}` })).toHaveCount(0);

  const reject = page.getByRole('button', { name: /^Reject KYC check of / }).first();
  await reject.click();
  await page.getByRole('dialog').getByLabel(/Reason/).fill('Document photo is unreadable');
  await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText('rejected');
});

test("a KYC check's documents show inline beside Approve and Reject", async ({ page }) => {
  await page.goto('/userCenter/kycCheck?status=pending');
  const open = page.getByRole('button', { name: /^Documents of / }).first();
  const name = (await open.getAttribute('aria-label'))!.replace('Documents of ', '');
  await open.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^KYC check \\d+: ${name}$`) });
  const front = dialog.getByRole('img', { name: /^Front \(/ });
  await expect(front).toBeVisible();
  // Drawn, not only placed: the console's content policy lets the document's bytes through.
  await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('tab', { name: 'Selfie' }).click();
  await expect(dialog.getByRole('img', { name: /^Selfie \(/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog', { name: 'Reject KYC check' })).toBeVisible();
});

test('a bulk block of three customers blocks three, audits three, and a bulk unblock undoes it', async ({ page, request }) => {
  const token = await storedToken(page);
  const auditCount = async (action: string) => ((await callApi(request, '/api/v1/audit/list', token, { action, page_size: 5 })).data as { pagination: { total: number } }).pagination.total;
  const before = await auditCount('user/block_selected');
  await page.goto('/userCenter/userList?status=active&page_size=5');
  const rows = page.locator('[role="row"][data-id]');
  await expect(rows).toHaveCount(5);
  const chosen: string[] = [];
  for (let n = 0; n < 3; n++) {
    const row = rows.nth(n);
    chosen.push((await row.locator('[data-field="name"] a').innerText()).trim());
    await row.getByRole('checkbox').check();
  }
  const bar = page.getByRole('region', { name: 'Chosen rows' });
  await expect(bar).toContainText('3 rows chosen');
  await bar.getByRole('button', { name: 'Block chosen', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Block 3 accounts' });
  await expect(confirm.getByRole('list', { name: 'Rows to change' }).getByRole('listitem')).toHaveText(chosen);
  await confirm.getByRole('textbox', { name: /Reason/ }).fill('Mule ring found by the fraud team');
  await confirm.getByRole('button', { name: 'Block chosen', exact: true }).click();

  const results = page.getByRole('dialog', { name: '3 done, 0 refused' });
  await expect(results.locator('[data-result="done"]')).toHaveCount(3);
  await results.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  expect(await auditCount('user/block_selected')).toBe(before + 3);

  await page.goto('/userCenter/userList?status=blocked&page_size=100');
  for (const name of chosen) await expect(page.locator('[role="row"][data-id]', { hasText: name })).toBeVisible();
  for (const name of chosen) await page.locator('[role="row"][data-id]', { hasText: name }).getByRole('checkbox').check();
  await page.getByRole('region', { name: 'Chosen rows' }).getByRole('button', { name: 'Unblock chosen' }).click();
  const undo = page.getByRole('dialog', { name: 'Unblock 3 accounts' });
  await undo.getByRole('textbox', { name: /Reason/ }).fill('Cleared by compliance');
  await undo.getByRole('button', { name: 'Unblock chosen' }).click();
  await expect(page.getByRole('dialog', { name: '3 done, 0 refused' })).toBeVisible();
});
