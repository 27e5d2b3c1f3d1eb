// The console as a browser gets it: gzip bytes of JavaScript each route loads (from the build's
// manifest), and Lighthouse's desktop scores and metrics of every page, in Debian's Chromium
// against a running server, signed in as the sign-in page leaves a member.
import { execFileSync } from 'node:child_process';
import lighthouse, { type Result as LighthouseReport } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import type { Result } from '../support/results.js';
import { signInAnswer, type RunningServer } from '../support/processes.js';

interface RouteSize { name: string; path: string; signedIn: boolean; gzip: number; goal: number }

const SECTION = '4. web';
const KB = 1024;
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const GOALS = { performance: 95, accessibility: 100, blockingMs: 200, layoutShift: 0.05 };
/**
 * Lighthouse's runs of each page, of which the median run is reported, as Lighthouse's own guide to
 * its variability advises ("the median of 5 runs is twice as stable as 1 run"): on this shared
 * machine one run of the same build scores a few points apart from the next.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

export const routeSizes = (): RouteSize[] => JSON.parse(execFileSync(process.execPath, ['apps/web/scripts/report-size.mjs', '--json'], { encoding: 'utf8' })) as RouteSize[];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const sizeResult = (figure: string, route: RouteSize): Result => ({
  section: SECTION, figure, value: kb(route.gzip), baseline: `${(route.goal / KB).toFixed(0)} KB goal`,
  ratio: `${(route.gzip / route.goal).toFixed(2)}x`, goal: `≤ ${(route.goal / KB).toFixed(0)} KB`, met: route.gzip <= route.goal,
});

/** The sign-in page, the user list, the heaviest route and how many routes are within their goal. */
export function measureBundles(): Result[] {
  const sizes = routeSizes();
  const signIn = sizes.find((route) => !route.signedIn && route.path === '/login')!;
  const userList = sizes.find((route) => route.path === '/userCenter/userList')!;
  const heaviest = sizes.reduce((most, route) => (route.gzip > most.gzip ? route : most));
  const within = sizes.filter((route) => route.gzip <= route.goal);
  return [
    sizeResult('JavaScript loaded by the sign-in page, gzip', signIn),
    sizeResult('JavaScript loaded by the user list, gzip', userList),
    sizeResult(`JavaScript loaded by the heaviest route (${heaviest.path}), gzip`, heaviest),
    {
      section: SECTION, figure: 'routes within their JavaScript goal', value: `${within.length} of ${sizes.length}`, baseline: `lightest ${kb(Math.min(...sizes.map((route) => route.gzip)))}`,
      ratio: '', goal: 'all', met: within.length === sizes.length,
    },
  ];
}

/**
 * Lighthouse's median run of one page (closest to the median first paint and time to interactive,
 * Lighthouse's own choice) and every run's performance score; `fresh` empties the browser's cache
 * before each run. Now and then a run ends with no metrics at all and says why in runtimeError: it
 * is left out, and only when every run failed is a failed one reported.
 */
async function medianReport(port: number, url: string, fresh: () => Promise<void>) {
  const runs: LighthouseReport[] = [];
  for (let run = 0; run < RUNS; run++) {
    await fresh();
    runs.push((await lighthouse(url, {
      port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'],
    }, desktopConfig))!.lhr);
  }
  const measured = filterToValidRuns(runs).filter((lhr) => !lhr.runtimeError);
  const scores = measured.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  return { lhr: measured.length > 0 ? computeMedianRun(measured) : runs[0]!, scores };
}

/** Lighthouse's scores and the two metrics the goals name, of one page, as one line. */
async function audit(port: number, name: string, url: string, fresh: () => Promise<void>): Promise<Result> {
  const { lhr: { categories, audits, runtimeError }, scores } = await medianReport(port, url, fresh);
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
  const blockingMs = Math.round(audits['total-blocking-time']?.numericValue ?? Infinity);
  const layoutShift = audits['cumulative-layout-shift']?.numericValue ?? Infinity;
  const largestPaintMs = Math.round(audits['largest-contentful-paint']?.numericValue ?? Infinity);
  return {
    section: SECTION,
    figure: `Lighthouse, ${name} (desktop)`,
    value: `performance ${performance}, accessibility ${accessibility}, TBT ${blockingMs} ms, CLS ${layoutShift.toFixed(3)}${runtimeError ? ` (Lighthouse failed every run: ${runtimeError.code})` : ''}`,
    baseline: `LCP ${largestPaintMs} ms; median of ${scores.length} runs${scores.length > 1 ? `, performance ${Math.min(...scores)}–${Math.max(...scores)}` : ''}`,
    ratio: '',
    goal: `≥ ${GOALS.performance}, ${GOALS.accessibility}, ≤ ${GOALS.blockingMs} ms, ≤ ${GOALS.layoutShift}`,
    met: performance >= GOALS.performance && accessibility >= GOALS.accessibility && blockingMs <= GOALS.blockingMs && layoutShift <= GOALS.layoutShift,
  };
}

/**
 * Lighthouse on every page of the route table but the record pages (they need a record's id) and
 * not-found: the sign-in page as a visitor sees it, the others signed in as `username`.
 */
export async function measureLighthouse(server: RunningServer, username: string, password: string): Promise<Result[]> {
  const routes = routeSizes().filter((route) => !route.path.includes('*') && !route.path.endsWith('/detail'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const devtools = await page.context().newCDPSession(page);
    // Lighthouse keeps the browser's storage here (the member's session is in it), so it would keep
    // its cache too: each page is measured as a first visit, with nothing cached.
    const emptyCache = async () => { await devtools.send('Network.clearBrowserCache'); };
    const coldAudit = (route: RouteSize) => audit(chrome.port, route.name, `${server.url}${route.path}`, emptyCache);
    const results: Result[] = [];
    // Sign-in as a visitor sees it (no session: with one, /login sends you on to the home page).
    for (const route of routes.filter((r) => !r.signedIn)) results.push(await coldAudit(route));
    await page.goto(`${server.url}/login`);
    const { token, admin, permissions } = await signInAnswer(server.url, { username, password });
    const member = JSON.stringify({ admin, permissions });
    await page.evaluate(([value, info]) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem('wallet-app-admin-token', value);
      storage.setItem('wallet-app-admin-user-info', info);
    }, [token, member] as const);
    await page.goto('about:blank');
    for (const route of routes.filter((r) => r.signedIn)) results.push(await coldAudit(route));
    return results;
  } finally {
    await browser.close();
    chrome.kill();
  }
}
