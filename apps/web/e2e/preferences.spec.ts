import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { hexToRgb } from '@mui/material/styles';
import { accessibleColor } from '../src/theme/theme';
import { SCREENSHOTS, signIn } from './support';

const COOKIE_PREFIX = 'Wallet%20Admin-';
/** A colour as the browser reports it: `rgb(r, g, b)`. */
const cssColor = (color: string) => (color.startsWith('#') ? hexToRgb(color) : color);

async function openCustomizer(page: Page) {
  await page.getByTestId('customizer-open').click();
  await expect(page.getByTestId('customizer')).toBeVisible();
}

async function choose(page: Page, preference: string, value: string) {
  await page.locator(`[data-pref="${preference}"] [data-value="${value}"]`).click();
}

async function cookie(page: Page, name: string) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === `${COOKIE_PREFIX}${name}`);
}

async function reloadSignedIn(page: Page) {
  await page.reload();
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
});

test('each preference is kept in a 30-day cookie prefixed with the app title and survives a reload', async ({ page }) => {
  await openCustomizer(page);
  await choose(page, 'theme', 'dark');
  await choose(page, 'skin', 'bordered');
  await choose(page, 'appContentWidth', 'fluid');
  await choose(page, 'navbarType', 'static');
  await choose(page, 'footerType', 'sticky');
  await page.locator('[data-pref="isNavbarBlurEnabled"] input').click();
  await page.locator('[data-pref="isVerticalNavSemiDark"] input').click();
  await page.locator('[data-pref="primary"] [data-value="#0D9394"]').click();
  await page.keyboard.press('Escape');

  const theme = await cookie(page, 'theme');
  expect(theme?.value).toBe('dark');
  expect(theme?.path).toBe('/');
  const days = ((theme?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);

  await reloadSignedIn(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  await expect(html).toHaveAttribute('data-skin', 'bordered');
  await expect(page.locator('[data-layout="default"]')).toHaveAttribute('data-content-width', 'fluid');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-navbar-type', 'static');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-blur', 'false');
  await expect(page.getByTestId('footer')).toHaveAttribute('data-footer-type', 'sticky');
  expect((await cookie(page, 'isVerticalNavSemiDark'))?.value).toBe('true');
  expect((await cookie(page, 'darkThemePrimaryColor'))?.value).toBe('#0D9394');
  expect((await cookie(page, 'color-scheme'))?.value).toBe('dark');
  // The chosen colour, lightened as much as dark mode needs for its text to read (about 4.5:1).
  const selected = page.locator('nav [data-nav="dashboard"]');
  await expect(selected).toHaveCSS('background-color', cssColor(accessibleColor('#0D9394', 'dark').main));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'dark-mode.png') });

  await openCustomizer(page);
  await choose(page, 'navbarType', 'hidden');
  await page.keyboard.press('Escape');
  await reloadSignedIn(page);
  await expect(page.getByTestId('navbar')).toHaveCount(0);
});

test('system theme follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  expect(await cookie(page, 'theme')).toBeUndefined();
});

test('Brazilian Portuguese renders and is kept', async ({ page }) => {
  await openCustomizer(page);
  await page.locator('[data-pref="language"]').locator('..').click();
  await page.getByRole('option', { name: 'Português (Brasil)' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('nav [data-nav="user-center-merchant-list"]')).toHaveText('Lojistas');
  await reloadSignedIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'pt-BR.png') });
});

test('horizontal navigation turns a hidden navbar sticky, and narrow screens force vertical until widened', async ({ page }) => {
  await openCustomizer(page);
  await choose(page, 'navbarType', 'hidden');
  await choose(page, 'layout', 'collapsed');
  await choose(page, 'layout', 'horizontal');
  await page.keyboard.press('Escape');
  expect((await cookie(page, 'navbarType'))?.value).toBe('sticky');
  expect((await cookie(page, 'isVerticalNavCollapsed'))?.value).toBe('false');
  await reloadSignedIn(page);
  await expect(page.getByTestId('horizontal-nav')).toBeVisible();
  await expect(page.getByTestId('vertical-nav')).toHaveCount(0);

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.locator('[data-layout="default"]')).toHaveAttribute('data-layout-nav', 'vertical');
  await expect(page.getByTestId('horizontal-nav')).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 800 });
  await expect(page.locator('[data-layout="default"]')).toHaveAttribute('data-layout-nav', 'horizontal');
  expect((await cookie(page, 'appContentLayoutNav'))?.value).toBe('horizontal');
});

test('a collapsed navigation shows mini, and full while hovered', async ({ page }) => {
  await page.getByTestId('collapse-nav').click();
  const nav = page.getByTestId('vertical-nav');
  await page.mouse.move(900, 400);
  await expect(nav).toHaveAttribute('data-mini', 'true');
  await reloadSignedIn(page);
  await page.mouse.move(900, 400);
  await expect(nav).toHaveAttribute('data-mini', 'true');
  await nav.hover();
  await expect(nav).toHaveAttribute('data-mini', 'false');
});

test('the scroll-to-top button appears after 200 px and takes the page back up', async ({ page }) => {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')?.append(spacer);
  });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
