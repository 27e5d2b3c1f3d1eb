import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, users } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
let root: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('root', 'Super admin');
  await t.addStaff('helpdesk', 'Support');
  root = await t.signIn('root');
  const support = await t.signIn('helpdesk');
  userId = (await t.call(users.create, { kind: 'user', name: '=HYPERLINK("http://x") Ana', email: 'ana@exemplo.com.br', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725' }, { token: root })).data!.id;
  await t.call(users.block, { id: userId, reason: 'Suspected fraud, "urgent"' }, { token: root });
  await t.call(users.block, { id: userId, reason: 'No permission' }, { token: support });
});
afterAll(() => t.close());

describe('audit/list and /detail', () => {
  it('filters by actor, action prefix, target and result', async () => {
    const list = async (filters: object) => (await t.call(staff.auditList, filters, { token: root })).data!.list.map((e) => [e.actor, e.action, e.result]);
    expect(await list({ action: 'user/', target: `user:${userId}`, result: 'ok' })).toEqual([['root', 'user/block', 'ok'], ['root', 'user/create', 'ok']]);
    // A whole target is that record only (user:1 is not user:12); a part of one still finds every target holding it.
    await t.db.execute(sql`insert into audit_logs (at, actor_name, action, target, result, code, message, ip, request_id)
      values (now() - interval '1 day', 'root', 'test/other', ${`user:${userId}5`}, 'ok', 200, 'another user', '127.0.0.1', 'test')`);
    expect(await list({ action: 'test/', target: `user:${userId}` })).toEqual([]);
    expect(await list({ action: 'test/', target: 'user' })).toEqual([['root', 'test/other', 'ok']]);
    expect(await list({ actor: 'helpdesk', action: 'user/' })).toEqual([['helpdesk', 'user/block', 'refused']]);
    expect(await list({ action: 'auth/login', result: 'failed' })).toEqual([]);
  });

  it('shows what a change did, before and after', async () => {
    const [entry] = (await t.call(staff.auditList, { action: 'user/block', result: 'ok' }, { token: root })).data!.list;
    const detail = await t.call(staff.auditDetail, { id: entry!.id }, { token: root });
    expect(detail.data).toMatchObject({ before: { status: 'active' }, after: { status: 'blocked', blocked_reason: 'Suspected fraud, "urgent"' } });
    expect((await t.call(staff.auditDetail, { id: 999_999 }, { token: root })).code).toBe(404);
  });
});

describe('the words of an entry', () => {
  it('keeps the answer\'s catalogue words beside its English message, refusals and successes alike', async () => {
    const entries = (await t.call(staff.auditList, { action: 'user/block' }, { token: root })).data!.list;
    const refused = entries.find((entry) => entry.result === 'refused')!;
    const done = entries.find((entry) => entry.result === 'ok')!;
    expect(refused).toMatchObject({ message: 'You do not have the permission "users.block" needed for this action', words: { key: 'permission.missing', params: { permission: 'users.block' } } });
    expect(done.words).toMatchObject({ key: 'user.blocked' });
    expect(done.message).toContain('blocked');
  });
});

describe('audit/export', () => {
  it('writes CSV with quoting and formulas neutralised', async () => {
    // A sign-in attempt records the username as typed, so anyone can put a formula in the log.
    await t.post('/api/v1/auth/login', { username: '=1+cmd|calc', password: 'whatever' });
    const answer = await t.call(staff.auditExport, { action: 'auth/login', result: 'refused', actor: 'cmd' }, { token: root });
    const [header, row, end] = answer.data!.csv.split('\r\n');
    expect(header).toBe('id,at (America/Sao_Paulo),actor,action,target,result,code,message,ip,request_id,approved_by');
    expect(row).toContain(",'=1+cmd|calc,auth/login,");
    const [entry] = (await t.call(staff.auditList, { action: 'auth/login', result: 'refused', actor: 'cmd' }, { token: root })).data!.list;
    expect(row!.split(',')[1]).toBe(new Date(Date.parse(entry!.at) - 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '));
    expect(end).toBe('');
    expect(answer.data).toMatchObject({ rows: 1, truncated: false });
    const created = await t.call(staff.auditExport, { action: 'user/create' }, { token: root });
    expect(created.data!.csv).toContain('"User =HYPERLINK(""http://x"") Ana created"');
  });

  it('writes its times in the zone asked for, named in the header, and refuses a zone that does not exist', async () => {
    const utc = await t.call(staff.auditExport, { action: 'auth/login', time_zone: 'UTC' }, { token: root });
    const [header, row] = utc.data!.csv.split('\r\n');
    expect(header!.split(',')[1]).toBe('at (UTC)');
    const [entry] = (await t.call(staff.auditList, { action: 'auth/login', page_size: 1 }, { token: root })).data!.list;
    expect(row!.split(',')[1]).toBe(entry!.at.slice(0, 19).replace('T', ' '));
    const refused = await t.call(staff.auditExport, { time_zone: 'Nowhere/Atlantis' }, { token: root });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('time_zone');
  });
});
