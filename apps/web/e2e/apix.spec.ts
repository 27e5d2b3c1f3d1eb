import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { startSession } from './support';

/** The month before this one in Brasília, where the institution's calendar runs. */
function lastMonthInBrasilia(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

const successToast = (page: Page) => page.locator('.Toastify__toast--success').last();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('generate last month\'s APIX001, download it, upload a replacement and read the operation log', async ({ page }) => {
  const month = lastMonthInBrasilia();
  const name = `APIX001 ${month}`;
  await page.goto('/regulatory/apix');
  await expect(page.getByRole('heading', { level: 1, name: 'APIX monthly reports' })).toBeVisible();
  // The demo data filed the months before; last month waits for someone to generate it.
  await expect(page.getByRole('row').filter({ hasText: 'Accepted' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Operation log of ${name}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Generate report' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate a report' });
  await expect(generate.getByLabel(/^Month/)).toHaveValue(month);
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(successToast(page)).toContainText(`APIX001 for ${month} queued for generation`);
  await expect(generate).toBeHidden();

  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Operation log of ${name}` }) });
  await expect(row.locator('[data-option="report_status"][data-code="generated"]')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(`APIX001-${month}-v1.xml`);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download APIX001-${month}-v1.xml` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`APIX001-${month}-v1.xml`);
  const xml = fs.readFileSync((await download.path())!, 'utf8');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<APIX001 xmlns="urn:wallet-admin:bcb:apix001:1.0"')).toBe(true);
  expect(xml).toContain(`<DataBase>${month}</DataBase>`);
  expect(xml.match(/<Transacao tipo="(payin|payout)" situacao="\w+">/g)).toHaveLength(10);
  const trades = [...xml.matchAll(/<Transacao [^>]*>\s*<Quantidade>(\d+)<\/Quantidade>/g)].reduce((sum, [, n]) => sum + Number(n), 0);
  expect(trades).toBeGreaterThan(0);

  // A file for another month is refused in the server's words, and the dialog stays open.
  await row.getByRole('button', { name: `Upload a file to ${name}` }).click();
  const uploadDialog = page.getByRole('dialog', { name: `Upload a file to ${name}` });
  await expect(uploadDialog.getByRole('radio', { name: /A corrected XML file: it becomes version 2/ })).toBeChecked();
  const wrongMonth = xml.replace(`<DataBase>${month}</DataBase>`, '<DataBase>2021-01</DataBase>');
  await uploadDialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'wrong-month.xml', mimeType: 'text/xml', buffer: Buffer.from(wrongMonth) });
  await uploadDialog.getByRole('button', { name: 'Upload' }).click();
  // Refused once, as a toast; the dialog stays open with its choice, for the corrected file.
  await expect(page.locator('.Toastify__toast--error').last()).toContainText(`The file wrong-month.xml is for 2021-01, but Report`);
  await expect(uploadDialog).toBeVisible();

  // The corrected file: one more pay-in than generated.
  const corrected = xml.replace(/<Quantidade>(\d+)<\/Quantidade>/, (_all, n: string) => `<Quantidade>${Number(n) + 1}</Quantidade>`);
  await uploadDialog.getByLabel('File', { exact: true }).setInputFiles({ name: `APIX001-${month}-corrected.xml`, mimeType: 'text/xml', buffer: Buffer.from(corrected) });
  await uploadDialog.getByRole('button', { name: 'Upload' }).click();
  await expect(successToast(page)).toContainText(`APIX001-${month}-corrected.xml is version 2 of ${name}; submit it as a replacement`);
  await expect(uploadDialog).toBeHidden();
  await expect(row).toContainText('Replacement');
  await expect(row).toContainText(`APIX001-${month}-corrected.xml`);

  // Filed as a replacement, after a confirmation.
  await row.getByRole('button', { name: `Submit ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Submit ${name} to the central bank?` });
  await expect(confirm).toContainText('as a replacement');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(successToast(page)).toContainText(`${name} submitted to the central bank: protocol STA-APIX001-${month.replace('-', '')}-`);
  await expect(row.locator('[data-option="report_status"][data-code="submitted"]')).toBeVisible();

  await row.getByRole('button', { name: `Operation log of ${name}` }).click();
  const log = page.getByRole('dialog', { name: `Operation log: ${name}` });
  const entries = log.getByRole('row');
  await expect(entries).toHaveCount(6);
  const actions = await entries.locator('td:nth-child(2)').allTextContents();
  expect(actions).toEqual(['Submitted', 'Replacement uploaded', 'Downloaded', 'Generated', 'Generation asked']);
  await expect(entries.nth(2)).toContainText(`APIX001-${month}-corrected.xml`);
  await expect(entries.nth(1)).toContainText('sent as a replacement');
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toBeHidden();
});
