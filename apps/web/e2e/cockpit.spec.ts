import { expect, test } from './fixtures';
import { cockpit } from '@wallet/contracts';
import { callApi, signIn, storedToken } from './support';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
});

test('signing in lands on the dashboard: the figures of the day, each opening its list, and Pix per hour drawn', async ({ page }) => {
  await expect(page.locator('nav [data-nav="dashboard"]')).toHaveAttribute('aria-current', 'page');
  for (const id of ['pixToday', 'payins', 'payouts', 'success', 'inFlight', 'held', 'fees', 'medOpen', 'medDueToday', 'medOverdue', 'claims', 'review', 'jobs']) {
    await expect(page.locator(`[data-figure="${id}"] [data-figure-value]`), id).toHaveText(/\S/);
  }
  await expect(page.locator('[data-figure="pixToday"] [data-figure-value]')).toHaveText(/^[\d,]+$/);
  await expect(page.locator('[data-figure="inFlight"] [data-figure-value]')).toHaveText(/^R\$\s[\d.]+,\d\d$/);

  const chart = page.getByTestId('hourly-chart');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.locator('[data-hour] rect[data-series="today"]')).toHaveCount(24);
  await expect(chart.locator('[data-hour] rect[data-series="last_week"]')).toHaveCount(24);
  await expect(page.getByRole('table', { name: 'Pix per hour, today and on the same weekday last week' }).locator('tbody tr')).toHaveCount(24);

  await page.locator('[data-figure="medOverdue"] a').click();
  await expect(page).toHaveURL(/\/regulatory\/med\?due=overdue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MED cases' })).toBeVisible();
});

/** What reaches the DICT simulator beside the server over the DICT's API; the rest is simulated in the server. */
const OVER_THE_DICT_API: readonly string[] = ['DICT keys', 'DICT claims', 'DICT policies', 'DICT look-ups', 'DICT reconciliation', 'DICT infractions', 'DICT funds recovery'];

test('the status page shows every outside system, live or simulated, and our buckets at the DICT', async ({ page }) => {
  await page.locator('nav [data-nav="system-status"]').click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Outside systems' });
  for (const name of cockpit.ADAPTER_NAMES) {
    const row = table.locator(`tr[data-adapter="${name}"]`);
    await expect(row.locator('th'), name).toHaveText(name);
    await expect(row.locator('[data-mode]'), name).toHaveText(OVER_THE_DICT_API.includes(name) ? 'Live' : 'Simulated');
  }
  const buckets = page.getByRole('table', { name: 'Request limits at the DICT' });
  const antiScan = buckets.locator('tr[data-policy="ENTRIES_READ_PARTICIPANT_ANTISCAN"]');
  await expect(antiScan).toBeVisible();
  await expect(antiScan.locator('td').last()).toHaveText('OK');
  await expect(page.getByText(/Our buckets in category A, as the DICT answered at/)).toBeVisible();
  await expect(page.locator('[data-database-up="true"]')).toHaveText('Up');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});

test('Ctrl+K finds a customer by the CPF typed with punctuation and a trade by its end-to-end id in lower case, keyboard only', async ({ page, request }) => {
  const token = await storedToken(page);
  const customers = (await callApi(request, '/api/v1/user/list', token, { kind: 'user', page_size: 1 })).data as { list: { id: number; name: string; doc_type: string; doc_number: string }[] };
  const customer = customers.list.find((user) => user.doc_type === 'CPF')!;
  const trades = (await callApi(request, '/api/v1/trade/list', token, { page_size: 1 })).data as { list: { id: number; trade_no: string; end_to_end_id: string }[] };
  const trade = trades.list[0]!;

  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search the console' });
  const box = search.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill(customer.doc_number.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
  await expect(search.locator(`[data-hit="customer:${customer.id}"]`)).toContainText(customer.name);
  await expect(search.getByText('Customers and merchants')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/userCenter/userList/detail\\?id=${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();

  await page.keyboard.press('Control+k');
  await box.fill(trade.end_to_end_id.toLowerCase());
  await expect(search.locator(`[data-hit="trade:${trade.id}"]`)).toContainText(trade.trade_no);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/banking/transactions/detail\\?id=${trade.id}$`));

  await page.getByTestId('search-open').click();
  await box.fill('zzz no such name');
  await expect(search.getByRole('status')).toHaveText('Nothing matches “zzz no such name”.');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});

test('the map shows every state with its value, on the map and in the table beside it', async ({ page }) => {
  await page.locator('nav [data-nav="state-map"]').click();
  await expect(page).toHaveURL(/\/map$/);
  const map = page.getByRole('img', { name: /^Map of Brazil: Pix value by state/ });
  await expect(map).toBeVisible();
  await expect(map.locator('path[data-uf]')).toHaveCount(27);
  const values = await map.locator('path[data-uf]').evaluateAll((paths) => paths.map((path) => Number(path.getAttribute('data-value'))));
  expect(values.filter((value) => value > 0).length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Pix value and the other figures by state' });
  await expect(table.locator('tbody tr')).toHaveCount(27);
  await page.getByRole('button', { name: 'Customers' }).click();
  await expect(page.getByRole('img', { name: /^Map of Brazil: Customers by state/ })).toBeVisible();
  const customers = await page.locator('path[data-uf]').evaluateAll((paths) => paths.reduce((sum, path) => sum + Number(path.getAttribute('data-value')), 0));
  expect(customers).toBeGreaterThan(0);
});

test("the calendar shows the month's days, today marked, each day's Pix opening that day's trades", async ({ page }) => {
  await page.locator('nav [data-nav="calendar"]').click();
  await expect(page).toHaveURL(/\/calendar$/);
  const table = page.getByRole('table', { name: /^The days of / });
  await expect(table.locator('td[aria-current="date"]')).toHaveCount(1);
  await expect(table.getByText('APIX report due')).toHaveCount(1);
  const pix = table.getByRole('link', { name: /Pix, R\$/ }).first();
  const day = await pix.locator('xpath=ancestor::td').getAttribute('data-day');
  await pix.click();
  await expect(page).toHaveURL(new RegExp(`/banking/transactions\\?created_from=${day}&created_to=${day}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});
