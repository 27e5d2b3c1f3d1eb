// A CSV export of the days of the newest million trades (every trade of the full profile, about
// five weeks of the large one: issue 23 measures the export of a million), run by a worker process
// of its own (`npm run worker`), in rows per second next to `COPY (same SELECT) TO STDOUT WITH CSV`
// through the driver, with the worker's peak resident memory as the kernel keeps it (VmHWM); then the same trades as an XLSX workbook.
import fs from 'node:fs';
import os from 'node:os';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import { cockpit, trades as contract } from '@wallet/contracts';
import { exportColumnsQuery, exportSelection, inlinedSql } from '../../apps/server/src/modules/trades/index.js';
import { startWorker } from '../../apps/server/src/reliability/support.js';
import { signInOver, startApiServer } from '../support/processes.js';
import { summarise, times, type Result } from '../support/results.js';
import { seconds } from '../support/timing.js';
import { BENCH_ADMIN, type DataSet } from './data-set.js';

const MB = 2 ** 20;
/** Issue 23's export goal is about a million trades. */
const EXPORTED_TRADES = 1_000_000;

/**
 * The CSV export and its COPY baseline run in turns, `rounds` times each, and each is given its
 * median: one run of either moved by a tenth from one run to the next on this shared machine (the
 * same 1M rows took 7.0–9.1 s through COPY). The XLSX export runs once.
 */
export async function measureExport(data: DataSet, rounds: number): Promise<Result[]> {
  const exported = await millionTradeDays(data);
  const select = inlinedSql(exportColumnsQuery(data.database.db, exportSelection(data.database.db, contract.TradeExportRequest.parse(exported), new Date())));

  const exportDir = fs.mkdtempSync(`${os.tmpdir()}/wallet-bench-exports-`);
  const api = await startApiServer(data.database.url, { EXPORT_DIR: exportDir, JOB_POLL_MS: '50' });
  const worker = await startWorker(data.database.url, { EXPORT_DIR: exportDir, JOB_POLL_MS: '50' });
  try {
    const token = await signInOver(api.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const call = async (path: string, body: unknown) => {
      const answer = await (await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) })).json() as { code: number; msg: string; data: never };
      if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
      return answer.data;
    };
    const idle = memoryOf(worker.pid!).rss;
    /** Queues an export through `path` and waits for it to end. */
    const exportOf = (path: string, body: unknown) => seconds(async () => {
      const queued: contract.TradeExport = await call(path, body);
      for (;;) {
        const { list } = await call(contract.downloadList.path, {}) as { list: contract.TradeExport[] };
        const current = list.find((e) => e.id === queued.id)!;
        if (current.status !== 'queued' && current.status !== 'running') return current;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    const copyRates: number[] = [];
    const exportRates: number[] = [];
    let done: contract.TradeExport | undefined;
    for (let round = 0; round < rounds; round++) {
      const copy = await seconds(() => copyCounting(data, select));
      copyRates.push(copy.result / copy.seconds);
      const run = await exportOf(contract.download.path, exported);
      done = run.result;
      if (done.status !== 'done') throw new Error(`export ${done.id} is ${done.status}: ${done.error}`);
      exportRates.push(done.row_count / run.seconds);
    }
    const peak = memoryOf(worker.pid!).peak;
    const ours = summarise(exportRates).median;
    const baseline = summarise(copyRates).median;

    // The same trades as an XLSX workbook, written by the list export (the list's own pages,
    // exceljs streaming); the kernel's high-water mark starts again from here.
    fs.writeFileSync(`/proc/${worker.pid!}/clear_refs`, '5');
    const before = memoryOf(worker.pid!).rss;
    const xlsx = await exportOf(cockpit.exportList.path, { list: contract.list.path, format: 'xlsx', filters: exported });
    const xlsxPeak = memoryOf(worker.pid!).peak;
    if (xlsx.result.status !== 'done') throw new Error(`export ${xlsx.result.id} is ${xlsx.result.status}: ${xlsx.result.error}`);
    const xlsxRate = xlsx.result.row_count / xlsx.seconds;
    return [
      {
        section: '3. export',
        figure: `CSV export of ${done!.row_count.toLocaleString('en')} trades (${(done!.byte_count / MB).toFixed(0)} MB), rows/s, median of ${rounds}`,
        value: Math.round(ours).toLocaleString('en'),
        baseline: `${Math.round(baseline).toLocaleString('en')} COPY … TO STDOUT, median of ${rounds}`,
        ratio: times(ours / baseline),
        // Issue 23's goal (an earlier issue asked for half).
        goal: '≥ 0.8x',
        met: ours / baseline >= 0.8,
      },
      {
        section: '3. export',
        figure: 'worker process peak memory during the export (RSS)',
        value: `${(peak / MB).toFixed(0)} MB`,
        baseline: `${(idle / MB).toFixed(0)} MB idle`,
        ratio: '',
        goal: 'flat, < 300 MB',
        met: peak < 300 * MB,
      },
      {
        section: '3. export',
        figure: `XLSX export of the same ${xlsx.result.row_count.toLocaleString('en')} trades (${(xlsx.result.byte_count / MB).toFixed(0)} MB), rows/s`,
        value: Math.round(xlsxRate).toLocaleString('en'),
        baseline: `${Math.round(baseline).toLocaleString('en')} COPY … TO STDOUT`,
        ratio: times(xlsxRate / baseline),
        goal: '',
      },
      {
        section: '3. export',
        figure: 'worker process peak memory during the XLSX export (RSS)',
        value: `${(xlsxPeak / MB).toFixed(0)} MB`,
        baseline: `${(before / MB).toFixed(0)} MB before it`,
        ratio: '',
        goal: '< 300 MB',
        met: xlsxPeak < 300 * MB,
      },
    ];
  } finally {
    worker.kill('SIGTERM');
    await api.stop();
    fs.rmSync(exportDir, { recursive: true, force: true });
  }
}

/** COPY of the export's SELECT into a sink that only counts lines; answers the rows. */
async function copyCounting(data: DataSet, select: string): Promise<number> {
  const client = await data.pool.connect();
  try {
    let lines = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        done();
      },
    });
    await pipeline(client.query(copyTo(`COPY (${select}) TO STDOUT WITH CSV`)), sink);
    return lines;
  } finally {
    client.release();
  }
}

/** Resident memory of a process now and at its highest, from the kernel. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The export's filter: from the Brasília day of the millionth newest trade (or of the oldest) to today. */
async function millionTradeDays(data: DataSet) {
  const { rows } = await data.pool.query<{ created_at: Date }>(`select created_at from trades order by created_at desc offset ${EXPORTED_TRADES - 1} limit 1`);
  return { created_from: rows[0] ? brasiliaDay(rows[0].created_at.getTime()) : day(-400), created_to: day(0) };
}

/** A Brasília calendar day `offset` days from today. */
function day(offset: number): string {
  return brasiliaDay(Date.now() + offset * 86_400_000);
}

const brasiliaDay = (at: number) => new Date(at - 3 * 3_600_000).toISOString().slice(0, 10);
