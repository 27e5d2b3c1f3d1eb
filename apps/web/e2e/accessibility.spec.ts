import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { addWords, i18n, initI18n } from '../src/i18n';
import { ROUTES, type AppRoute } from '../src/router/routes';
import { screenTitleWords } from '../src/router/screen-titles';
import { axeViolations } from './axe';
import { E2E_BASE_URL } from './environment';
import { fitProblems } from './fit';
import { callApi, keepScreenshot, openInApp, signIn, storedToken, waitForContent } from './support';

initI18n('en');
void addWords(screenTitleWords);

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * Dark mode changes the colours and nothing else: the page's structure, names and roles were
 * checked in light mode, so in dark mode only the rules about colour run.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const COOKIE_PREFIX = 'Wallet%20Admin-';
const NOT_FOUND_PATH = '/no/such/page';
const NAVIGATION = '[data-testid="vertical-nav"]';

type Mode = 'light' | 'dark';
const MODES: readonly Mode[] = ['light', 'dark'];

/** Routes whose page needs `?id=` of a row that exists, and the list call that finds one. */
const DETAIL_SOURCES: Record<string, { path: string; body: Record<string, unknown> }> = {
  '/userCenter/userList/detail': { path: '/api/v1/user/list', body: { kind: 'user', page_size: 1 } },
  '/userCenter/merchantList/detail': { path: '/api/v1/user/list', body: { kind: 'merchant', page_size: 1 } },
  '/banking/accounts/detail': { path: '/api/v1/bank_account/list', body: { page_size: 1 } },
  '/banking/transactions/detail': { path: '/api/v1/trade/list', body: { page_size: 1 } },
};

/** Every signed-in screen of the route table: the sign-in and not-found routes are checked signed out. */
const SCREENS = ROUTES.filter((route) => !route.path.includes('*') && route.meta.name !== 'login');

interface Screen { address: string; route: AppRoute }

const nameOf = (path: string) => SCREENS.find((route) => route.path === path)?.meta.name ?? path;

/** The address and route of every screen, detail pages with the id of a real row. */
async function screens(request: APIRequestContext, token: string): Promise<Screen[]> {
  return Promise.all(SCREENS.map(async (route) => {
    const { path } = route;
    const source = DETAIL_SOURCES[path];
    // Five rows show every kind of cell; fifty only make axe ten times slower.
    if (!source) return { address: `${path}?page_size=5`, route };
    const answer = await callApi(request, source.path, token, source.body);
    const id = (answer.data as { list: { id: number }[] } | null)?.list[0]?.id;
    if (id === undefined) throw new Error(`${source.path} found no row for ${path}`);
    return { address: `${path}?id=${id}`, route };
  }));
}

/** Reached from the user menu, not the side navigation: nothing there to highlight. */
const OUTSIDE_NAVIGATION = new Set(['account-security']);

/** Whether the screen shows in the layout of its route, under its title (a list's), with its navigation entry highlighted. */
async function placeProblems(page: Page, where: string, { meta }: AppRoute): Promise<string[]> {
  const problems: string[] = [];
  if (await page.locator(`[data-layout="${meta.layout}"]`).count() === 0) problems.push(`${where}: not in the ${meta.layout} layout`);
  // A detail page of a real record is headed by the record (its name, its number).
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
  if (!where.includes('?id=') && heading !== i18n.t(meta.title)) problems.push(`${where}: headed "${heading}", not "${i18n.t(meta.title)}"`);
  if (meta.layout === 'default' && !OUTSIDE_NAVIGATION.has(meta.name)) {
    const active = meta.activeLink ?? meta.name;
    if (await page.locator(`nav [data-nav="${active}"][aria-current="page"]`).count() === 0) problems.push(`${where}: the navigation does not highlight ${active}`);
  }
  return problems;
}

/** Offending elements listed per violation; the rest are counted. */
const SHOWN_NODES = 5;
/** axe's "Fix any of the following:" list, on one line. */
const summary = (text: string | undefined) => (text ?? '').split('\n').slice(1).map((line) => line.trim()).join('; ');

/**
 * The serious and critical WCAG A/AA violations on the page (or inside `include`, or outside
 * `exclude`), each with its rule, impact and offending selectors, so that a failure says what to fix.
 */
async function blockingViolations(page: Page, where: string, { include, exclude }: { include?: string | undefined; exclude?: string | undefined } = {}): Promise<string[]> {
  // Colours read halfway through a fade are not the page's: let transitions end first.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  const dark = await page.locator('html').getAttribute('data-color-scheme') === 'dark';
  const violations = await axeViolations(page, dark ? { rules: COLOUR_RULES } : { tags: WCAG_TAGS }, { include, exclude });
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => [
      `${where}: ${violation.id} (${violation.impact}) ${violation.help}`,
      ...violation.nodes.slice(0, SHOWN_NODES).map((node) => `    ${node.target.join(' ')} — ${summary(node.failureSummary)}`),
      ...(violation.nodes.length > SHOWN_NODES ? [`    and ${violation.nodes.length - SHOWN_NODES} more`] : []),
    ].join('\n'));
}

async function setPreferenceCookies(page: Page, cookies: Record<string, string>) {
  await page.context().addCookies(Object.entries(cookies).map(([name, value]) => ({ name: `${COOKIE_PREFIX}${name}`, value, url: E2E_BASE_URL })));
}

/** The navigation's other looks, each checked on one screen. */
const LAYOUT_VARIANTS: { name: string; cookies: Record<string, string>; modes: Mode[] }[] = [
  { name: 'semi-dark navigation', cookies: { isVerticalNavSemiDark: 'true' }, modes: ['light'] },
  { name: 'horizontal navigation', cookies: { appContentLayoutNav: 'horizontal' }, modes: ['light', 'dark'] },
];

/** The dialogs and panels the screens open, each from a control of its screen, closed with Escape. */
const PANELS: { path: string; name: string; opener: (page: Page) => Locator; panel: string }[] = [
  { path: '/userCenter/userList', name: 'create user', opener: (page) => page.getByRole('button', { name: 'Create user', exact: true }), panel: '[role="dialog"]' },
  { path: '/userCenter/userList', name: 'block, a row action', opener: (page) => page.getByRole('button', { name: /^Block / }).first(), panel: '[role="dialog"]' },
  { path: '/userCenter/userList', name: 'search', opener: (page) => page.getByTestId('search-open'), panel: '[role="dialog"]' },
  { path: '/userCenter/userList', name: 'customizer', opener: (page) => page.getByTestId('customizer-open'), panel: '.MuiDrawer-modal .MuiDrawer-paper' },
  { path: '/banking/accounts', name: 'create account', opener: (page) => page.getByRole('button', { name: 'Create account', exact: true }), panel: '[role="dialog"]' },
  { path: '/banking/fundsFreeze', name: 'freeze funds', opener: (page) => page.getByRole('button', { name: 'Freeze funds', exact: true }), panel: '[role="dialog"]' },
  { path: '/pix/pixKey', name: 'register key', opener: (page) => page.getByRole('button', { name: 'Register key', exact: true }), panel: '[role="dialog"]' },
  { path: '/userAdmin/staff', name: 'create staff member', opener: (page) => page.getByRole('button', { name: 'Create staff member', exact: true }), panel: '[role="dialog"]' },
];

/** The screens are checked in parts, so that each test stays well inside its time as screens are added. */
const PARTS = 4;

/**
 * Runs axe on what is shown in each colour scheme in turn: the theme follows the system's, which
 * the browser switches without reloading the page, so each screen is loaded once for both.
 */
async function checkBothSchemes(page: Page, where: string, scope: { include?: string | undefined; exclude?: string | undefined } = {}, modes: readonly Mode[] = MODES): Promise<string[]> {
  const found: string[] = [];
  for (const mode of modes) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode);
    found.push(...await blockingViolations(page, `${where} (${mode})`, scope));
  }
  return found;
}

/** Runs `run` on a 1440 px page whose theme follows the system, then fails with every problem it found. */
function check(what: string, run: (page: Page, found: string[], request: APIRequestContext) => Promise<void>) {
  test(`${what} no serious or critical WCAG 2.1 A/AA violation in light or dark mode`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await setPreferenceCookies(page, { theme: 'system' });
    const found: string[] = [];
    await run(page, found, request);
    expect(found.length, found.join('\n')).toBe(0);
  });
}

check('the signed-out pages have', async (page, found) => {
  await page.goto(NOT_FOUND_PATH);
  await waitForContent(page);
  found.push(...await checkBothSchemes(page, NOT_FOUND_PATH));

  await page.goto('/login');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  found.push(...await checkBothSchemes(page, '/login'));
});

for (let part = 0; part < PARTS; part++) {
  check(`screens, part ${part + 1} of ${PARTS}, open in their layout under their title with their navigation entry highlighted, fit a 1440 px window (no sideways scroll, nothing under the customizer's button, the Actions column in view) and have`, async (page, found, request) => {
    await signIn(page);
    const shown = (await screens(request, await storedToken(page))).filter((_, index) => index % PARTS === part);
    // The navigation is the same around every screen: checked around the first screen of the first part only.
    let navigationChecked = part > 0;
    for (const { address, route } of shown) {
      // Each screen is opened in light mode, as a member would first see it.
      await page.emulateMedia({ colorScheme: 'light' });
      await openInApp(page, address, route.meta.name);
      await waitForContent(page);
      found.push(...await placeProblems(page, address, route));
      found.push(...await fitProblems(page, address, { actionsInView: true }));
      await keepScreenshot(page, 'screens-1440', route.meta.name);
      found.push(...await checkBothSchemes(page, address, { exclude: navigationChecked ? NAVIGATION : undefined }));
      navigationChecked ||= await page.locator(NAVIGATION).count() > 0;
    }
  });
}

check('the dialogs, panels and navigation layouts have', async (page, found) => {
  await signIn(page);
  for (const { path, name, opener, panel } of PANELS) {
    if (new URL(page.url()).pathname !== path) {
      await page.emulateMedia({ colorScheme: 'light' });
      await openInApp(page, `${path}?page_size=5`, nameOf(path));
      await waitForContent(page);
    }
    await opener(page).click();
    await expect(page.locator(panel)).toBeVisible();
    found.push(...await checkBothSchemes(page, `${path}, ${name}`, { include: panel }));
    await page.keyboard.press('Escape');
    await expect(page.locator(panel)).toBeHidden();
  }

  for (const variant of LAYOUT_VARIANTS) {
    await setPreferenceCookies(page, variant.cookies);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/userCenter/userList?page_size=5');
    await waitForContent(page);
    found.push(...await checkBothSchemes(page, `/userCenter/userList, ${variant.name}`, {}, variant.modes));
  }
});
