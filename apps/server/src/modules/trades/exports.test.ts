import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, trades as contract } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { rowsOf } from '../../test-support/database.js';
import { parseCsv } from '../../test-support/csv-reader.js';
import { seedDemoData } from '../../seed/registry.js';
import { loadConfig } from '../../config.js';
import { productWorker } from '../../jobs/product-jobs.js';
import { Worker, type JobHandler } from '../../jobs/worker.js';
import { runTradeExport, TRADE_EXPORT_JOB } from './export-job.js';
import { deleteExpiredExports } from './exports.js';

let t: TestApp;
let token: string;
let exportDir: string;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const everyDay = { created_from: '2000-01-01', created_to: '2100-01-01' };

const workerWith = (handlers?: Record<string, JobHandler>, config = t.config) => {
  const options = { db: t.db, driver: t.driver, clock: t.clock, config, log: quiet };
  return handlers ? new Worker({ ...options, handlers }) : productWorker(options);
};
const queue = async (filters: Record<string, unknown>, as = token) => {
  const answer = await t.call(contract.download, filters, { token: as });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
};
const exportsOf = async (as = token) => {
  const answer = await t.call(contract.downloadList, {}, { token: as });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
};
const linkTo = (id: number, as = token) => t.call(contract.downloadLink, { id }, { token: as });
/** The file at a download address, fetched with a session as an API client does (the console sends a form instead). */
const fetchFile = (url: string, as: string | null = token) => t.app.inject({ method: 'GET', url, headers: as ? { authorization: `Bearer ${as}` } : {} });
const postForm = (url: string, session: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ session }).toString() });

beforeAll(async () => {
  exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-exports-'));
  t = await createTestApp({ env: { EXPORT_DIR: exportDir, EXPORT_RETENTION_DAYS: '3' } });
  await seedDemoData(t.db, { seed: 5, now: t.clock.now(), sizes: { users: 8, merchants: 4, trades: 7_000, replayed: 50 }, log: () => undefined });
  await t.addStaff('exporter', 'Finance');
  token = await t.signIn('exporter');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(exportDir, { recursive: true, force: true });
});

describe('trade exports', () => {
  it('go queued → running → done, writing every selected trade with a BOM and a header', async () => {
    const queued = await queue({ ...everyDay, trade_type: 'payin' });
    expect(queued).toMatchObject({ status: 'queued', progress: 0, row_count: 0 });
    expect((await exportsOf()).admin_trade_download_info).toEqual({ active: 1, retention_days: 3 });

    let seenWhileRunning: contract.TradeExport | undefined;
    const observing = workerWith({
      [TRADE_EXPORT_JOB]: async (context) => {
        seenWhileRunning = (await exportsOf()).list.find((e) => e.id === queued.id);
        return runTradeExport(context);
      },
    });
    expect(await observing.runOnce()).toBe(true);
    expect(seenWhileRunning).toMatchObject({ status: 'running', attempts: 1 });

    const { list, admin_trade_download_info: info } = await exportsOf();
    const done = list.find((e) => e.id === queued.id)!;
    const [expected] = await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from trades where trade_type = 'payin'`);
    expect(done).toMatchObject({ status: 'done', progress: 100, row_count: Number(expected!.n), error: null });
    expect(Date.parse(done.expires_at!) - t.clock.now().getTime()).toBe(3 * 86_400_000);
    expect(info.active).toBe(0);

    const link = await linkTo(done.id);
    expect(link.code, link.msg).toBe(200);
    const file = await fetchFile(link.data!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.file_name}"`);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.rawPayload.length).toBe(done.byte_count);
    const records = parseCsv(file.rawPayload.toString('utf8').slice(1));
    expect(records[0]).toEqual(expect.arrayContaining(['trade_no', 'trade_type', 'amount_brl', 'end_to_end_id', 'payer_document']));
    expect(records.length - 1).toBe(done.row_count);
    const typeColumn = records[0]!.indexOf('trade_type');
    expect(records.slice(1).every((r) => r[typeColumn] === 'payin')).toBe(true);
  });

  it('writes amounts in reais, quotes separators and neutralises formulas', async () => {
    const [victim] = await rowsOf<{ trade_no: string }>(t.db, sql`select trade_no from trades order by id limit 1`);
    const hostile = { payer_name: '=HYPERLINK("http://evil","click")', payee_name: 'Silva, "Zé"\r\nPadaria', description: '+cmd', failure_reason: null };
    await t.db.execute(sql`update trades set payer_name = ${hostile.payer_name}, payee_name = ${hostile.payee_name},
      payer_account = '-12', payer_branch = '@SUM', amount = 123405, fee = 7 where trade_no = ${victim!.trade_no}`);
    const queued = await queue({ search: victim!.trade_no });
    await workerWith().runOnce();
    const file = await fetchFile((await linkTo(queued.id)).data!.url);
    const [header, row] = parseCsv(file.rawPayload.toString('utf8').slice(1));
    const value = (name: string) => row![header!.indexOf(name)];
    expect(value('payer_name')).toBe(`'${hostile.payer_name}`);
    expect(value('payee_name')).toBe(hostile.payee_name);
    expect(value('payer_account')).toBe("'-12");
    expect(value('payer_branch')).toBe("'@SUM");
    expect(value('amount_brl')).toBe('1234.05');
    expect(value('fee_brl')).toBe('0.07');
    expect(file.rawPayload.toString('utf8')).toContain('"\'=HYPERLINK(""http://evil"",""click"")"');
  });

  it('writes times in the zone the member chose and names it in the header (São Paulo when none)', async () => {
    // A copy of a demo trade, made at a time of our choosing and not yet finished (a trade's time never changes).
    const trade = { trade_no: 'T202503100000000001' };
    await t.db.execute(sql`create temporary table copied as select * from trades order by id limit 1`);
    await t.db.execute(sql`update copied set id = nextval(pg_get_serial_sequence('trades', 'id')), trade_no = ${trade.trade_no},
      end_to_end_id = 'E99999999202503100230copiedtrade', created_at = '2025-03-10T02:30:00Z', finished_at = null`);
    await t.db.execute(sql`insert into trades select * from copied`);
    const fileIn = async (zone: Record<string, string>) => {
      const queued = await queue({ search: trade.trade_no, ...zone });
      await workerWith().runOnce();
      const [header, row] = parseCsv((await fetchFile((await linkTo(queued.id)).data!.url)).rawPayload.toString('utf8').slice(1));
      return { header: header!, row: row! };
    };
    const brasilia = await fileIn({});
    const created = brasilia.header.indexOf('created_at (America/Sao_Paulo)');
    expect(brasilia.row[created]).toBe('2025-03-09 23:30:00');
    expect(brasilia.row[brasilia.header.indexOf('finished_at (America/Sao_Paulo)')]).toBe('');
    const tokyo = await fileIn({ time_zone: 'Asia/Tokyo' });
    expect(tokyo.row[tokyo.header.indexOf('created_at (Asia/Tokyo)')]).toBe('2025-03-10 11:30:00');

    for (const time_zone of ['Mars/Olympus', "UTC'; drop table trades; --", '']) {
      const refused = await t.call(contract.download, { ...everyDay, time_zone }, { token });
      expect(refused.code, time_zone).toBe(400);
      expect(refused.msg).toContain('time_zone');
    }
  });

  it('serves a download address once, to an open session only, for a minute', async () => {
    const [done] = (await exportsOf()).list.filter((e) => e.status === 'done');
    const first = (await linkTo(done!.id)).data!;
    expect((await fetchFile(first.url)).statusCode).toBe(200);
    const again = await fetchFile(first.url);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('used up or expired');

    const late = (await linkTo(done!.id)).data!;
    t.clock.advance(61_000);
    expect((await fetchFile(late.url)).statusCode).toBe(410);

    const other = await t.signIn('exporter');
    const orphan = (await linkTo(done!.id, other)).data!;
    await t.call(auth.logout, {}, { token: other });
    const refused = await fetchFile(orphan.url, other);
    expect(refused.statusCode).toBe(410);
    expect(refused.body).toContain('sign-in has ended');
    expect((await fetchFile('/files/trade-exports/not-a-ticket')).statusCode).toBe(410);
  });

  it('serves a download address only to the session it was issued to, and keeps it for that session', async () => {
    const [done] = (await exportsOf()).list.filter((e) => e.status === 'done');
    await t.addStaff('colleague', 'Finance');
    const colleague = await t.signIn('colleague');
    const sameMember = await t.signIn('exporter');
    const link = (await linkTo(done!.id)).data!;

    const stolen = await fetchFile(link.url, colleague);
    expect([stolen.statusCode, stolen.body]).toEqual([403, 'This download link was issued to another session; it works only there.']);
    expect((await postForm(link.url, colleague)).statusCode).toBe(403);
    expect((await fetchFile(link.url, sameMember)).statusCode).toBe(403);
    const bare = await fetchFile(link.url, null);
    expect(bare.statusCode).toBe(401);
    expect(bare.body).toContain('works only with the session it was issued to');

    // None of that spent it: the session it belongs to downloads it, by the console's form.
    const mine = await postForm(link.url, token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="${link.file_name}"`);
    expect((await postForm(link.url, token)).statusCode).toBe(410);
  });

  it("keeps one member's exports from another", async () => {
    await t.addStaff('stranger', 'Compliance');
    const stranger = await t.signIn('stranger');
    const [mine] = (await exportsOf()).list;
    expect((await exportsOf(stranger)).list).toEqual([]);
    expect((await linkTo(mine!.id, stranger)).code).toBe(404);
    expect((await t.call(contract.downloadRetry, { id: mine!.id }, { token: stranger })).code).toBe(404);
  });

  it('records why a job failed, retries it on request, and refuses to retry what did not fail', async () => {
    const queued = await queue({ created_from: '2026-01-01', created_to: '2026-01-10' });
    const blocker = path.join(exportDir, 'not-a-folder');
    fs.writeFileSync(blocker, '');
    const broken = loadConfig({ LOG_LEVEL: 'silent', EXPORT_DIR: path.join(blocker, 'exports') });
    await workerWith(undefined, broken).runOnce();
    const failed = (await exportsOf()).list.find((e) => e.id === queued.id)!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/ENOTDIR|EEXIST/);
    expect(fs.readdirSync(exportDir).filter((f) => f.endsWith('.part'))).toEqual([]);

    const retried = await t.call(contract.downloadRetry, { id: queued.id }, { token });
    expect(retried.data).toMatchObject({ status: 'queued', attempts: 0, error: null });
    await workerWith().runOnce();
    const done = (await exportsOf()).list.find((e) => e.id === queued.id)!;
    expect(done.status).toBe('done');
    const again = await t.call(contract.downloadRetry, { id: queued.id }, { token });
    expect(again).toMatchObject({ code: 409, msg: `Export ${queued.id} is done; only a failed export can be retried` });
  });

  it('deletes files once they expire and shows the export as expired', async () => {
    const queued = await queue({ created_from: '2026-01-11', created_to: '2026-01-12' });
    await workerWith().runOnce();
    t.clock.advance(3 * 86_400_000 + 1000);
    token = await t.signIn('exporter');
    expect(await deleteExpiredExports(t.db, t.config, t.clock.now())).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(exportDir, `trade-export-${queued.id}.csv`))).toBe(false);
    const expired = (await exportsOf()).list.find((e) => e.id === queued.id)!;
    expect(expired.status).toBe('expired');
    expect((await linkTo(queued.id)).code).toBe(409);
    const filtered = await t.call(contract.downloadList, { status: 'expired' }, { token });
    expect(filtered.data!.list.map((e) => e.id)).toContain(queued.id);
    expect(filtered.data!.list.every((e) => e.status === 'expired')).toBe(true);
  });

  it('takes filter text as data, never as SQL, however it is quoted', async () => {
    const [before] = await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from trades`);
    for (const merchant of ["x'); drop table trades; --", "\\'; select pg_sleep(10); --", "O'Brien\\", '%_\\%']) {
      const queued = await queue({ ...everyDay, merchant });
      await workerWith().runOnce();
      const done = (await exportsOf()).list.find((e) => e.id === queued.id)!;
      expect(done, merchant).toMatchObject({ status: 'done', row_count: 0 });
    }
    const [after] = await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from trades`);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses filters the list refuses, and queues nothing', async () => {
    const before = await exportsOf();
    const answer = await t.call(contract.download, { created_from: '2026-02-01', created_to: '2026-01-01' }, { token });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('"created_to"');
    expect((await exportsOf()).pagination.total).toBe(before.pagination.total);
  });
});
