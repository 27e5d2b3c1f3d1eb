import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, cockpit, COUNT_CAP, trades, users } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { rowsOf } from '../../test-support/database.js';
import { parseCsv } from '../../test-support/csv-reader.js';
import { seedDemoData } from '../../seed/registry.js';
import { exportedFile, quiet, runJobs as runSharedJobs } from '../../test-support/list-exports.js';
import { Worker } from '../../jobs/worker.js';
import { LIST_EXPORT_JOB } from './queue.js';
import { runListExport } from './list-export-job.js';
import { productBindings } from '../../product-bindings.js';

let t: TestApp;
let token: string;
let exportDir: string;
const runJobs = () => runSharedJobs(t);
const exportList = (body: Record<string, unknown>, as = token) => t.call(cockpit.exportList, body, { token: as });
/** Queues an export, runs the worker, and answers the finished export with its file. */
const exported = (body: Record<string, unknown>, as = token) => exportedFile(t, as, body);
const exportCount = async () => Number((await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from trade_exports`))[0]!.n);

beforeAll(async () => {
  exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-list-exports-'));
  t = await createTestApp({ env: { EXPORT_DIR: exportDir } });
  await seedDemoData(t.db, { seed: 7, now: t.clock.now(), sizes: { users: 1_150, merchants: 6, trades: 300, replayed: 0 }, log: () => undefined });
  await t.addStaff('exporter', 'Compliance');
  token = await t.signIn('exporter');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(exportDir, { recursive: true, force: true });
});

describe('exports of any list', () => {
  it('write as CSV every row the list selects, on every page, in its order', async () => {
    const filters = { kind: 'user', sort_by: 'name', sort_order: 'asc' };
    const { done, file } = await exported({ list: users.list.path, format: 'csv', filters, time_zone: 'UTC' });
    expect(done.file_name).toMatch(/^user-list-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...records] = parseCsv(file.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual(['id', 'kind', 'name', 'email', 'phone', 'doc_type', 'doc_number', 'status', 'blocked_reason', 'kyc_status', 'created_at (UTC)']);

    const listed = [];
    for (let page = 1; ; page++) {
      const answer = await t.call(users.list, { ...filters, page, page_size: 100 }, { token });
      listed.push(...answer.data!.list);
      if (answer.data!.list.length < 100) break;
    }
    expect(listed.length).toBeGreaterThan(1_000);
    expect(records.map((record) => Number(record[0]))).toEqual(listed.map((user) => user.id));
    expect(done.row_count).toBe(listed.length);
    const first = listed[0]!;
    expect(records[0]![6]).toBe(first.doc_number);
    expect(records[0]![10]).toBe(first.created_at.slice(0, 19).replace('T', ' '));
  });

  it('write XLSX with typed cells: money as reais, times as dates in the zone, documents as text', async () => {
    // A number with leading zeros, which a number cell would lose.
    const [account] = await rowsOf<{ id: number; account_number: string }>(t.db, sql`update bank_accounts set account_number = '000987654'
      where id = (select min(id) from bank_accounts) returning id, account_number`);
    const { done, file } = await exported({ list: banking.list.path, format: 'xlsx', filters: { account_number: account!.account_number }, time_zone: 'America/Sao_Paulo' });
    expect(done.file_name).toMatch(/^bank-account-list-.*\.xlsx$/);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
    const listed = (await t.call(banking.list, { account_number: account!.account_number }, { token })).data!.list[0]!;

    expect(cell('available_brl').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('available_brl').value).toBe(listed.available / 100);
    expect(cell('available_brl').numFmt).toContain('R$');
    expect(cell('created_at (America/Sao_Paulo)').type).toBe(ExcelJS.ValueType.Date);
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(listed.created_at));
    expect((cell('created_at (America/Sao_Paulo)').value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(wall);
    expect(cell('account_number').type).toBe(ExcelJS.ValueType.String);
    expect(cell('account_number').value).toBe('000987654');
    expect(sheet.rowCount).toBe(2);
  });

  it('export trades as CSV through the database-written trade export, and as XLSX from the list', async () => {
    const csv = await exported({ list: trades.list.path, format: 'csv', filters: { trade_type: 'payin', created_from: '2000-01-01', created_to: '2100-01-01' } });
    expect(csv.done.file_name).toMatch(/^trades-2000-01-01-to-2100-01-01-\d+\.csv$/);
    const [payins] = await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from trades where trade_type = 'payin'`);
    expect(csv.done.row_count).toBe(Number(payins!.n));

    const xlsx = await exported({ list: trades.list.path, format: 'xlsx', filters: { trade_type: 'payin', created_from: '2000-01-01', created_to: '2100-01-01' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.file.rawPayload as never);
    expect(workbook.worksheets[0]!.rowCount - 1).toBe(Number(payins!.n));
    expect(xlsx.done).toMatchObject({ list: trades.list.path, format: 'xlsx', row_count: Number(payins!.n) });
  });

  it('counts its progress against every row the list selects, past the cap a member\'s list counts to', async () => {
    const bulk = COUNT_CAP + 500;
    await t.db.execute(sql`insert into wallet_users (kind, name, email, phone, doc_type, doc_number, created_at, updated_at)
      select 'merchant', 'Bulk merchant ' || n, 'bulk' || n || '@example.com', '+5511900000000', 'CNPJ', '8' || lpad(n::text, 13, '0'), now(), now()
      from generate_series(1, ${bulk}) as n`);
    const filters = { kind: 'merchant', keyword: 'Bulk merchant' };
    const listed = (await t.call(users.list, filters, { token })).data!.pagination;
    expect(listed).toMatchObject({ total: COUNT_CAP, total_capped: true });

    const answer = await exportList({ list: users.list.path, format: 'csv', filters });
    const seen: number[] = [];
    const recording = new Worker({
      db: t.db, driver: t.driver, clock: t.clock, config: t.config, log: quiet,
      handlers: { [LIST_EXPORT_JOB]: (context) => runListExport(productBindings)({ ...context, progress: (percent) => { seen.push(percent); return context.progress(percent); } }) },
    });
    while (await recording.runOnce()) { /* until the queue is empty */ }
    // Pages of 5 000 rows: each a share of all the rows, not of the capped count (which read 50, then 99).
    expect(seen.map(Math.floor)).toEqual([Math.floor(500_000 / bulk), Math.floor(1_000_000 / bulk), 99]);
    const done = (await t.call(trades.downloadList, {}, { token })).data!.list.find((e) => e.id === answer.data!.id)!;
    expect(done).toMatchObject({ status: 'done', progress: 100, row_count: bulk });
    await t.db.execute(sql`delete from wallet_users where name like 'Bulk merchant %'`);
  });

  it('refuses an unknown list, bad filters and a list the member may not see, recording nothing', async () => {
    const before = await exportCount();
    const unknown = await exportList({ list: '/api/v1/staff/role_list', format: 'csv' });
    expect(unknown).toMatchObject({ code: 400, words: { key: 'export.unknown_list' } });
    const badFilter = await exportList({ list: users.list.path, filters: { kind: 'user', status: 'sleeping' } });
    expect(badFilter.code).toBe(400);
    expect(badFilter.msg).toContain('filters.status');
    const unknownFilter = await exportList({ list: users.list.path, filters: { kind: 'user', colour: 'red' } });
    expect(unknownFilter.msg).toContain('filters.colour');
    const badFormat = await exportList({ list: users.list.path, format: 'pdf', filters: { kind: 'user' } });
    expect(badFormat.code).toBe(400);

    await t.addStaffWith('exports-only', ['trades.export', 'trades.view']);
    const exportsOnly = await t.signIn('exports-only');
    const hidden = await exportList({ list: users.list.path, filters: { kind: 'user' } }, exportsOnly);
    expect(hidden).toMatchObject({ code: 403, words: { key: 'permission.missing', params: { permission: 'users.view' } } });
    await t.addStaffWith('viewer', ['users.view']);
    const noExport = await exportList({ list: users.list.path, filters: { kind: 'user' } }, await t.signIn('viewer'));
    expect(noExport.code).toBe(403);
    expect(await exportCount()).toBe(before);
  });

  it('is no longer downloadable by a member who lost the permission to see the list', async () => {
    await t.addStaffWith('fickle', ['trades.export', 'users.view']);
    const fickle = await t.signIn('fickle');
    const answer = await exportList({ list: users.list.path, filters: { kind: 'merchant' } }, fickle);
    await runJobs();
    await t.db.execute(sql`delete from role_permissions where permission = 'users.view' and role_id = (select role_id from admins where username = 'fickle')`);
    const link = await t.call(trades.downloadLink, { id: answer.data!.id }, { token: fickle });
    expect(link.code, link.msg).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.data!.url, headers: { authorization: `Bearer ${fickle}` } });
    expect(file.statusCode).toBe(403);
    expect(file.body).toContain('users.view');
  });
});
