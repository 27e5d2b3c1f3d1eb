import { expect, test } from './fixtures';
import { ROUTES } from '../src/router/routes';
import { englishOnlyWords, type EnglishWords } from './english-catalogue';
import { openInApp, signIn, waitForContent } from './support';

const LANGUAGE_COOKIE = 'Wallet%20Admin-language';
const screens = ROUTES.filter((route) => !route.path.includes('*') && route.meta.name !== 'login');

let english: EnglishWords[];
test.beforeAll(async () => {
  english = await englishOnlyWords();
  expect(english.length).toBeGreaterThan(500);
});

/** Every text a member reads on the page: text nodes, and the labels and hints of controls. */
function shownTexts(): string[] {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && parent.closest('script, style, [hidden], [aria-hidden="true"]') === null) texts.add((node.textContent ?? '').trim());
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) texts.add((element.getAttribute(name) ?? '').trim());
  }
  texts.delete('');
  return [...texts];
}

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
    for (const text of await page.evaluate(shownTexts)) {
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
