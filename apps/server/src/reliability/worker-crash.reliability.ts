// A worker killed with SIGKILL in the middle of an export: after JOB_STALE_SECONDS without a sign
// of life another worker takes the job again, starts the file afresh and finishes it once.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { trades } from '@wallet/contracts';
import { freshDatabase, rowsOf } from '../test-support/database.js';
import { seedDemoData } from '../seed/registry.js';
import { createAdmin } from '../modules/staff/index.js';
import { killHard, loadSize, post, scratchFolder, signInAs, startApi, startWorker, stopApi, type ApiProcess } from './support.js';

const TRADES = loadSize(300_000, 100_000);
const exportDir = scratchFolder('worker-crash-exports');
const workerEnv = { EXPORT_DIR: exportDir, JOB_STALE_SECONDS: '2', JOB_POLL_MS: '100' };
let database: Awaited<ReturnType<typeof freshDatabase>>;
let api: ApiProcess;
let token: string;

beforeAll(async () => {
  database = await freshDatabase({ poolSize: 5 });
  await seedDemoData(database.db, { seed: 2, now: new Date(), sizes: { users: 50, merchants: 20, trades: TRADES, replayed: 0 }, log: () => undefined });
  await createAdmin(database.db, { username: 'exporter', name: 'Exporter', roleName: 'Finance', password: 'exporter-password-1', now: new Date() });
  api = await startApi(database.url!, scratchFolder('worker-crash-api'), workerEnv);
  token = await signInAs(api.url, 'exporter', 'exporter-password-1');
}, 300_000);
afterAll(async () => {
  if (api) await stopApi(api);
  await database?.close();
  fs.rmSync(exportDir, { recursive: true, force: true });
});

const exportOf = async (id: number) =>
  ((await post(api.url, trades.downloadList.path, {}, { token })).data as { list: trades.TradeExport[] }).list.find((e) => e.id === id)!;

async function until(id: number, done: (e: trades.TradeExport) => boolean): Promise<trades.TradeExport> {
  for (let waited = 0; waited < 120_000; waited += 50) {
    const current = await exportOf(id);
    if (done(current)) return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${id} did not get there`);
}

describe('a worker killed in the middle of an export', () => {
  it('has its job taken again by another worker, which writes the whole file once', async () => {
    const first = await startWorker(database.url!, workerEnv);
    const queued = (await post(api.url, trades.download.path, { created_from: '2000-01-01', created_to: '2100-01-01' }, { token })).data as trades.TradeExport;
    const midway = await until(queued.id, (e) => e.status === 'running' && e.row_count > 0);
    expect(midway.row_count).toBeLessThan(TRADES);
    await killHard(first);

    const second = await startWorker(database.url!, workerEnv);
    try {
      const done = await until(queued.id, (e) => e.status === 'done' || e.status === 'failed');
      expect(done).toMatchObject({ status: 'done', attempts: 2, row_count: TRADES, error: null });

      const link = (await post(api.url, trades.downloadLink.path, { id: queued.id }, { token })).data as { url: string };
      // A download address works only with the session it was issued to.
      const file = await (await fetch(`${api.url}${link.url}`, { headers: { authorization: `Bearer ${token}` } })).text();
      const lines = file.trimEnd().split('\n');
      expect(lines.length - 1).toBe(TRADES);
      const tradeNumbers = new Set(lines.slice(1).map((line) => line.slice(0, line.indexOf(','))));
      expect(tradeNumbers.size).toBe(TRADES);
      expect(fs.readdirSync(exportDir).filter((name) => name.endsWith('.part'))).toEqual([]);
      const [job] = await rowsOf<{ status: string; attempts: number; locked_by: string | null }>(database.db,
        sql`select j.status, j.attempts, j.locked_by from jobs j join trade_exports e on e.job_id = j.id where e.id = ${queued.id}`);
      expect(job).toEqual({ status: 'done', attempts: 2, locked_by: null });
      expect(path.basename(done.file_name)).toMatch(/^trades-/);
    } finally {
      await killHard(second);
    }
  }, 240_000);
});
