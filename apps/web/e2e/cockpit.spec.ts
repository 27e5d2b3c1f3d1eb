import { expect, test } from '@playwright/test';
import { cockpit } from '@wallet/contracts';
import { signIn } from './support';

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
  await expect(chart.locator('.MuiBarChart-element').first()).toBeAttached();
  expect(await chart.locator('.MuiBarChart-element').count()).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Pix per hour, today and on the same weekday last week' }).locator('tbody tr')).toHaveCount(24);

  await page.locator('[data-figure="medOverdue"] a').click();
  await expect(page).toHaveURL(/\/regulatory\/med\?due=overdue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MED cases' })).toBeVisible();
});

test('the status page shows every outside system, each simulated', async ({ page }) => {
  await page.locator('nav [data-nav="system-status"]').click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Outside systems' });
  for (const name of cockpit.ADAPTER_NAMES) {
    const row = table.locator(`tr[data-adapter="${name}"]`);
    await expect(row.locator('th'), name).toHaveText(name);
    await expect(row.locator('[data-mode]'), name).toHaveText('Simulated');
  }
  await expect(page.locator('[data-database-up="true"]')).toHaveText('Up');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});
