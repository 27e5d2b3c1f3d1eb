import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { callApi, startSession, storedToken } from './support';
import { GROUPED_ABOVE } from '../src/pages/regulatory/med/trace-groups';

// Funds tracing (MED 2.0) on demo data: a case of a Pix our customer paid is traced, and the
// money's way through the mule accounts the DICT's simulator makes is drawn as a graph and listed:
// hop by hop, or by institution at each hop when it reached more accounts than a graph shows one by one.

interface MedCase { id: number; side: string }
interface Trade { end_to_end_id: string; created_at: string }
interface TraceHop { id: number; depth: number; ispb: string }

const HOUR = 3_600_000;
const successToast = (page: Page) => page.locator('.Toastify__toast--success').last();

/**
 * An open case of a Pix our customer paid three days ago or more, old enough for its money to have
 * gone three accounts further whatever the time of day (the simulated mules pass it on within
 * hours): opened here on such a payout. The demo data's contestation may be of a Pix of a few
 * hours ago, whose trail is still one or two accounts deep.
 */
async function openPayerCase(request: APIRequestContext, token: string): Promise<number> {
  // The demo sends about a payout a day, and other journeys open cases on the recent ones: look a month back, not the list's week.
  const monthAgo = new Date(Date.now() - 30 * 24 * HOUR).toISOString().slice(0, 10);
  const trades = await callApi(request, '/api/v1/trade/list', token, { trade_type: 'payout', trade_status: 'success', created_from: monthAgo, page_size: 100 });
  for (const trade of (trades.data as { list: Trade[] }).list) {
    if (Date.now() - Date.parse(trade.created_at) < 3 * 24 * HOUR) continue;
    const cases = await callApi(request, '/api/v1/med/list', token, { keyword: trade.end_to_end_id });
    if ((cases.data as { list: MedCase[] }).list.length > 0) continue;
    // A payout to one of our own customers is refused (no other institution to ask): the next one.
    const opened = await callApi(request, '/api/v1/med/open', token, { end_to_end_id: trade.end_to_end_id, note: 'Opened to trace the money' });
    if (opened.code === 200) return (opened.data as MedCase).id;
  }
  throw new Error('no payout of three days ago to open a case on');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await startSession(page);
});

test('trace the money of a Pix our customer paid: the graph draws the hops by depth and the table lists them', async ({ page, request }) => {
  const token = await storedToken(page);
  const id = await openPayerCase(request, token);

  await page.goto(`/regulatory/med/detail?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `MED case #${id}` })).toBeVisible();
  const section = page.getByRole('region', { name: 'Money trail' });
  await section.getByRole('button', { name: 'Trace the money' }).click();
  await expect(successToast(page)).toContainText(new RegExp(`The money of case ${id} traced through \\d+ accounts`));

  const answer = await callApi(request, '/api/v1/med/detail', token, { id });
  expect(answer.code).toBe(200);
  const { trace } = answer.data as { trace: TraceHop[] };
  expect(trace.length).toBeGreaterThanOrEqual(3);

  const graph = section.getByRole('application', { name: 'Money trail graph' });
  await expect(graph).toBeVisible();
  const depths = [...new Set(trace.map((hop) => hop.depth))];
  const groups = new Set(trace.map((hop) => `${hop.depth}:${hop.ispb}`));
  if (trace.length > GROUPED_ABOVE) {
    // A large trail by institution at each hop: a heading per depth, a box per group, no account until one is opened.
    await expect(graph.locator('[data-trail-depth]')).toHaveCount(depths.length);
    await expect(graph.locator('[data-hop-group]')).toHaveCount(groups.size);
    await expect(graph.locator('[data-hop]')).toHaveCount(0);
    const first = await graph.locator('[data-group-depth="1"]').boundingBox();
    const second = await graph.locator('[data-group-depth="2"]').first().boundingBox();
    expect(first!.x).toBeLessThan(second!.x);
    const table = section.getByRole('table', { name: 'Money reached, by hop and institution' });
    await expect(table.locator('tbody tr[data-depth-total]')).toHaveCount(depths.length);
    await expect(table.locator('tbody tr[data-trace-group]')).toHaveCount(groups.size);
    await expect(table.locator('tbody tr[data-depth-total="1"] [data-centavos]')).toHaveText(/^R\$\s[\d.]+,\d\d$/);
    return;
  }
  await expect(graph.locator('[data-hop-depth="1"]')).toHaveCount(1);
  await expect(graph.locator('[data-hop-depth="1"]')).toBeVisible();
  await expect(graph.locator('[data-hop-depth="2"]').first()).toBeVisible();
  await expect(graph.locator('[data-hop-depth="3"]').first()).toBeVisible();
  await expect(graph.locator('[data-hop-depth]')).toHaveCount(trace.length);
  // The contested Pix's receiver is drawn left of the accounts its money went on to.
  const first = await graph.locator('[data-hop-depth="1"]').boundingBox();
  const second = await graph.locator('[data-hop-depth="2"]').first().boundingBox();
  expect(first!.x).toBeLessThan(second!.x);

  const table = section.getByRole('table', { name: 'Accounts the money reached' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(trace.length);
  await expect(rows.first()).toHaveAttribute('data-depth', '1');
  await expect(table.locator('tbody tr[data-depth="2"]').first()).toBeVisible();
  await expect(table.locator('tbody tr[data-depth="3"]').first()).toBeVisible();
  await expect(rows.first().locator('[data-centavos]').first()).toHaveText(/^R\$\s[\d.]+,\d\d$/);
});
