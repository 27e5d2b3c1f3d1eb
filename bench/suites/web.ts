// The console as a browser gets it: gzip bytes of JavaScript the sign-in page and the user list
// load (from the build's manifest), and Lighthouse's desktop performance and accessibility scores
// for both, in Debian's Chromium against a running server.
import { execFileSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import type { Result } from '../support/results.js';
import type { RunningServer } from '../support/processes.js';

interface RouteSize { name: string; gzip: number; budget: number; enforced: boolean }

const KB = 1024;
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function measureBundles(): Result[] {
  const sizes = JSON.parse(execFileSync(process.execPath, ['apps/web/scripts/report-size.mjs', '--json'], { encoding: 'utf8' })) as RouteSize[];
  return sizes.map((route) => ({
    section: '4. web',
    figure: `JavaScript loaded by ${route.name}, gzip`,
    value: `${(route.gzip / KB).toFixed(1)} KB`,
    baseline: `${(route.budget / KB).toFixed(0)} KB goal`,
    ratio: `${(route.gzip / route.budget).toFixed(2)}x`,
    goal: `≤ ${(route.budget / KB).toFixed(0)} KB`,
    met: route.gzip <= route.budget,
  }));
}

/** Lighthouse's performance and accessibility scores (0–100) of one page. */
async function audit(port: number, name: string, url: string): Promise<Result[]> {
  const run = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'],
  }, desktopConfig);
  const categories = run!.lhr.categories;
  return (['performance', 'accessibility'] as const).map((category) => {
    const score = Math.round((categories[category]?.score ?? 0) * 100);
    return { section: '4. web', figure: `Lighthouse ${category}, ${name} (desktop)`, value: String(score), baseline: '100 best', ratio: '', goal: '≥ 95', met: score >= 95 };
  });
}

/** Lighthouse scores (0–100) of the sign-in page and, signed in with `token`, the user list. */
export async function measureLighthouse(server: RunningServer, token: string): Promise<Result[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const results: Result[] = [];
    // Sign-in as a visitor sees it (no session: with one, /login sends you on to the home page).
    results.push(...await audit(chrome.port, 'sign-in', `${server.url}/login`));
    // The user list needs a session: put the token where the console keeps it, then keep storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate((value) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('wallet-app-admin-token', value), token);
    await page.close();
    await browser.close();
    results.push(...await audit(chrome.port, 'user list', `${server.url}/userCenter/userList`));
    return results;
  } finally {
    chrome.kill();
  }
}
