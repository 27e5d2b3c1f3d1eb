import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { callApi, keepScreenshot, startSession, storedToken } from './support';
import { formatCentavos } from '../src/format/money';
import { muleChain } from '../src/test-support/mule-chain';

// A money trail at the scale real mule chains reach (a hundred accounts and more within the five
// hops MED 2.0 follows), drawn in its panel at a laptop's size: every box inside the panel, every
// word readable at the zoom it opens with, the groups opened from the keyboard.
//
// The trail is made here and given to the case page in place of the case's own: staff have no call
// that sends a Pix, and the DICT simulator's trails take their size from hashes of the end-to-end
// ids the demo data draws each day (two of 36 demo payouts traced reached 100 accounts), so no
// call makes a trail of a known size. The page, its graph and the server's other answers are real.

const CHAIN = muleChain(100);
const READABLE_PX = 10;
const PANEL_MAX_HEIGHT = 680;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What axe finds wrong in the money trail's section, rule and element. */
const axeProblems = async (page: Page) => (await axeViolations(page, { tags: WCAG_TAGS }, { include: 'section:has([data-trace-graph])' }))
  .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));

interface Measured { panel: { top: number; left: number; bottom: number; right: number }; nodes: { id: string; top: number; left: number; bottom: number; right: number }[]; smallestText: number; smallestTextWhere: string }

/** The graph's panel, its nodes' boxes and the smallest text in them as drawn (its font size times the graph's zoom). */
async function measureGraph(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-trace-graph]')!;
    const box = (element: Element) => {
      const { top, left, bottom, right } = element.getBoundingClientRect();
      return { top, left, bottom, right };
    };
    const viewport = panel.querySelector('.react-flow__viewport') as HTMLElement;
    const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
    let smallestText = Infinity;
    let smallestTextWhere = '';
    const walker = document.createTreeWalker(panel.querySelector('.react-flow__nodes')!, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const drawn = parseFloat(getComputedStyle(text.parentElement!).fontSize) * zoom;
      if (drawn < smallestText) [smallestText, smallestTextWhere] = [drawn, text.textContent];
    }
    return {
      panel: box(panel),
      nodes: [...panel.querySelectorAll('.react-flow__node')].map((node) => ({ id: node.getAttribute('data-id') ?? '', ...box(node) })),
      smallestText, smallestTextWhere,
    };
  });
}

const outside = ({ panel, nodes }: Measured) =>
  nodes.filter((node) => node.top < panel.top - 0.5 || node.left < panel.left - 0.5 || node.bottom > panel.bottom + 0.5 || node.right > panel.right + 0.5).map((node) => node.id);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSession(page);
});

test('a 100-account mule chain fits its panel by institution at each hop, readable, with its totals, and a group opens from the keyboard', async ({ page, request }) => {
  const token = await storedToken(page);
  const { list } = (await callApi(request, '/api/v1/med/list', token, { side: 'payer', page_size: 1 })).data as { list: { id: number }[] };
  const id = list[0]!.id;
  await page.route('**/api/v1/med/detail', async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    await route.fulfill({ response, json: { ...answer, data: { ...answer.data, trace: CHAIN } } });
  });

  await page.goto(`/regulatory/med/detail?id=${id}`);
  const section = page.getByRole('region', { name: 'Money trail' });
  await expect(section.getByText('The money reached 100 accounts, shown by institution at each hop')).toBeVisible();
  const graph = section.getByRole('application', { name: 'Money trail graph' });
  await graph.scrollIntoViewIfNeeded();
  await expect(graph.locator('[data-trail-depth]')).toHaveCount(6);
  // Closed by default: groups, no account of their own.
  await expect(graph.locator('[data-hop-group]').first()).toBeVisible();
  await expect(graph.locator('[data-hop]')).toHaveCount(0);
  await expect(page.locator('.react-flow__attribution')).toHaveCount(0);

  const opened = await measureGraph(page);
  expect(await axeProblems(page)).toEqual([]);
  await keepScreenshot(page, 'med-trail', 'closed');
  expect(opened.panel.bottom - opened.panel.top).toBeLessThanOrEqual(PANEL_MAX_HEIGHT);
  expect(opened.nodes.length).toBeGreaterThan(6);
  expect(outside(opened), 'nodes outside the panel').toEqual([]);
  expect(opened.smallestText, `"${opened.smallestTextWhere}" is drawn ${opened.smallestText.toFixed(1)} px high`).toBeGreaterThanOrEqual(READABLE_PX);

  // Each hop's heading says what reached it: the chain's own sums, in the house's money format.
  for (const depth of [1, 2, 6]) {
    const hops = CHAIN.filter((hop) => hop.depth === depth);
    const amount = formatCentavos(hops.reduce((sum, hop) => sum + hop.amount, 0));
    const heading = graph.locator(`[data-trail-depth="${depth}"]`);
    await expect(heading).toContainText(`Hop ${depth}${hops.length} account${hops.length === 1 ? '' : 's'}`);
    await expect(heading.locator('[data-centavos]')).toHaveText(amount);
  }

  // The largest group at hop 6, opened from the keyboard, lists its accounts in the graph and in the table.
  const group = graph.locator('[data-group-depth="6"]').first();
  const key = await group.getAttribute('data-hop-group');
  const [, ispb] = key!.split(':');
  const accounts = CHAIN.filter((hop) => hop.depth === 6 && hop.ispb === ispb);
  const toggle = group.locator('[data-group-toggle]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(group.locator('[data-hop]')).toHaveCount(accounts.length);
  const table = section.getByRole('table', { name: 'Money reached, by hop and institution' });
  await expect(table.locator(`[data-group-accounts="${key}"] tbody tr`)).toHaveCount(accounts.length);
  const grown = await measureGraph(page);
  expect(await axeProblems(page)).toEqual([]);
  await keepScreenshot(page, 'med-trail', 'open');
  expect(grown.smallestText).toBeGreaterThanOrEqual(READABLE_PX);
  expect(grown.panel.bottom - grown.panel.top).toBeLessThanOrEqual(PANEL_MAX_HEIGHT);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(graph.locator('[data-hop]')).toHaveCount(0);
  await expect(table.locator('[data-group-accounts]')).toHaveCount(0);
});
