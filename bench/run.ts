// `npm run bench`: the project's claims as figures, each next to a baseline measured in the same
// run, on PostgreSQL with the 1 000 000-trade data set (BENCH_SHORT=1: a small data set and short
// runs, as CI runs it; BENCH_PROFILE=large: ten million trades and a million customers more, written
// by the bulk loader). Prints one table and writes it to bench/RESULTS.md (short: RESULTS-short.md,
// not kept in git; large: RESULTS-large.md). BENCH_SECTIONS=lists,export runs only the sections
// named (lists, concurrent, replica, sweep, throughput, export, web, start, ledger): the large profile's
// load alone takes most of an hour. With DATABASE_URL, BENCH_PG_CLUSTER names the folder of the
// cluster (scripts/postgres-cluster.sh) that serves it, so that the replica section can copy it;
// BENCH_REUSE=1 measures the data set an earlier run of the same profile left there, unseeded.
import { API_POOL_SIZE, API_PROCESSES, POOL_PER_PROCESS, startApiServer } from './support/processes.js';
import { writeResults, type Result } from './support/results.js';
import { FULL, LARGE, SHORT, BENCH_ADMIN, openDataSet } from './suites/data-set.js';
import { measureListCalls } from './suites/list-calls.js';
import { measureConcurrentLists } from './suites/concurrent-lists.js';
import { measureListSweep } from './suites/list-sweep.js';
import { measureReplica } from './suites/replica.js';
import { measureThroughput } from './suites/throughput.js';
import { measureExport } from './suites/export.js';
import { measureBundles, measureLighthouse, routeSizes } from './suites/web.js';
import { measureColdLoads } from './suites/cold-load.js';
import { measureColdStart } from './suites/cold-start.js';
import { ledgerNote, measureLedger } from './suites/ledger.js';

const short = process.env.BENCH_SHORT === '1';
const large = !short && process.env.BENCH_PROFILE === 'large';
const sizes = short ? SHORT : large ? LARGE : FULL;
const say = (line: string) => console.log(`bench: ${line}`);

const SECTIONS = ['lists', 'concurrent', 'replica', 'sweep', 'throughput', 'export', 'web', 'start', 'ledger'] as const;
const chosen = process.env.BENCH_SECTIONS ? process.env.BENCH_SECTIONS.split(',').map((name) => name.trim()) : [...SECTIONS];
const unknown = chosen.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length) throw new Error(`BENCH_SECTIONS: no section ${unknown.join(', ')} (there are ${SECTIONS.join(', ')})`);
/** Whether this run measures the section. */
const runs = (section: (typeof SECTIONS)[number]) => chosen.includes(section);

const bulk = sizes.bulk ? ` and ${sizes.bulk.trades.toLocaleString('en')} synthetic trades of ${sizes.bulk.customers.toLocaleString('en')} synthetic customers` : '';
say(`${process.env.BENCH_REUSE === '1' ? 'unless kept, seeding' : 'seeding'} ${sizes.trades.toLocaleString('en')} trades, ${sizes.users.toLocaleString('en')} users${bulk} on PostgreSQL`);
const data = await openDataSet(sizes);
if (data.kept) say(`kept the data set seeded at ${data.seededAt.toISOString()} (BENCH_REUSE=1)`);
const results: Result[] = [];
/** Runs a section when this run measures it, saying so, and keeps its figures. */
async function measure(section: (typeof SECTIONS)[number], label: string, run: () => Result[] | Promise<Result[]>) {
  if (!runs(section)) return;
  say(label);
  results.push(...await run());
}
try {
  await measure('lists', 'list calls', () => measureListCalls(data, short ? 10 : 40));
  await measure('concurrent', 'list calls from 8 clients', () => measureConcurrentLists(data, short ? 2 : 10));
  await measure('replica', 'reads on a replica', () => measureReplica(data, short ? 2 : 10));
  await measure('sweep', 'every list from 8 clients', () => measureListSweep(data, short ? { seconds: 1, warmUpSeconds: 0.5 } : { seconds: 3, warmUpSeconds: 2 }));
  await measure('throughput', 'throughput', () => measureThroughput(data, short ? 2 : 10));
  await measure('export', 'export', () => measureExport(data, short ? 1 : 3));
  await measure('web', 'web', async () => {
    const server = await startApiServer(data.database.url);
    try {
      const built = new Map(routeSizes().map((route) => [route.path, route.gzip]));
      return [...measureBundles(), ...await measureColdLoads(server, BENCH_ADMIN, built), ...await measureLighthouse(server, BENCH_ADMIN.username, BENCH_ADMIN.password)];
    } finally {
      await server.stop();
    }
  });
  await measure('start', 'cold start', () => measureColdStart({ withNpmStart: !short }));
} finally {
  await data.close();
}
await measure('ledger', 'ledger (a database of its own)', () => measureLedger({ short }));

const dataSet = `PostgreSQL ${data.database.version} with ${sizes.trades.toLocaleString('en')} trades, ${sizes.users.toLocaleString('en')} users, ${sizes.merchants.toLocaleString('en')} merchants (with their accounts, freezes, fees and Pix keys) and ${sizes.auditRows.toLocaleString('en')} audit rows${bulk}, seeded in ${data.seedSeconds.toFixed(1)} s${data.kept ? ` at ${data.seededAt.toISOString()} and kept since (BENCH_REUSE=1)` : ''}.`;
const notes = [
  'Section 1 replays, through the driver, the very statements the call\'s handler ran (captured by a query logger), all at once as the lists issue them; the call adds the session and permission lookup (one round trip), body validation, JSON and Fastify.',
  `Section 1b runs autocannon (8 connections) against the server (${API_PROCESSES} processes on one port, API_PROCESSES, one per core, with ${POOL_PER_PROCESS} connections each), next to 8 loops replaying the handler's statements through a pool of ${API_POOL_SIZE}; latency is the 95th percentile of every answer of the measured rounds (autocannon's summary stops at the 97.5th).`,
  'Section 1c makes a hot standby of the run\'s cluster (pg_basebackup) and runs the same customer-list load (autocannon, 8 connections) against a server on the primary alone and one with DATABASE_REPLICA_URL; the scans are each server\'s pg_stat_user_tables, read after the server stopped; then one member blocks and unblocks a customer 100 times each through the replica server, reading the customer back after each write.',
  'Section 1d asks every list\'s first page, with the default filters and with each filter alone, an option filter with each of its options (the cases whose plans `http/list-plans.test.ts` explains, found from the contracts\' list bodies), from 8 autocannon connections for 3 s after 2 s unmeasured; the slowest cases get a row each.',
  'Section 2 runs autocannon (10 connections) against the server in a process of its own; the baseline is a bare Fastify process answering the same JSON on the same path. The embedded database (PGlite) serves the demo data set of a first start.',
  'Section 3 runs the export in a `npm run worker` process; its peak memory is the kernel\'s high-water mark (VmHWM). The baseline counts the lines of COPY in the benchmark process.',
  `Section 4: Lighthouse 12, desktop preset (simulated throttling), Debian Chromium, headless, on every page but the record pages and not-found, each page's median run of five cold loads (Lighthouse's computeMedianRun; BENCH_LIGHTHOUSE_RUNS); signed in as the sign-in page leaves a member (the token and the member with their permissions in the browser's storage). JavaScript goals: sign-in 150 KB, every other route 300 KB. The cold loads in Chromium (Playwright, the browser tests' flags): every route of the route table and the sign-in page, each in a fresh context signed in through the API as the browser tests sign in, opened at its address directly and waited on until its screen has drawn and it has asked for no script for a second; the JavaScript is the gzip -9 of every script it fetched, beside the build's count for the route; the blocking time (each long task's part past 50 ms, from the navigation's start) the median of ${Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 3))} loads, each after a cold load of /blank, whose median is the baseline.`,
  ledgerNote({ short }),
];
const mode = `${short ? 'short (BENCH_SHORT=1)' : large ? 'large (BENCH_PROFILE=large)' : 'full'}${process.env.BENCH_SECTIONS ? `, sections ${chosen.join(', ')}` : ''}`;
const text = writeResults({ file: short ? 'RESULTS-short.md' : large ? 'RESULTS-large.md' : 'RESULTS.md', mode, dataSet, results, notes });
console.log(text);
const missed = results.filter((r) => r.met === false);
if (missed.length) {
  // Loudly, and with a failing exit code: a missed goal is a regression to look at, not a footnote.
  console.error(`\nbench: ${missed.length} GOALS NOT MET:\n${missed.map((r) => `  - ${r.section}: ${r.figure}: ${r.value} (goal ${r.goal})`).join('\n')}`);
  process.exitCode = 1;
}
