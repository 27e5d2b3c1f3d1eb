import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COUNT_CAP, DEFAULT_PAGE_SIZE, trades as contract } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { rowsOf } from '../../test-support/database.js';
import { seedDemoData } from '../../seed/registry.js';
import { calendarDay } from '../../db/list-filters.js';
import { loggingDatabase } from '../../test-support/query-log.js';
import { listTrades } from './queries.js';

let t: TestApp;
let token: string;

const list = async (body: Record<string, unknown>) => {
  const answer = await t.call(contract.list, body, { token });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
};
const everyDay = { created_from: '2000-01-01', created_to: '2100-01-01' };
/** Trades straight from the table, as the independent check of what the list answers. */
const fromTable = (where: ReturnType<typeof sql>) =>
  rowsOf<{ id: string }>(t.db, sql`select id from trades where ${where} order by created_at desc, id desc`).then((rows) => rows.map((r) => Number(r.id)));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { seed: 3, now: t.clock.now(), sizes: { users: 10, merchants: 6, trades: 12_000, replayed: 100 }, log: () => undefined });
  await t.addStaff('viewer', 'Support');
  token = await t.signIn('viewer');
});
afterAll(() => t.close());

describe('trade list', () => {
  it('shows the last 7 Brasília days by default, newest first', async () => {
    const data = await list({ page_size: 100 });
    const today = calendarDay(t.clock.now());
    const firstDay = calendarDay(new Date(t.clock.now().getTime() - 6 * 86_400_000));
    const expected = await fromTable(sql`created_at >= ${new Date(`${firstDay}T00:00:00-03:00`)} and created_at < ${new Date(Date.parse(`${today}T00:00:00-03:00`) + 86_400_000)}`);
    expect(data.pagination).toEqual({ total: expected.length, page: 1, page_size: 100, total_capped: false });
    expect(data.list.map((r) => r.id)).toEqual(expected.slice(0, 100));
  });

  it('pages without gaps or repeats', async () => {
    const [one, two, both] = await Promise.all([list({ page: 1, page_size: 25 }), list({ page: 2, page_size: 25 }), list({ page: 1, page_size: 50 })]);
    expect([...one.list, ...two.list].map((r) => r.id)).toEqual(both.list.map((r) => r.id));
  });

  it('caps the total past 10 000 matching trades and says so', async () => {
    const data = await list({ ...everyDay, page_size: 5 });
    expect(data.pagination).toMatchObject({ total: COUNT_CAP, total_capped: true });
  });

  it.each([
    ['trade type', { trade_type: 'payout' }, sql`trade_type = 'payout'`],
    ['status', { trade_status: 'failed' }, sql`status = 'failed'`],
    ['type and status', { trade_type: 'payin', trade_status: 'refunded' }, sql`trade_type = 'payin' and status = 'refunded'`],
    ['amount range', { amount_min: 10_000, amount_max: 20_000 }, sql`amount between 10000 and 20000`],
    ['days', { created_from: '2026-01-01', created_to: '2026-12-31' }, sql`created_at >= '2026-01-01T03:00:00Z' and created_at < '2027-01-01T03:00:00Z'`],
  ])('filters by %s', async (_name, filters, where) => {
    const body = { ...everyDay, ...filters, page_size: 100 };
    const data = await list(body);
    const expected = await fromTable(sql`${where}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(data.pagination.total).toBe(Math.min(expected.length, COUNT_CAP));
    expect(data.list.map((r) => r.id)).toEqual(expected.slice(0, 100));
  });

  it('filters by merchant id or part of its name', async () => {
    const [merchant] = await rowsOf<{ id: number; name: string }>(t.db, sql`select u.id, u.name from wallet_users u where exists (select 1 from trades where merchant_id = u.id) order by u.id limit 1`);
    const byId = await list({ ...everyDay, merchant: String(merchant!.id), page_size: 100 });
    expect(byId.list.length).toBeGreaterThan(0);
    expect(byId.list.every((r) => r.merchant_id === merchant!.id)).toBe(true);
    const part = merchant!.name.split(' ')[1]!.toUpperCase();
    const byName = await list({ ...everyDay, merchant: part, page_size: 100 });
    const named = await fromTable(sql`merchant_id in (select id from wallet_users where kind = 'merchant' and name ilike ${`%${part}%`})`);
    expect(byName.list.map((r) => r.id)).toEqual(named.slice(0, 100));
  });

  it('answers a merchant name no merchant has with an empty page, reading no trade', async () => {
    const logging = loggingDatabase(t);
    const answer = await listTrades(logging.db, contract.list.body.parse({ ...everyDay, merchant: 'no such merchant' }), t.clock.now());
    expect(answer).toEqual({ list: [], pagination: { total: 0, page: 1, page_size: DEFAULT_PAGE_SIZE, total_capped: false }, totals: { amount: 0, fee: 0 } });
    const statements = logging.take().map((statement) => statement.text);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((text) => text.includes('"trades"'))).toEqual([]);
  });

  it('finds one trade by its number, end-to-end id or txid, whatever the days', async () => {
    const [old] = await rowsOf<{ id: string; trade_no: string; end_to_end_id: string; txid: string }>(t.db,
      sql`select id, trade_no, end_to_end_id, txid from trades where txid is not null order by created_at limit 1`);
    for (const search of [old!.trade_no, old!.end_to_end_id, old!.txid]) {
      const data = await list({ search });
      expect(data.list.map((r) => r.id), search).toEqual([Number(old!.id)]);
    }
    expect((await list({ search: 'E00000000202601010000NOTHINGHERE' })).list).toEqual([]);
  });

  it('finds a trade by its end-to-end id typed in any letter case', async () => {
    const [old] = await rowsOf<{ id: string; end_to_end_id: string }>(t.db, sql`select id, end_to_end_id from trades order by created_at limit 1`);
    for (const search of [old!.end_to_end_id.toLowerCase(), old!.end_to_end_id.toUpperCase()]) {
      expect((await list({ search })).list.map((r) => r.id), search).toEqual([Number(old!.id)]);
    }
  });

  it('finds the trades of a payer or payee by document (with or without punctuation), account number or the start of a name', async () => {
    const [trade] = await rowsOf<{ payer_document: string; payee_account: string; payer_name: string }>(t.db,
      sql`select payer_document, payee_account, payer_name from trades where length(payer_document) = 11 order by id limit 1`);
    const cpf = trade!.payer_document;
    const punctuated = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const byDocument = await fromTable(sql`payer_document = ${cpf} or payee_document = ${cpf}`);
    for (const party of [cpf, punctuated]) expect((await list({ ...everyDay, party, page_size: 100 })).list.map((r) => r.id), party).toEqual(byDocument.slice(0, 100));
    const byAccount = await fromTable(sql`payer_account = ${trade!.payee_account} or payee_account = ${trade!.payee_account}`);
    expect((await list({ ...everyDay, party: trade!.payee_account, page_size: 100 })).list.map((r) => r.id)).toEqual(byAccount.slice(0, 100));
    const start = trade!.payer_name.split(' ')[0]!.toLowerCase();
    const byName = await fromTable(sql`payer_name ilike ${`${start}%`} or payee_name ilike ${`${start}%`}`);
    const named = await list({ ...everyDay, party: start, page_size: 100 });
    expect(named.pagination.total).toBe(Math.min(byName.length, COUNT_CAP));
    expect(named.list.map((r) => r.id)).toEqual(byName.slice(0, 100));
  });

  it('adds up what the filters select, and does not past the cap', async () => {
    const filters = { ...everyDay, trade_status: 'failed', trade_type: 'payout' };
    const [sums] = await rowsOf<{ amount: string; fee: string }>(t.db, sql`select sum(amount) as amount, sum(fee) as fee from trades where status = 'failed' and trade_type = 'payout'`);
    expect((await list(filters)).totals).toEqual({ amount: Number(sums!.amount), fee: Number(sums!.fee) });
    expect((await list({ ...everyDay, party: 'no such name at all' })).totals).toEqual({ amount: 0, fee: 0 });
    expect((await list(everyDay)).totals).toBeNull();
  });

  it.each([
    [{ created_from: '2026-02-01', created_to: '2026-01-01' }, 'created_to'],
    [{ amount_min: 500, amount_max: 100 }, 'amount_max'],
    [{ amount_min: -1 }, 'amount_min'],
    [{ amount_min: 1.5 }, 'amount_min'],
    [{ created_from: '2026-02-30' }, 'created_from'],
    [{ trade_type: 'refund' }, 'trade_type'],
    [{ search: 'x'.repeat(65) }, 'search'],
    // An end-to-end id whose yyyyMMddHHmm does not exist (31 April), in either letter case.
    [{ search: 'E00000000202604311200abcdefghijk' }, 'search'],
    [{ search: 'e00000000202611252460ABCDEFGHIJK' }, 'search'],
    [{ sort_by: 'amount' }, 'sort_by'],
  ])('refuses %j naming %s', async (body, field) => {
    const answer = await t.call(contract.list, body, { token });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(`"${field}"`);
  });
});

describe('trade detail', () => {
  it('answers both parties, the account and the timeline of a refunded trade', async () => {
    const [row] = await rowsOf<{ id: string }>(t.db, sql`select id from trades where status = 'refunded' limit 1`);
    const answer = await t.call(contract.detail, { id: Number(row!.id) }, { token });
    expect(answer.code).toBe(200);
    const trade = answer.data!;
    expect(trade.timeline.map((s) => s.status)).toEqual(['pending', 'processing', 'success', 'refunded']);
    const times = trade.timeline.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(trade.end_to_end_id).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    expect(trade.end_to_end_id.slice(1, 9)).toBe(trade.payer.ispb);
    expect(trade.account_id).not.toBeNull();
    expect(trade.payer.bank_name).not.toBeNull();
    const merchantSide = trade.trade_type === 'payin' ? trade.payee : trade.payer;
    expect(merchantSide.name).toBe(trade.merchant_name);
  });

  it('gives a failed trade its reason and ends its timeline in failed', async () => {
    const [row] = await rowsOf<{ id: string }>(t.db, sql`select id from trades where status = 'failed' limit 1`);
    const trade = (await t.call(contract.detail, { id: Number(row!.id) }, { token })).data!;
    expect(trade.failure_reason).toMatchObject({ key: 'spi.refused', params: { code: expect.stringMatching(/^[A-Z]{2}\d{2}$/) } });
    expect(trade.timeline.at(-1)?.status).toBe('failed');
  });

  it('answers 404 for a trade that does not exist', async () => {
    const answer = await t.call(contract.detail, { id: 99_999_999 }, { token });
    expect(answer).toMatchObject({ code: 404, msg: 'Trade 99999999 not found' });
  });
});

describe('trade demo data', () => {
  it('answers every timeline in time order, and the database refuses a trade whose times are not', async () => {
    const ids = await rowsOf<{ id: string }>(t.db, sql`select id from trades where status in ('refunded', 'failed', 'success') order by random() limit 30`);
    for (const { id } of ids) {
      const { timeline } = (await t.call(contract.detail, { id: Number(id) }, { token })).data!;
      const times = timeline.map((step) => Date.parse(step.at));
      expect(times, `trade ${id}`).toEqual([...times].sort((a, b) => a - b));
      expect(timeline[0]!.status).toBe('pending');
    }
    const disorder = t.db.execute(sql`update trades set finished_at = processed_at - interval '1 second' where id = ${Number(ids[0]!.id)}`);
    await expect(disorder).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/trades_time_order_check/) }) });
  });

  it('dates nothing in the future, keeps time order and is the same for the same seed', async () => {
    const [latest] = await rowsOf<{ at: Date }>(t.db, sql`select max(greatest(created_at, processed_at, finished_at, refunded_at)) as at from trades`);
    expect(new Date(latest!.at).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    const [disorder] = await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from (
      select created_at < lag(created_at) over (order by id) - interval '2 seconds' as earlier from trades) s where earlier`);
    expect(Number(disorder!.n)).toBe(0);
    const other = await createTestApp();
    await seedDemoData(other.db, { seed: 3, now: t.clock.now(), sizes: { users: 10, merchants: 6, trades: 12_000, replayed: 100 }, log: () => undefined });
    const sample = (app: TestApp) => rowsOf(app.db, sql`select trade_no, amount, status, end_to_end_id, payer_name from trades order by trade_no`);
    expect(await sample(other)).toEqual(await sample(t));
    await other.close();
  });
});
