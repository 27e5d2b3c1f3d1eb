// `npm test`: install if needed, then type-check, lint and run every test suite: Vitest (server
// on PGlite, or on the PostgreSQL server of DATABASE_URL; web in jsdom), then Playwright in
// Debian's Chromium against the built server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureInstalled, run, runTogether } from './ensure-install.mjs';

ensureInstalled();
// CI names its PostgreSQL server in SERVER_TESTS_ON_POSTGRES (.ci/run): the embedded pass then runs
// only the server tests that touch the database engine (vitest.config.ts), and the whole server
// suite runs on that server beside the browser tests, on one Vitest worker, followed there by the
// reliability suite when RELIABILITY_BESIDE=1 (CI). One browser test at a time keeps about one of
// the two cores busy (the browser, the server and the test runner mostly take turns), so the
// server tests fill the other instead of running after them.
const onPostgres = process.env.SERVER_TESTS_ON_POSTGRES ?? '';
const postgresBeside = /^postgres(ql)?:\/\//.test(onPostgres) ? onPostgres : undefined;
const reliabilityBeside = postgresBeside !== undefined && process.env.RELIABILITY_BESIDE === '1';
const database = process.env.DATABASE_URL && !postgresBeside ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
// Only the server tests (vitest.config.ts says which run on which database): lint, the jsdom tests
// and the browser tests (whose server always runs on a fresh embedded database, which the first
// start fills with demo data) do not depend on it.
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
console.log(`${databaseOnly ? 'Testing what depends on the database' : 'Type-checking, linting and testing'} on ${database}${postgresBeside ? ', the server suite on PostgreSQL beside the browser tests' : ''}`);
if (process.env.ALREADY_BUILT !== '1') run('npm', ['run', 'build', '--silent']);
// Lint, no import circle (madge), no unused file, export or dependency (knip), no copied block
// (jscpd), the module borders (dependency-cruiser): side by side, on both cores.
if (!databaseOnly) await runTogether(['lint', 'check:imports', 'check:unused', 'check:copies', 'check:borders']);
run('npx', ['vitest', 'run', '--project', 'server', ...(databaseOnly ? [] : ['--project', 'web'])], postgresBeside ? { DATABASE_URL: '' } : {});
if (databaseOnly) process.exit(0);
if (!fs.existsSync('/usr/bin/chromium')) {
  console.error('Browser tests need Debian\'s Chromium: apt-get install -y chromium (.ci/run installs it)');
  process.exit(1);
}
const serverSuites = postgresBeside ? serverSuitesOn(postgresBeside) : Promise.resolve(undefined);
const browserTests = await ended('npx', ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'], { stdio: 'inherit' });
const failedBeside = await serverSuites;
if (browserTests !== 0 || failedBeside) {
  console.error(`\n${browserTests !== 0 ? 'The browser tests' : failedBeside} failed`);
  process.exit(1);
}

/** Starts a command and answers its exit status once it has ended and said how long it took. */
function ended(command, args, options, label = `${command} ${args.join(' ')}`) {
  const since = Date.now();
  return new Promise((resolve) => spawn(command, args, options).on('close', (status, signal) => {
    console.log(`-- ${label}: ${Math.round((Date.now() - since) / 1000)} s`);
    resolve(signal ? 1 : status);
  }));
}

/**
 * The server suite on the PostgreSQL server of `url`, on one worker beside the browser tests, then
 * the reliability suite there if asked; answers the name of the first that failed, if one did.
 */
async function serverSuitesOn(url) {
  const env = { ...process.env, DATABASE_URL: url };
  if (await logged('server', ['--project', 'server'], { ...env, VITEST_MAX_WORKERS: '1' }, 'on PostgreSQL on one worker') !== 0) return 'The server tests on PostgreSQL';
  if (reliabilityBeside && await logged('reliability', ['--project', 'reliability'], env, 'on PostgreSQL') !== 0) return 'The reliability tests';
  return undefined;
}

/**
 * Runs a Vitest project with its output in a file, printed whole when it ends, so that it does not
 * interleave with the browser tests'; answers its exit status.
 */
async function logged(name, args, env, where) {
  const log = `.tmp/${name}-tests-on-postgres.log`;
  fs.mkdirSync('.tmp', { recursive: true });
  const output = fs.openSync(log, 'w');
  const suite = ended('npx', ['vitest', 'run', ...args], { stdio: ['ignore', output, output], env }, `npx vitest run ${args.join(' ')}, ${where}`);
  fs.closeSync(output);
  const status = await suite;
  process.stdout.write(fs.readFileSync(log, 'utf8'));
  return status;
}
