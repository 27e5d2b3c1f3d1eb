// The JavaScript budgets of a cold load (apps/web/script-budgets.json), which the browser tests
// hold (apps/web/e2e/cold-load-budget.spec.ts), the build's size report checks its own count
// against, and the bench reports against.
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
export function scriptBudgetOf(routePath: string): number {
  const held = budgets.notYetWithin[routePath];
  return held === undefined ? scriptGoalOf(routePath) : held * KB;
}

/** The routes held above the goal, by path, in bytes. */
export const heldAboveGoal = (): [string, number][] => Object.entries(budgets.notYetWithin).map(([routePath, kb]) => [routePath, kb * KB]);
