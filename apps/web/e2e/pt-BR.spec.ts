import { expect, test } from './fixtures';
import { ROUTES } from '../src/router/routes';
import { englishOnlyWords, shownTexts, type EnglishWords } from './english-catalogue';
import { openInApp, signIn, waitForContent } from './support';

const LANGUAGE_COOKIE = 'Wallet%20Admin-language';
const screens = ROUTES.filter((route) => !route.path.includes('*') && route.meta.name !== 'login');

let english: EnglishWords[];
test.beforeAll(async () => {
  english = await englishOnlyWords();
  expect(english.length).toBeGreaterThan(500);
});

test('in pt-BR, every route shows no sentence of the English catalogue and no native date input', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'pt-BR', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const leaks: string[] = [];
  for (const route of screens) {
    await openInApp(page, route.path, route.meta.name);
    // The lists have answered (or shown they are empty) before the words are read; an export's
    // progress bar, a figure rather than a wait, may stay.
    await waitForContent(page);
    if (await page.locator('input[type="date"], input[type="month"]').count()) leaks.push(`${route.path}: a native date input`);
    for (const text of await page.evaluate(shownTexts, ['aria-label', 'placeholder', 'title'])) {
      const found = english.find(({ matches }) => matches.test(text));
      if (found) leaks.push(`${route.path}: "${text}" (${found.key})`);
    }
  }
  expect(leaks).toEqual([]);
});

test('in pt-BR, a date filter takes only a real day typed as AAAA-MM-DD, and says so in Portuguese', async ({ page, context, baseURL }) => {
  await signIn(page);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'pt-BR', url: baseURL! }]);
  await page.goto('/banking/transactions');
  const from = page.getByPlaceholder('AAAA-MM-DD').first();
  await from.fill('2026-02-30');
  await from.press('Tab');
  await expect(page.getByText('Informe uma data válida (AAAA-MM-DD)')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.fill('2026-02-28');
  await from.press('Tab');
  await expect(page.getByText('Informe uma data válida (AAAA-MM-DD)')).toHaveCount(0);
  await expect(page.getByText('Informe as duas pontas do período, ou nenhuma')).toBeVisible();
});
