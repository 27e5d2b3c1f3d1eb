import { expect, test } from '@playwright/test';
import { coldLoads } from '../../../bench/suites/cold-load';
import { demoServer } from '../../../bench/support/demo-server';
import { heldAboveGoal, scriptBudgetOf, scriptGoalOf } from '../../../bench/support/script-budgets';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** How far below its hold a route held above the goal may fall before its hold must be lowered. */
const SLACK = 2 * KB;

// What a member's browser fetches: every route opened cold (a fresh context, signed in, its address
// typed), the gzip -9 of every script it fetched, lazy chunks included (bench/suites/cold-load.ts).
// On a server of its own, on the demo data as a first start seeds it, as the bench measures: what a
// screen loads as it draws follows what it shows (the server's catalogue comes with the first answer
// that carries its words), which the other journeys change.
test('every route\'s cold load fetches no more JavaScript than its budget', async () => {
  test.setTimeout(300_000);
  const server = await demoServer();
  const [loads] = await coldLoads({ origin: server.url, signedInAs: server.member }).finally(server.stop);
  const figures = loads!.map((load) => ({ route: load.route.path, fetched: load.scriptGzip, budget: scriptBudgetOf(load.route.path) }));
  expect(figures.length).toBeGreaterThan(30);
  const over = figures.filter(({ fetched, budget }) => fetched > budget).map(({ route, fetched, budget }) => `${route}: ${kb(fetched)} > ${kb(budget)}`);
  expect(over, 'routes over their budget (apps/web/script-budgets.json)').toEqual([]);
  // A route held above the goal that sheds code gets a lower hold, so that it cannot grow back.
  const slack = heldAboveGoal().flatMap(([route, held]) => {
    const fetched = figures.find((figure) => figure.route === route)?.fetched;
    if (fetched === undefined) return [`${route}: no such route`];
    if (fetched <= scriptGoalOf(route)) return [`${route}: ${kb(fetched)}, within the goal: remove its hold`];
    return held - fetched > SLACK ? [`${route}: ${kb(fetched)}, held at ${kb(held)}: lower its hold`] : [];
  });
  expect(slack, 'holds above the goal to lower (apps/web/script-budgets.json)').toEqual([]);
});
