import { expect, test } from './fixtures';
import { signIn } from './support';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
});

test('a person trying keys at random is stopped at the DICT: the sixth miss is refused for now, and the status page counts it', async ({ page }) => {
  await page.locator('nav [data-nav="pix-lookup"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key look-up at the DICT' })).toBeVisible();
  await page.getByRole('textbox', { name: 'For a payment by (CPF or CNPJ)' }).fill('529.982.247-25');
  const key = page.getByRole('textbox', { name: 'Pix key' });
  const answer = page.locator('[data-lookup-error]');
  for (let miss = 1; miss <= 6; miss += 1) {
    await key.fill(`ninguem.${miss}.${Date.now()}@exemplo.com.br`);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(answer).toHaveAttribute('data-lookup-error', miss <= 5 ? '404' : '429');
  }
  await expect(answer).toContainText('The DICT refused for now');

  await page.locator('nav [data-nav="system-status"]').click();
  const lookups = page.getByRole('table', { name: 'Outside systems' }).locator('tr[data-adapter="DICT look-ups"]');
  await expect(lookups.locator('[data-mode]')).toHaveText('Live');
  await expect(lookups.locator('td').nth(4)).toHaveText('1');
});
