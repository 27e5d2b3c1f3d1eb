// `npm run bench` (trades): on PostgreSQL with BENCH_TRADES (1 000 000) seeded trades,
//  - five typical trade-list filters (and an exact search) through the whole API call, next to
//    the same two SQL statements run directly through the driver;
//  - a CSV export run by the job worker, in rows per second, next to `COPY (same query) TO
//    STDOUT WITH CSV` through the driver, with the process's peak memory while it runs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import { trades as contract } from '@wallet/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { systemClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createAdmin } from '../apps/server/src/modules/staff/service.js';
import { seedDemoData } from '../apps/server/src/seed/registry.js';
import { tradeListQueries } from '../apps/server/src/modules/trades/queries.js';
import { exportColumnsQuery, exportWhere, inlinedSql } from '../apps/server/src/modules/trades/export-rows.js';
import { benchDatabase } from './support/database.js';
import { summarise, table, writeResults, type Row } from './support/report.js';
import { timeRuns } from './support/timing.js';

const TRADES = Number(process.env.BENCH_TRADES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const MB = 2 ** 20;

const database = await benchDatabase('wallet_bench_trades');
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
try {
  const seedStarted = performance.now();
  await seedDemoData(database.db, { seed: 11, now: new Date(), sizes: { users: 2_000, merchants: 500, trades: TRADES }, log: () => undefined });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  await database.db.execute(sql`vacuum analyze`);

  const exportDir = `${os.tmpdir()}/wallet-bench-exports`;
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', EXPORT_DIR: exportDir, DATABASE_URL: database.url });
  const app = await buildApp({ db: database.db, config, clock: systemClock, logger: false });
  await createAdmin(database.db, { username: 'bench', name: 'Bench', roleName: 'Finance', password: 'bench-password-123', now: new Date() });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'bench', password: 'bench-password-123' } });
  const token = login.json().data.token as string;
  const call = async (path: string, body: unknown) => {
    const answer = (await app.inject({ method: 'POST', url: path, payload: body as object, headers: { authorization: token } })).json();
    if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };

  const [sample] = (await pool.query<{ end_to_end_id: string }>('select end_to_end_id from trades order by id desc limit 1')).rows;
  const lastMonth = { created_from: day(-29), created_to: day(0) };
  const cases: [string, Record<string, unknown>][] = [
    ['last 7 days, no filter (default)', {}],
    ['status failed, last 7 days', { trade_status: 'failed' }],
    ['payouts that succeeded, last 30 days, page 10', { ...lastMonth, trade_type: 'payout', trade_status: 'success', page: 10 }],
    ['merchant name "padaria", last 30 days', { ...lastMonth, merchant: 'padaria' }],
    ['R$ 1 000 to R$ 5 000, last 7 days', { amount_min: 100_000, amount_max: 500_000 }],
    ['exact end-to-end id', { search: sample!.end_to_end_id }],
  ];
  const rows: Row[] = [];
  for (const [name, filters] of cases) {
    const body = contract.list.body.parse(filters);
    const statements = tradeListQueries(database.db, body, new Date());
    const rowsSql = statements.rows.toSQL();
    const countSql = statements.count.toSQL();
    const bare = await timeRuns(RUNS, () => Promise.all([pool.query(rowsSql.sql, rowsSql.params), pool.query(countSql.sql, countSql.params)]));
    const api = await timeRuns(RUNS, () => call(contract.list.path, filters));
    rows.push({ name, api: summarise(api), baseline: summarise(bare) });
  }

  // The export: a year of trades (all of them), by the worker, against COPY of the same SELECT.
  const everything = { created_from: day(-400), created_to: day(0) };
  const copyText = inlinedSql(exportColumnsQuery(database.db, exportWhere(database.db, contract.TradeFilters.parse(everything), new Date())));
  const copy = await timeCopy(copyText);

  // The export runs in a worker process of its own (`npm run worker`), whose peak resident memory
  // the kernel keeps (VmHWM); the time runs from the request to the job's end.
  const worker = await startWorkerProcess({ DATABASE_URL: database.url, EXPORT_DIR: exportDir, JOB_POLL_MS: '50', LOG_LEVEL: 'info' });
  const rssIdle = memoryOf(worker.pid!).rss;
  const exportStarted = performance.now();
  const queued = await call(contract.download.path, everything) as contract.TradeExport;
  let done: contract.TradeExport;
  for (;;) {
    done = (await call(contract.downloadList.path, {})).list.find((e: contract.TradeExport) => e.id === queued.id);
    if (done.status !== 'queued' && done.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  const rssPeak = memoryOf(worker.pid!).peak;
  worker.kill('SIGTERM');
  if (done.status !== 'done') throw new Error(`export ${done.id} is ${done.status}: ${done.error}`);
  await app.close();

  const ours = done.row_count / exportSeconds;
  const baseline = copy.rows / copy.seconds;
  const report = [
    table(`Trade list, ${TRADES.toLocaleString('en')} trades on PostgreSQL (${database.version}), ${RUNS} runs each; seeded (npm run seed generator) in ${seedSeconds.toFixed(1)} s`, rows),
    '',
    `### Trade export, ${done.row_count.toLocaleString('en')} rows (${(done.byte_count / MB).toFixed(0)} MB of CSV)`,
    '',
    '| measure | export job | COPY (same SELECT) TO STDOUT WITH CSV | job / COPY | goal |',
    '|---|---:|---:|---:|---|',
    `| rows per second | ${Math.round(ours).toLocaleString('en')} | ${Math.round(baseline).toLocaleString('en')} | ${(ours / baseline).toFixed(2)}x | at least 0.5x: ${ours / baseline >= 0.5 ? 'met' : 'not met'} |`,
    `| seconds | ${exportSeconds.toFixed(1)} | ${copy.seconds.toFixed(1)} | | |`,
    `| worker process memory (RSS) idle → peak | ${(rssIdle / MB).toFixed(0)} MB → ${(rssPeak / MB).toFixed(0)} MB | | | peak under 300 MB: ${rssPeak < 300 * MB ? 'met' : 'not met'} |`,
  ].join('\n');
  console.log(report);
  await writeResults('trades', report, `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? ''}`);
} finally {
  await pool.end();
  await database.close();
}

/** A Brasília calendar day `offset` days from today. */
function day(offset: number): string {
  return new Date(Date.now() - 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** COPY of the query to a sink that counts lines, through the driver. */
async function timeCopy(select: string): Promise<{ rows: number; seconds: number }> {
  const client = await pool.connect();
  try {
    let rows = 0;
    const started = performance.now();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
        done();
      },
    });
    await pipeline(client.query(copyTo(`COPY (${select}) TO STDOUT WITH CSV`)), sink);
    return { rows, seconds: (performance.now() - started) / 1000 };
  } finally {
    client.release();
  }
}

/** `npm run worker` as a child process, once it says it has started. */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/worker.js'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('job worker started')) resolve(); });
  });
  return child;
}

/** Resident memory of a process now and at its highest, from the kernel. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
