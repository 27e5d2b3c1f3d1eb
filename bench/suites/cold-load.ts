// What a browser fetches and blocks on when it opens one of the console's addresses cold: a fresh
// Chromium context (nothing cached), signed in through the API as the browser tests sign in, the
// route's address opened directly, waited on until its screen has drawn. Counted from outside, by
// what the page fetched, where the build's size report counts its chunk graph.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { callOver, signInAnswer, type RunningServer, type SignIn } from '../support/processes.js';
import type { Result } from '../support/results.js';
import { scriptGoalOf } from '../support/script-budgets.js';

/** Chromium as the browser tests launch it (apps/web/playwright.config.ts). */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** A route of the console's table, as far as a cold load needs it. */
interface ColdRoute { path: string; name: string; signedIn: boolean }

/** What one cold load fetched and blocked on. */
export interface ColdLoad {
  route: ColdRoute;
  address: string;
  /** gzip -9 bytes of every script the page fetched (lazy chunks and module preloads included), summed. */
  scriptGzip: number;
  /** Each script fetched, with its gzip -9 bytes. */
  scripts: { file: string; gzip: number }[];
  /** Milliseconds of long tasks (over 50 ms each) from the navigation's start, summed. */
  longTasksMs: number;
  /** Total blocking time: each long task's part past 50 ms, summed. */
  blockingMs: number;
}

interface RouteTableRow { path: string; meta: { name: string; layout: string; public?: boolean } }

/**
 * The route table (apps/web/src/router/routes.ts), read by the running process: its modules are
 * the console's (resolved as a bundler resolves them), which this folder's type check does not
 * follow, so only the rows' shape is declared here. Every screen of it, and the sign-in page,
 * which is a document of its own; the not-found routes as the first of them (`/pages/misc/not-found/x`).
 * A member opens every screen signed in (the public bank account record too); sign-in and not-found
 * are opened without a session.
 */
async function coldRoutes(): Promise<ColdRoute[]> {
  const table = pathToFileURL(path.resolve(import.meta.dirname, '../../apps/web/src/router/routes.ts')).href;
  const { ROUTES } = (await import(table)) as { ROUTES: RouteTableRow[] };
  const screens = ROUTES.filter((route) => route.path !== '*').map(({ path: address, meta }) => ({
    path: address.replace(/\*$/, 'x'),
    name: meta.name === '$error' ? 'not-found' : meta.name,
    signedIn: meta.name !== '$error',
  }));
  return [{ path: '/login', name: 'login', signedIn: false }, ...screens];
}

/**
 * What the functions run in the page use of it: this folder is type-checked for Node, without the
 * DOM's declarations.
 */
interface InPage {
  document: { querySelector(selector: string): unknown; querySelectorAll(selector: string): Iterable<{ querySelector(selector: string): unknown }> };
  localStorage: { setItem(key: string, value: string): void };
  PerformanceObserver: new (callback: (list: { getEntries(): { duration: number }[] }) => void) => { observe(options: { type: string; buffered: boolean }): void };
  coldLoadLongTasks: number[];
}

/** Until the screen has drawn: a heading, no spinner, skeleton or busy region, each grid with rows or its empty overlay (e2e's waitForContent). */
async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as InPage;
    if (!document.querySelector('h1')) return false;
    if (document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-indeterminate')) return false;
    return [...document.querySelectorAll('.list-table-box')].every((grid) => grid.querySelector('[role="row"][data-id], .list-table-empty'));
  }, undefined, { timeout: 30_000, polling: 50 });
}

/**
 * Until the page has asked for no script for QUIET_MS: what loads once the screen has drawn
 * (the server's message catalogue, a part drawn later) is what a member's browser fetches too.
 */
const QUIET_MS = 1_000;

/** Long tasks from the document's start, collected by an observer that runs before any of the page's scripts. */
const observeLongTasks = () => {
  const page = globalThis as unknown as InPage;
  const tasks: number[] = [];
  page.coldLoadLongTasks = tasks;
  new page.PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push(entry.duration); })
    .observe({ type: 'longtask', buffered: true });
};

interface Session { token: string; member: string }

/**
 * One cold load of `address` in a fresh context of `browser`: signed in with `session` as the
 * browser tests' startSession leaves a member (the token and the member in the origin's storage,
 * set on a static file of it), then the address opened directly.
 */
async function coldLoad(browser: Browser, origin: string, route: ColdRoute, address: string, session: Session | null): Promise<ColdLoad> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    if (session) {
      await page.goto('/favicon.svg');
      await page.evaluate(([token, member]) => {
        const { localStorage } = globalThis as unknown as InPage;
        localStorage.setItem('wallet-app-admin-token', token);
        localStorage.setItem('wallet-app-admin-user-info', member);
      }, [session.token, session.member] as const);
    }
    await page.addInitScript(observeLongTasks);
    const bodies = new Map<string, Promise<Buffer>>();
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      const request = response.request();
      const isScript = request.resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
      if (!isScript || bodies.has(response.url())) return;
      lastScriptAt = Date.now();
      bodies.set(response.url(), response.body());
    });
    await page.goto(address);
    await waitForScreen(page);
    while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(100);
    const tasks = await page.evaluate(() => (globalThis as unknown as InPage).coldLoadLongTasks);
    const scripts = await Promise.all([...bodies].map(async ([url, body]) => ({ file: new URL(url).pathname, gzip: gzipSync(await body, { level: 9 }).length })));
    return {
      route, address, scripts,
      scriptGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      longTasksMs: tasks.reduce((sum, ms) => sum + ms, 0),
      blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    };
  } finally {
    await context.close();
  }
}

/** Record pages, which show a record given `?id=`, and the list call that finds one (as the accessibility sweep finds them). */
const RECORD_SOURCES: Record<string, { path: string; body: Record<string, unknown> }> = {
  '/userCenter/userList/detail': { path: '/api/v1/user/list', body: { kind: 'user', page_size: 1 } },
  '/userCenter/merchantList/detail': { path: '/api/v1/user/list', body: { kind: 'merchant', page_size: 1 } },
  '/banking/accounts/detail': { path: '/api/v1/bank_account/list', body: { page_size: 1 } },
  '/banking/transactions/detail': { path: '/api/v1/trade/list', body: { page_size: 1 } },
  '/pix/claims/detail': { path: '/api/v1/pix-claims/list', body: { page_size: 1 } },
  '/regulatory/med/detail': { path: '/api/v1/med/list', body: { page_size: 1 } },
};

/** The address a cold load opens: a record page with the id of a row that exists, where there is one. */
async function addressOf(origin: string, token: string, route: ColdRoute): Promise<string> {
  const source = RECORD_SOURCES[route.path];
  if (!source) return route.path;
  const answer = await callOver<{ list: { id: number }[] }>(origin, token, source.path, source.body);
  const id = answer.data?.list[0]?.id;
  return id === undefined ? route.path : `${route.path}?id=${id}`;
}

/**
 * One cold load of each route whose path passes `only`, in turns with `between` (a baseline's load,
 * run before each route's, so that a load that comes and goes on the machine weighs on both),
 * `runs` times over; `signedInAs` signs the member in once, and every signed-in route's context
 * gets that session.
 */
export async function coldLoads(input: {
  origin: string; signedInAs: SignIn; only?: (route: ColdRoute) => boolean; runs?: number;
  between?: (browser: Browser, session: Session) => Promise<void>;
}): Promise<ColdLoad[][]> {
  const routes = (await coldRoutes()).filter(input.only ?? (() => true));
  const { token, admin, permissions } = await signInAnswer(input.origin, input.signedInAs);
  const session = { token, member: JSON.stringify({ admin, permissions }) };
  const addresses = await Promise.all(routes.map((route) => addressOf(input.origin, token, route)));
  const browser = await chromium.launch(CHROMIUM);
  try {
    const runs: ColdLoad[][] = [];
    for (let run = 0; run < (input.runs ?? 1); run++) {
      const loads: ColdLoad[] = [];
      for (const [index, route] of routes.entries()) {
        await input.between?.(browser, session);
        loads.push(await coldLoad(browser, input.origin, route, addresses[index]!, route.signedIn ? session : null));
      }
      runs.push(loads);
    }
    return runs;
  } finally {
    await browser.close();
  }
}

const SECTION = '4. web';
const KB = 1024;
/** Lighthouse's blocking-time goal of a cold load (its JavaScript's goals: apps/web/script-budgets.json). */
const BLOCKING_GOAL_MS = 200;
/** Cold loads of each route, the median reported (BENCH_COLD_RUNS): one load's blocking time moves by tens of milliseconds from the next. */
const RUNS = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 3));
/** The baseline of a load's blocking time: the console's lightest screen, its document, React, MUI and the router drawing one heading. */
const FLOOR: ColdRoute = { path: '/blank', name: 'blank', signedIn: true };

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Every route's cold load in Chromium, RUNS times, each after a cold load of FLOOR (in turns, so
 * that a load that comes and goes on the machine weighs on both): the JavaScript it fetched beside
 * what the build's size report counts for it (`buildBytes`, by path), its blocking time beside
 * FLOOR's; then the heaviest and the most blocked.
 */
export async function measureColdLoads(server: RunningServer, member: { username: string; password: string }, buildBytes: ReadonlyMap<string, number>): Promise<Result[]> {
  const floors: number[] = [];
  const runs = await coldLoads({
    origin: server.url, signedInAs: member, runs: RUNS,
    between: async (browser, session) => { floors.push((await coldLoad(browser, server.url, FLOOR, FLOOR.path, session)).blockingMs); },
  });
  const floorMs = median(floors);
  const loads = runs[0]!.map((first, index) => ({
    ...first,
    blockingMs: median(runs.map((run) => run[index]!.blockingMs)),
    longTasksMs: median(runs.map((run) => run[index]!.longTasksMs)),
  }));
  const goalOf = (route: ColdRoute) => scriptGoalOf(route.path);
  const rows: Result[] = loads.map((load) => {
    const build = buildBytes.get(load.route.path.replace(/x$/, '*'));
    return {
      section: SECTION,
      figure: `cold load in Chromium, ${load.route.path}: JavaScript fetched (gzip), blocking time`,
      value: `${kb(load.scriptGzip)}, ${load.blockingMs.toFixed(0)} ms (long tasks ${load.longTasksMs.toFixed(0)} ms)`,
      baseline: `${build === undefined ? 'not in the build\'s report' : `build's count ${kb(build)}`}; /blank ${floorMs.toFixed(0)} ms`,
      ratio: `${build === undefined ? '—' : (load.scriptGzip / build).toFixed(2)}x, ${floorMs > 0 ? (load.blockingMs / floorMs).toFixed(2) : '—'}x`,
      goal: `≤ ${(goalOf(load.route) / KB).toFixed(0)} KB, ≤ ${BLOCKING_GOAL_MS} ms`,
      met: load.scriptGzip <= goalOf(load.route) && load.blockingMs <= BLOCKING_GOAL_MS,
    };
  });
  const heaviest = loads.filter((load) => load.route.path !== '/login').reduce((most, load) => (load.scriptGzip > most.scriptGzip ? load : most));
  const slowest = loads.reduce((most, load) => (load.blockingMs > most.blockingMs ? load : most));
  const signIn = loads.find((load) => load.route.path === '/login')!;
  return [
    ...rows,
    {
      section: SECTION, figure: `cold loads: most JavaScript fetched (${heaviest.route.path}); the sign-in page`,
      value: `${kb(heaviest.scriptGzip)}; ${kb(signIn.scriptGzip)}`, baseline: `${loads.length} routes`, ratio: '',
      goal: `≤ ${(goalOf(heaviest.route) / KB).toFixed(0)} KB; ≤ ${(goalOf(signIn.route) / KB).toFixed(0)} KB`,
      met: heaviest.scriptGzip <= goalOf(heaviest.route) && signIn.scriptGzip <= goalOf(signIn.route),
    },
    {
      section: SECTION, figure: `cold loads: longest blocking time (${slowest.route.path})`,
      value: `${slowest.blockingMs.toFixed(0)} ms (long tasks ${slowest.longTasksMs.toFixed(0)} ms)`, baseline: `/blank ${floorMs.toFixed(0)} ms`,
      ratio: floorMs > 0 ? `${(slowest.blockingMs / floorMs).toFixed(2)}x` : '', goal: `≤ ${BLOCKING_GOAL_MS} ms`, met: slowest.blockingMs <= BLOCKING_GOAL_MS,
    },
  ];
}
