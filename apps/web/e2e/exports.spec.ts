import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { callApi, startSession, storedToken } from './support';

interface Account { id: number; account_number: string; owner_name: string; available: number; created_at: string }
interface Page { list: Account[]; pagination: { total: number } }

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('export a list as XLSX: the file opens with typed cells, one row per account the filters select', async ({ page, request }) => {
  const token = await storedToken(page);
  const filters = { status: 'active' };
  const listed = (await callApi(request, '/api/v1/bank_account/list', token, { ...filters, page_size: 5 })).data as Page;
  expect(listed.pagination.total).toBeGreaterThan(0);

  await page.goto('/banking/accounts?status=active');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose the file format' }).click();
  await page.getByRole('menu', { name: 'File formats' }).getByRole('menuitem', { name: 'Excel workbook (XLSX)' }).click();
  await expect(page.locator('.Toastify__toast--success').last()).toContainText(/Export \d+ queued/);
  await expect(page).toHaveURL(/\/userCenter\/tradeDownload/);

  const row = page.getByRole('row').filter({ hasText: /bank-account-list-\d{4}-\d{2}-\d{2}-\d+\.xlsx/ }).first();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(row).toContainText('Done');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  const workbook = await new ExcelJS.Workbook().xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  expect(sheet.rowCount - 1).toBe(listed.pagination.total);
  const column = (name: string) => header.indexOf(name) + 1;
  const first = listed.list[0]!;
  const line = sheet.getRow(2);
  expect(line.getCell(column('id')).value).toBe(first.id);
  expect(line.getCell(column('account_number')).type).toBe(ExcelJS.ValueType.String);
  expect(line.getCell(column('account_number')).value).toBe(first.account_number);
  expect(line.getCell(column('available_brl')).type).toBe(ExcelJS.ValueType.Number);
  expect(line.getCell(column('available_brl')).value).toBe(first.available / 100);
  const created = line.getCell(header.findIndex((name) => name.startsWith('created_at (')) + 1);
  expect(created.type).toBe(ExcelJS.ValueType.Date);
});
