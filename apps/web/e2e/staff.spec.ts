import { expect, test, type Browser, type Page } from './fixtures';
import { generate } from 'otplib';
import { callApi, startSession, storedToken } from './support';

const NEW_PASSWORD = 'lilac harbour 73 quietly';
const toast = (page: Page) => page.locator('.Toastify__toast--success').last();

/** Signs a member in with a temporary password in a fresh browser and changes it when asked. */
async function firstSignIn(browser: Browser, username: string, temporary: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(temporary);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/password/);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(temporary);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  // A first password of one's own comes with the offer of two-factor sign-in.
  await page.getByRole('button', { name: 'Later' }).click();
  return { context, page };
}

/** Creates a staff member through the screen and reads the temporary password it shows once. */
async function createMember(page: Page, username: string, roleName: string): Promise<string> {
  await page.goto('/userAdmin/staff');
  await page.getByRole('button', { name: 'Create staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E ${username}`);
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${username}@wallet.example`);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: `Temporary password for ${username}` });
  const temporary = await shown.getByRole('textbox', { name: 'Temporary password' }).inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();
  return temporary;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSession(page);
});

test('a read-only role: its member sees no mutation buttons, and a forced call is refused', async ({ page, browser, request }) => {
  const suffix = String(Date.now()).slice(-6);
  const roleName = `Read only ${suffix}`;
  await page.goto('/userAdmin/role');
  await page.getByRole('button', { name: 'New role' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  await page.getByRole('checkbox', { name: /See wallet users and merchants/ }).check();
  await page.getByRole('checkbox', { name: /See bank accounts/ }).check();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(toast(page)).toContainText(`Role ${roleName} created`);

  const username = `reader.${suffix}`;
  const temporary = await createMember(page, username, roleName);
  const { context, page: reader } = await firstSignIn(browser, username, temporary);
  // Without trades.view the dashboard welcomes the member and lists the screens their role opens.
  await expect(reader.getByRole('heading', { level: 2, name: 'Welcome to Wallet Admin' })).toBeVisible();
  await reader.locator('#main-content').getByRole('link', { name: 'User list' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'User list' })).toBeVisible();
  await expect(reader.getByRole('row').nth(1)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Create user' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: /^Block / })).toHaveCount(0);
  await expect(reader.locator('nav [data-nav="banking-funds-freeze"]')).toHaveCount(0);
  await reader.goto('/banking/accounts');
  await expect(reader.getByRole('row').nth(1)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Create account' })).toHaveCount(0);

  // An address the role does not open says what is missing and who can give it, and asks the server nothing for it.
  const asked: string[] = [];
  reader.on('request', (sent) => { if (sent.url().includes('/api/v1/med/')) asked.push(sent.url()); });
  await reader.goto('/regulatory/med');
  const noAccess = reader.getByRole('region', { name: 'No access to this page' });
  await expect(noAccess).toContainText('See MED cases, their refund requests, holds and returns (med.view)');
  await expect(noAccess).toContainText('Create, disable and change staff accounts');
  await expect(reader.getByRole('button', { name: /Export/ })).toHaveCount(0);
  await expect(reader.locator('.Toastify__toast')).toHaveCount(0);
  expect(asked).toEqual([]);

  const token = await storedToken(reader);
  const forced = await callApi(request, '/api/v1/user/block', token, { id: 1, reason: 'Forced by a read-only member' });
  expect(forced.code).toBe(403);
  await context.close();
});

test('enrol two-factor sign-in, then sign in with a generated code', async ({ page, browser }) => {
  const username = `totp.${String(Date.now()).slice(-6)}`;
  const temporary = await createMember(page, username, 'Support');
  const { context, page: member } = await firstSignIn(browser, username, temporary);
  await expect(member.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await member.goto('/account/security');
  await member.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(member.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await member.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await member.getByRole('textbox', { name: 'Code from the app', exact: true }).fill(await generate({ secret }));
  await member.getByRole('button', { name: 'Confirm' }).click();
  await expect(member.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await member.getByRole('checkbox', { name: 'I saved these codes' }).check();
  await member.getByRole('button', { name: 'Done' }).click();
  await expect(member.getByTestId('totp-status')).toHaveText('On');

  await member.evaluate(() => localStorage.clear());
  await member.goto('/login');
  await member.locator('input[name="username"]').fill(username);
  await member.locator('input[name="password"]').fill(NEW_PASSWORD);
  await member.getByRole('button', { name: 'Sign in' }).click();
  const code = member.getByRole('textbox', { name: 'Two-factor code', exact: true });
  await expect(code).toBeVisible();
  // The code that confirmed the enrolment is spent (RFC 6238 §5.2): sign in with the app's next
  // one, which the server takes within its step of drift.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await member.getByRole('button', { name: 'Sign in' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  await context.close();
});

