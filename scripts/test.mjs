// `npm test`: install if needed, then type-check, lint and run every test suite: Vitest (server
// on PGlite, or on the PostgreSQL server of DATABASE_URL; web in jsdom), then Playwright in
// Debian's Chromium against the built server.
import fs from 'node:fs';
import { ensureInstalled, run, runTogether } from './ensure-install.mjs';

ensureInstalled();
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
// CI's second pass, on PostgreSQL, runs only the server tests (vitest.config.ts says which run in
// which pass). Lint, the jsdom tests and the browser tests (whose server always runs on a fresh
// embedded database, which the first start fills with demo data) ran in the first.
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
console.log(`${databaseOnly ? 'Testing what depends on the database' : 'Type-checking, linting and testing'} on ${database}`);
if (process.env.ALREADY_BUILT !== '1') run('npm', ['run', 'build', '--silent']);
// Lint, no import circle (madge), no unused file, export or dependency (knip), no copied block
// (jscpd), the module borders (dependency-cruiser): side by side, on both cores.
if (!databaseOnly) await runTogether(['lint', 'check:imports', 'check:unused', 'check:copies', 'check:borders']);
run('npx', ['vitest', 'run', '--project', 'server', ...(databaseOnly ? [] : ['--project', 'web'])]);
if (databaseOnly) process.exit(0);
if (!fs.existsSync('/usr/bin/chromium')) {
  console.error('Browser tests need Debian\'s Chromium: apt-get install -y chromium (.ci/run installs it)');
  process.exit(1);
}
run('npx', ['playwright', 'test', '--config', 'apps/web/playwright.config.ts']);
