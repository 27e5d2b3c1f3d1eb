// The JavaScript budgets of a cold load (apps/web/script-budgets.json), which the build's size
// report checks its own count against, and `npm run bench:cold` holds as a browser fetches.
import fs from 'node:fs';
import path from 'node:path';

const KB = 1024;
const FILE = path.resolve(import.meta.dirname, '../../apps/web/script-budgets.json');

interface Budgets { signInKB: number; routeKB: number; notYetWithin: Record<string, number> }

const budgets = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Budgets;

/** The sign-in page's goal and every other route's, in bytes. */
const SCRIPT_GOALS = { signIn: budgets.signInKB * KB, route: budgets.routeKB * KB };

/** The goal of a route's cold load, in bytes: the sign-in page's, or every other route's. */
export const scriptGoalOf = (routePath: string) => (routePath === '/login' ? SCRIPT_GOALS.signIn : SCRIPT_GOALS.route);

/** What a route's cold load may fetch, in bytes: its goal, or what a route not yet within it is held at. */
function scriptBudgetOf(routePath: string): number {
  const held = budgets.notYetWithin[routePath];
  return held === undefined ? scriptGoalOf(routePath) : held * KB;
}

/** The routes held above the goal, by path, in bytes. */
const heldAboveGoal = (): [string, number][] => Object.entries(budgets.notYetWithin).map(([routePath, kb]) => [routePath, kb * KB]);

/** How far below its hold a route held above the goal may fall before its hold must be lowered. */
const SLACK = 2 * KB;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What the cold loads measured say of the budgets: each route over its budget, and each hold above
 * the goal that its route no longer needs (a hold only comes down). Sets the exit code to 1 when
 * there is any; answers the lines to print.
 */
export function budgetFindings(figures: readonly { route: string; fetched: number }[]): string[] {
  const over = figures.filter(({ route, fetched }) => fetched > scriptBudgetOf(route)).map(({ route, fetched }) => `over its budget: ${route}, ${kb(fetched)} > ${kb(scriptBudgetOf(route))}`);
  const toLower = heldAboveGoal().flatMap(([route, held]) => {
    const fetched = figures.find((figure) => figure.route === route)?.fetched;
    if (fetched === undefined) return [];
    if (fetched <= scriptGoalOf(route)) return [`within the goal, remove its hold: ${route}, ${kb(fetched)}`];
    return held - fetched > SLACK ? [`lower its hold: ${route}, ${kb(fetched)}, held at ${kb(held)}`] : [];
  });
  const findings = [...over, ...toLower];
  if (findings.length > 0) process.exitCode = 1;
  return findings.length > 0 ? ['', 'Budgets (apps/web/script-budgets.json):', ...findings.map((line) => `  ${line}`)] : ['', 'Every route within its budget (apps/web/script-budgets.json).'];
}
