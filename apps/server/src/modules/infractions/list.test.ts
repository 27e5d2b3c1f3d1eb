import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AnalysisResult, DEFAULT_PAGE_SIZE, InfractionActive, InfractionType, note, regulatory, SituationType, type Endpoint } from '@wallet/contracts';
import { fingerprint, rowsOf } from '../../test-support/database.js';
import type { TestApp } from '../../test-support/harness.js';
import { loggingDatabase } from '../../test-support/query-log.js';
import { listTasks } from './queries.js';
import { DAY, infractionApp, insertTask, oneTask, taskRows } from '../../test-support/infractions.js';

const { infractions: contract } = regulatory;
let t: TestApp;
let tokens: Awaited<ReturnType<typeof infractionApp>>['tokens'];

const list = async (body: Record<string, unknown>, token = tokens.watcher) => {
  const answer = await t.call(contract.list, body, { token });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
};
const idsWhere = async (where: ReturnType<typeof sql>) => (await taskRows(t, where)).map((r) => r.id);

beforeAll(async () => {
  ({ t, tokens } = await infractionApp());
});
afterAll(() => t.close());

describe('infractions_task/list', () => {
  it('answers the demo reports newest first, with the time of the last sync', async () => {
    const data = await list({ page_size: 100 });
    expect(data.list.map((r) => r.id)).toEqual(await idsWhere(sql`true`));
    expect(data.pagination).toEqual({ total: 26, page: 1, page_size: 100, total_capped: false });
    expect(data.time).toBe(t.clock.now().toISOString());
    const [first] = data.list;
    expect(first!.deadline_at).toBe(new Date(Date.parse(first!.created_at) + regulatory.infractions.ANALYSIS_DAYS * DAY).toISOString());
    expect(data.list.every((r) => r.trade_id !== null && r.amount !== null && r.counterparty_name !== null)).toBe(true);
  });

  it('pages without gaps or repeats', async () => {
    const [one, two, both] = await Promise.all([list({ page: 1, page_size: 10 }), list({ page: 2, page_size: 10 }), list({ page_size: 20 })]);
    expect([...one.list, ...two.list].map((r) => r.id)).toEqual(both.list.map((r) => r.id));
  });

  it.each([
    ['status', { status: 'received' }, sql`status = 'received'`],
    ['analysis result', { analysis_result: 'DISAGREED' }, sql`analysis_result = 'DISAGREED'`],
    ['situation type', { situation_type: 'SCAM' }, sql`situation_type = 'SCAM'`],
    ['type', { inf_type: 'FRAUD' }, sql`inf_type = 'FRAUD'`],
    ['still running', { inf_active: 'active' }, sql`status in ('open', 'received')`],
    ['ended', { inf_active: 'inactive' }, sql`status in ('closed', 'canceled')`],
    ['days', { created_from: '2026-01-10', created_to: '2026-01-13' }, sql`created_at >= '2026-01-10T03:00:00Z' and created_at < '2026-01-14T03:00:00Z'`],
  ])('filters by %s', async (_name, filters, where) => {
    const data = await list({ ...filters, page_size: 100 });
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.map((r) => r.id)).toEqual(await idsWhere(where));
    expect(data.pagination.total).toBe(data.list.length);
  });

  it('combines filters: a closed report is not running', async () => {
    expect((await list({ status: 'closed', inf_active: 'active' })).pagination.total).toBe(0);
  });

  it('filters by the other participant and by part of an end-to-end id or report id, wildcards as typed', async () => {
    const row = await oneTask(t, sql`true`);
    const byCompany = await list({ company: row.counterparty_ispb, page_size: 100 });
    expect(byCompany.list.map((r) => r.id)).toEqual(await idsWhere(sql`counterparty_ispb = ${row.counterparty_ispb}`));
    expect((await list({ keyword: row.end_to_end_id.slice(5, 20) })).list.map((r) => r.id)).toContain(row.id);
    expect((await list({ keyword: row.dict_id.slice(0, 8).toUpperCase() })).list.map((r) => r.id)).toEqual([row.id]);
    expect((await list({ keyword: '%' })).list).toEqual([]);
  });

  it('filters by the owner of the trade a report is about: its id (a merchant\'s or a wallet user\'s), or part of a merchant\'s name', async () => {
    const ownerWithReports = (kind: 'user' | 'merchant') => rowsOf<{ id: number; name: string }>(t.db, sql`select u.id::int, u.name from wallet_users u
      where u.kind = ${kind} and exists (select 1 from infraction_tasks i join trades tr on tr.id = i.trade_id where tr.merchant_id = u.id) order by u.id limit 1`);
    const [[merchant], [user]] = await Promise.all([ownerWithReports('merchant'), ownerWithReports('user')]);
    for (const owner of [merchant, user].filter((row) => row !== undefined)) {
      const byId = await list({ merchant: String(owner.id), page_size: 100 });
      expect(byId.list.length).toBeGreaterThan(0);
      expect(byId.list.map((r) => r.id)).toEqual(await idsWhere(sql`trade_id in (select id from trades where merchant_id = ${owner.id})`));
    }
    const part = merchant!.name.slice(1, 8);
    const byName = await list({ merchant: part.toLowerCase(), page_size: 100 });
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.map((r) => r.id)).toEqual(await idsWhere(sql`trade_id in (select tr.id from trades tr join wallet_users u on u.id = tr.merchant_id
      where u.kind = 'merchant' and u.name ilike ${`%${part}%`})`));
    expect((await list({ merchant: '999999' })).list).toEqual([]);
  });

  it('answers a merchant name no merchant has with an empty page and the time of the last sync, reading no trade', async () => {
    const logging = loggingDatabase(t);
    const answer = await listTasks(logging.db, contract.list.body.parse({ merchant: 'no such merchant' }));
    expect(answer).toEqual({ list: [], pagination: { total: 0, page: 1, page_size: DEFAULT_PAGE_SIZE, total_capped: false }, time: t.clock.now().toISOString() });
    const statements = logging.take().map((statement) => statement.text);
    expect(statements.filter((text) => text.includes('"trades"') || text.includes('"infraction_tasks"'))).toEqual([]);
  });

  it.each([
    [{ status: 'pending' }, 'status'],
    [{ company: 'Itaú' }, 'company'],
    [{ inf_active: 'yes' }, 'inf_active'],
    [{ created_from: '2026-02-01', created_to: '2026-01-01' }, 'created_to'],
    [{ keyword: 'x'.repeat(65) }, 'keyword'],
    [{ reported_by: 'us' }, 'reported_by'],
  ])('refuses %j naming %s', async (body, field) => {
    const answer = await t.call(contract.list, body, { token: tokens.watcher });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(`"${field}"`);
  });
});

describe('infractions_task/metadata', () => {
  it('answers every option list of the screen, each { name, code }, to a POST without body or content type', async () => {
    const response = await t.post(contract.metadata.path, undefined, { token: tokens.watcher });
    const answer = response.json() as { code: number; data: Record<string, { name: string; code: string }[]> };
    expect(answer.code).toBe(200);
    expect(Object.keys(answer.data).sort()).toEqual(['analysis_result', 'company', 'inf_active', 'inf_type', 'situation_type']);
    expect(answer.data.analysis_result!.map((o) => o.code)).toEqual(AnalysisResult.codes);
    expect(answer.data.situation_type!.map((o) => o.code)).toEqual(SituationType.codes);
    expect(answer.data.inf_type!.map((o) => o.code)).toEqual(InfractionType.codes);
    expect(answer.data.inf_active!.map((o) => o.code)).toEqual(InfractionActive.codes);
    expect(answer.data.company).toContainEqual({ name: '18236120 - Nu Pagamentos S.A. - IP', code: '18236120' });
    expect(answer.data.company!.map((o) => o.code)).not.toContain(t.config.institution.ispb);
    for (const options of Object.values(answer.data)) for (const option of options) expect(Object.keys(option).sort()).toEqual(['code', 'name']);
  });

  it('refuses a body with fields', async () => {
    expect((await t.call(contract.metadata, { company: '1' }, { token: tokens.watcher })).code).toBe(400);
  });
});

describe('infractions_task/detail', () => {
  it('answers the report, its transaction and its history, oldest first', async () => {
    const row = await oneTask(t, sql`status = 'closed' and reported_by = 'counterparty'`);
    const answer = await t.call(contract.detail, { id: row.id }, { token: tokens.watcher });
    expect(answer.code).toBe(200);
    const { task, trade, history } = answer.data!;
    expect(task).toMatchObject({ id: row.id, status: 'closed', reported_by: 'counterparty', analysis_result: row.analysis_result });
    expect(trade!.end_to_end_id).toBe(row.end_to_end_id);
    expect(task.amount).toBe(trade!.amount);
    expect(history.map((h) => [h.status, h.actor])).toEqual([['open', 'DICT'], ['received', 'compliance'], ['closed', 'compliance']]);
    expect(history[0]!.note).toEqual(note('infraction.reported', { by: task.counterparty_name! }));
    expect(history[2]!.note).toEqual(note('infraction.we_closed', { analysis: row.analysis_result! }));
  });

  it('answers a report on a payment that is not ours with no transaction, and 404 for no report', async () => {
    const row = await insertTask(t, { dict_id: 'detail-without-trade', end_to_end_id: 'E60701190202601151200NOTOURS0001' });
    expect((await t.call(contract.detail, { id: row.id }, { token: tokens.watcher })).data).toMatchObject({ trade: null, history: [] });
    expect(await t.call(contract.detail, { id: 999_999 }, { token: tokens.watcher })).toMatchObject({ code: 404, msg: 'Infraction report 999999 not found', data: null });
    await t.db.execute(sql`delete from infraction_tasks where id = ${row.id}`);
  });
});

describe('permissions', () => {
  it('shows nothing to a member without infractions.view', async () => {
    for (const endpoint of [contract.list, contract.detail, contract.metadata]) {
      const answer = await t.call(endpoint, endpoint === contract.detail ? { id: 1 } : {}, { token: tokens.helpdesk });
      expect([endpoint.path, answer.code]).toEqual([endpoint.path, 403]);
    }
  });

  it('refuses every change to a member who may only look, changing nothing', async () => {
    const before = await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] });
    const row = await oneTask(t, sql`status = 'open' and reported_by = 'counterparty'`);
    const calls: [Endpoint, object][] = [
      [contract.sync, {}], [contract.acknowledge, { id: row.id }], [contract.cancel, { id: row.id }],
      [contract.close, { id: row.id, analysis_result: 'AGREED', analysis_details: 'Returned' }],
      [contract.create, { end_to_end_id: row.end_to_end_id, inf_type: 'FRAUD', situation_type: 'SCAM', details: 'A scam' }],
    ];
    for (const [endpoint, body] of calls) {
      const answer = await t.call(endpoint, body, { token: tokens.watcher });
      expect([endpoint.path, answer.code, answer.msg]).toEqual([endpoint.path, 403, 'You do not have the permission "infractions.manage" needed for this action']);
    }
    expect(await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] })).toEqual(before);
  });
});
