import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { callApi, sessionToken, signIn, signInThroughForm, storedToken } from './support';

// Four eyes: an operator asks to release a large hold, which a policy holds for a second person;
// the admin approves it from the inbox, the money moves once, and the audit log names both.

const OPERATOR_PASSWORD = 'copper kettle 71 quietly';
const infoToast = (page: Page) => page.locator('.Toastify__toast--info').last();

interface Account { id: number; account_number: string; owner_name: string; available: number; frozen: number }

async function policy(request: APIRequestContext, token: string, body: object) {
  const answer = await callApi(request, '/api/v1/approval/policy_update', token, { action: 'hold_release', reason: 'Four eyes on large releases', ...body });
  expect(answer.code).toBe(200);
}

/** A new member of the Operations role, signed in once to choose a password of their own: their username. */
async function operator(request: APIRequestContext, token: string): Promise<string> {
  const username = `e2e.operator.${String(Date.now()).slice(-6)}`;
  const roles = (await callApi(request, '/api/v1/role/list', token)).data as { list: { id: number; name: string }[] };
  const created = await callApi(request, '/api/v1/staff/create', token, {
    username, name: 'Olga Operadora', email: `${username}@wallet.example`, role_id: roles.list.find((r) => r.name === 'Operations')!.id,
  });
  expect(created.code).toBe(200);
  const temporary = (created.data as { temporary_password: string }).temporary_password;
  const session = (await callApi(request, '/api/v1/auth/login', '', { username, password: temporary })).data as { token: string };
  expect((await callApi(request, '/api/v1/auth/change_password', session.token, { current_password: temporary, new_password: OPERATOR_PASSWORD })).code).toBe(200);
  return username;
}

const balanceOf = async (request: APIRequestContext, token: string, accountId: number) =>
  (await callApi(request, '/api/v1/funds/balance', token, { account_id: accountId })).data as { available: number; frozen: number };

// Turning a policy off waits for a second person: the admin asks, the run's approver approves.
test.afterAll(async ({ request }) => {
  const asked = await callApi(request, '/api/v1/approval/policy_update', await sessionToken(request), { action: 'hold_release', needs_approval: false, reason: 'Back to no policy after the four-eyes journey' });
  expect(asked.code).toBe(202);
  const approved = await request.post('/api/v1/approval/approve', {
    data: { id: (asked.data as { approval: { id: number } }).approval.id, reason: 'The journey is over' },
    headers: { authorization: await sessionToken(request, 'approver'), 'idempotency-key': `e2e-approvals-reset-${Date.now()}` },
  });
  expect((await approved.json()).code).toBe(200);
});

test('an operator asks to release a large hold; a second member sees the difference in the inbox and approves; the money moves once; the audit shows both names', async ({ page, request }) => {
  // Wide enough that the freeze list shows the reason, by which the operator finds the freeze.
  await page.setViewportSize({ width: 1920, height: 1080 });
  test.setTimeout(60_000);
  await signIn(page);
  const admin = await storedToken(page);
  await policy(request, admin, { needs_approval: true, from_amount: 100_000 });
  const username = await operator(request, admin);
  const accounts = (await callApi(request, '/api/v1/bank_account/list', admin, { status: 'active', page_size: 100 })).data as { list: Account[] };
  const account = accounts.list.find((a) => a.available >= 300_000)!;
  const reason = `Suspicious transfer ${Date.now()}`;
  const frozen = await request.post('/api/v1/funds/freeze', {
    data: { account_id: account.id, amount: 150_000, reason }, headers: { authorization: admin, 'idempotency-key': `e2e-approvals-${Date.now()}` },
  });
  expect((await frozen.json()).code).toBe(200);
  const before = await balanceOf(request, admin, account.id);

  // The operator asks: the release waits, and nothing moves.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signInThroughForm(page, OPERATOR_PASSWORD, username);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/banking/fundsFreeze');
  await page.getByRole('row').filter({ hasText: reason }).getByRole('button', { name: /Unfreeze/ }).click();
  const release = page.getByRole('dialog');
  await release.getByLabel(/Reason/).fill('Customer proved the origin of the money');
  await release.getByRole('button', { name: 'Release' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Release all' }).getByRole('button', { name: 'OK' }).click();
  await expect(infoToast(page)).toContainText('waits for a second person');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await balanceOf(request, admin, account.id)).toEqual(before);
  await page.goto('/approvals?box=mine');
  await expect(page.getByRole('row').filter({ hasText: account.owner_name }).first()).toContainText('Waiting');

  // The admin signs in, finds it waiting, reads the difference and approves.
  await page.evaluate(() => localStorage.clear());
  await signIn(page);
  await expect(page.getByTestId('approvals-badge')).toBeVisible();
  await page.getByTestId('approvals-badge').click();
  await expect(page).toHaveURL(/\/approvals$/);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('R$ 1.500,00');
  const id = Number((await row.getByRole('button', { name: /Review request/ }).getAttribute('aria-label'))?.replace(/\D/g, ''));
  await row.getByRole('button', { name: /Review request/ }).click();
  const review = page.getByRole('dialog', { name: /Release a hold/ });
  const difference = review.getByRole('table', { name: 'What it changes' });
  await expect(difference.getByRole('row', { name: /Held/ })).toContainText('R$ 0,00');
  await expect(difference.getByRole('row', { name: /Available/ })).toContainText(`R$`);
  await review.getByLabel(/Reason/).fill('Documents checked with the customer');
  await review.getByRole('button', { name: 'Approve and run' }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(`released on account ${account.account_number}`);

  const after = await balanceOf(request, admin, account.id);
  expect(after.frozen).toBe(before.frozen - 150_000);
  expect(after.available).toBe(before.available + 150_000);

  // Approved once: approved again, refused, and nothing moves.
  const again = await request.post('/api/v1/approval/approve', {
    data: { id, reason: 'Twice?' }, headers: { authorization: await storedToken(page), 'idempotency-key': `e2e-approve-again-${Date.now()}` },
  });
  expect(await again.json()).toMatchObject({ code: 409, msg: `Request ${id} is approved: it can no longer be decided` });
  expect(await balanceOf(request, admin, account.id)).toEqual(after);

  // The audit log names the operator who asked and the admin who approved.
  await page.goto('/userAdmin/auditLog?action=funds%2Funfreeze');
  await expect(page.getByRole('row').filter({ hasText: username }).filter({ hasText: 'approved by admin' }).first()).toBeVisible();
});
