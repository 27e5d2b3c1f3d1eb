import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isValidCnpj, isValidCpf, users } from '@wallet/contracts';
import { auditLogs, cpfVerifications, userStatusChanges, walletUsers } from '../../db/schema/index.js';
import { verifyPassword } from '../auth/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
let ops: string;
let support: string;

const ana = { kind: 'user', name: 'Ana Souza Lima', email: 'Ana.Souza@Exemplo.com.br', phone: '+55 (11) 98765-4321', doc_type: 'CPF', doc_number: '529.982.247-25' } as const;
const padaria = { kind: 'merchant', name: 'Padaria Pão Quente Ltda', email: 'contato@paoquente.com.br', phone: '+551133334444', doc_type: 'CNPJ', doc_number: '12.ABC.345/01DE-35' } as const;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  ops = await t.signIn('ops');
  support = await t.signIn('helpdesk');
});
afterAll(() => t.close());

const create = async (body: object, token = ops) => t.call(users.create, body, { token });
const rowCount = async () => (await t.db.select().from(walletUsers)).length;

describe('user/create', () => {
  it('creates a user, normalising document, e-mail and phone', async () => {
    const answer = await create(ana);
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe('User Ana Souza Lima created');
    expect(answer.data).toMatchObject({ kind: 'user', email: 'ana.souza@exemplo.com.br', phone: '+5511987654321', doc_number: '52998224725', status: 'active', kyc_status: null });
  });

  it('creates a merchant with an alphanumeric CNPJ', async () => {
    const answer = await create(padaria);
    expect(answer.data).toMatchObject({ kind: 'merchant', doc_type: 'CNPJ', doc_number: '12ABC34501DE35' });
  });

  it.each([
    ['a CPF with a wrong check digit', { ...ana, doc_number: '52998224724', email: 'x1@x.com' }, 'doc_number', 'is not a valid CPF'],
    ['a CNPJ with a wrong check digit', { ...padaria, doc_number: '12ABC34501DE36', email: 'x2@x.com' }, 'doc_number', 'is not a valid CNPJ'],
    ['a wallet user with a CNPJ', { ...padaria, kind: 'user', doc_number: '11222333000181', email: 'x3@x.com' }, 'doc_type', 'CPF'],
    ['a foreign phone', { ...ana, phone: '+1 555 123 4567', doc_number: '11144477735', email: 'x4@x.com' }, 'phone', '+55'],
    ['a bad e-mail', { ...ana, email: 'ana@', doc_number: '11144477735' }, 'email', 'e-mail'],
    ['a one-letter name', { ...ana, name: 'A', doc_number: '11144477735', email: 'x5@x.com' }, 'name', '3 characters'],
  ])('refuses %s, naming the field, and creates nothing', async (_what, body, field, words) => {
    const before = await rowCount();
    const answer = await create(body);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(`"${field}"`);
    expect(answer.msg).toContain(words);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a document or e-mail already registered', async () => {
    const sameDocument = await create({ ...ana, email: 'other@x.com' });
    expect(sameDocument).toMatchObject({ code: 409, msg: 'A user with CPF 52998224725 already exists', data: { field: 'doc_number' } });
    const sameEmail = await create({ ...ana, doc_number: '39053344705' });
    expect(sameEmail).toMatchObject({ code: 409, data: { field: 'email' } });
    expect(sameEmail.msg).toContain('ana.souza@exemplo.com.br');
  });

  it('lets a sole trader be a merchant under the CPF they use as a wallet user', async () => {
    const answer = await create({ ...ana, kind: 'merchant', email: 'vendas@anasouza.com.br' });
    expect(answer.data).toMatchObject({ kind: 'merchant', doc_number: '52998224725' });
  });

  it('needs users.create', async () => {
    expect((await create({ ...ana, doc_number: '39053344705', email: 'new@x.com' }, support)).code).toBe(403);
  });
});

describe('user/list', () => {
  beforeAll(async () => {
    for (const [i, name] of ['Bruno Costa', 'Carla Dias', 'Diego Melo'].entries()) {
      t.clock.advance(86_400_000); // a day later: sessions have ended, so sign in again
      ops = await t.signIn('ops');
      await create({ kind: 'user', name, email: `u${i}@exemplo.com.br`, phone: '+5521912345678', doc_type: 'CPF', doc_number: ['11144477735', '39053344705', '85725166031'][i] });
    }
    support = await t.signIn('helpdesk');
  });

  const list = (body: object, token = support) => t.call(users.list, { kind: 'user', ...body }, { token });

  it('pages users (not merchants), newest first, with the total', async () => {
    const page = await list({ page: 1, page_size: 2 });
    expect(page.data?.pagination).toEqual({ total: 4, page: 1, page_size: 2, total_capped: false });
    expect(page.data?.list.map((u) => u.name)).toEqual(['Diego Melo', 'Carla Dias']);
    expect((await list({ page: 2, page_size: 2 })).data?.list.map((u) => u.name)).toEqual(['Bruno Costa', 'Ana Souza Lima']);
    expect((await t.call(users.list, { kind: 'merchant' }, { token: support })).data?.list.map((u) => u.name)).toEqual(['Ana Souza Lima', 'Padaria Pão Quente Ltda']);
  });

  it('finds by keyword over name, e-mail, phone and a typed document', async () => {
    expect((await list({ keyword: 'carla' })).data?.list.map((u) => u.name)).toEqual(['Carla Dias']);
    expect((await list({ keyword: 'u2@' })).data?.list.map((u) => u.name)).toEqual(['Diego Melo']);
    expect((await list({ keyword: '529.982.247-25' })).data?.list.map((u) => u.name)).toEqual(['Ana Souza Lima']);
    expect((await list({ keyword: '98765' })).data?.list.map((u) => u.name)).toEqual(['Ana Souza Lima']);
    expect((await list({ keyword: '%' })).data?.list).toEqual([]);
  });

  it('sorts by name and filters by status, document type and days', async () => {
    expect((await list({ sort_by: 'name', sort_order: 'asc' })).data?.list.map((u) => u.name)).toEqual(['Ana Souza Lima', 'Bruno Costa', 'Carla Dias', 'Diego Melo']);
    expect((await list({ status: 'blocked' })).data?.pagination.total).toBe(0);
    expect((await list({ doc_type: 'CNPJ' })).data?.pagination.total).toBe(0);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list({ created_from: today, created_to: today })).data?.list.map((u) => u.name)).toEqual(['Diego Melo']);
  });

  it('refuses bad filters by name', async () => {
    expect((await list({ status: 'deleted' })).msg).toContain('"status"');
    expect((await list({ created_from: '2026-02-30' })).msg).toContain('"created_from"');
    expect((await list({ kind: 'robot' })).msg).toContain('"kind"');
  });

  it('answers a page within the first 100 000 rows, and refuses one further in, past what an offset should read', async () => {
    expect((await list({ page: 1_000, page_size: 100 })).data).toMatchObject({ list: [], pagination: { page: 1_000, total: 4 } });
    const deep = await list({ page: 1_001, page_size: 100 });
    expect(deep).toMatchObject({ code: 400, data: null, words: { key: 'list.page_too_deep', params: { rows: 100_000 } } });
    expect(deep.msg).toBe('A page starts within the first 100000 rows of a list; narrow the filters, or export the list');
  });
});

describe('user/block and user/unblock', () => {
  let id: number;
  beforeAll(async () => {
    id = (await t.call(users.list, { kind: 'user', keyword: 'Bruno' }, { token: support })).data!.list[0]!.id;
  });

  it('blocks with a reason, keeps the history and audits before and after', async () => {
    const answer = await t.call(users.block, { id, reason: 'Account takeover reported' }, { token: ops });
    expect(answer).toMatchObject({ code: 200, msg: 'Bruno Costa is blocked', data: { status: 'blocked', blocked_reason: 'Account takeover reported' } });
    const [history] = await t.db.select().from(userStatusChanges).where(eq(userStatusChanges.user_id, id));
    expect(history).toMatchObject({ status: 'blocked', reason: 'Account takeover reported', actor_name: 'ops' });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'user/block'), eq(auditLogs.target, `user:${id}`)));
    expect(audit).toMatchObject({ result: 'ok', before: expect.objectContaining({ status: 'active' }), after: expect.objectContaining({ status: 'blocked' }) });
  });

  it('refuses to block twice with 409 and changes nothing', async () => {
    const answer = await t.call(users.block, { id, reason: 'Again' }, { token: ops });
    expect(answer).toMatchObject({ code: 409, msg: `User ${id} is already blocked`, data: null });
    expect(await t.db.select().from(userStatusChanges).where(eq(userStatusChanges.user_id, id))).toHaveLength(1);
  });

  it('needs a reason and the permission', async () => {
    expect((await t.call(users.unblock, { id, reason: '' }, { token: ops })).msg).toContain('"reason"');
    expect((await t.call(users.unblock, { id, reason: 'Cleared' }, { token: support })).code).toBe(403);
    expect((await t.call(users.block, { id: 999_999, reason: 'Nobody' }, { token: ops })).code).toBe(404);
  });

  it('unblocks, then refuses to unblock an active user', async () => {
    expect((await t.call(users.unblock, { id, reason: 'Customer identity confirmed' }, { token: ops })).data).toMatchObject({ status: 'active', blocked_reason: null });
    expect((await t.call(users.unblock, { id, reason: 'Again' }, { token: ops })).code).toBe(409);
    const detail = await t.call(users.detail, { id }, { token: support });
    expect(detail.data?.status_history.map((h) => h.status)).toEqual(['active', 'blocked']);
  });
});

describe('user/reset_pwd', () => {
  it('answers a one-time password once and stores only its hash', async () => {
    const [user] = await t.db.select().from(walletUsers).where(eq(walletUsers.name, 'Carla Dias'));
    const answer = await t.call(users.resetPassword, { id: user!.id }, { token: ops });
    expect(answer.code).toBe(200);
    const password = answer.data!.temporary_password;
    expect(password).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const [stored] = await t.db.select().from(walletUsers).where(eq(walletUsers.id, user!.id));
    expect(stored!.temp_password_hash).not.toContain(password);
    expect(await verifyPassword(stored!.temp_password_hash!, password)).toBe(true);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'user/reset_pwd'));
    expect(JSON.stringify(audit)).not.toContain(password);
  });
});

describe('user/cpf-verify', () => {
  it('asks the identity provider, answers the same way every time, and keeps the answer', async () => {
    const [user] = await t.db.select().from(walletUsers).where(eq(walletUsers.name, 'Diego Melo'));
    const first = await t.call(users.verifyCpf, { id: user!.id }, { token: ops });
    const second = await t.call(users.verifyCpf, { id: user!.id }, { token: ops });
    expect(first.code).toBe(200);
    expect(users.CpfSituation.options).toContain(first.data!.situation);
    expect(second.data?.situation).toBe(first.data?.situation);
    expect(second.data?.name_on_record).toBe(first.data?.name_on_record);
    expect(await t.db.select().from(cpfVerifications).where(eq(cpfVerifications.user_id, user!.id))).toHaveLength(2);
    expect((await t.call(users.detail, { id: user!.id }, { token: support })).data?.cpf_verification).toMatchObject({ situation: first.data!.situation, checked_by: 'ops' });
  });

  it('refuses a merchant with a CNPJ', async () => {
    const [merchant] = await t.db.select().from(walletUsers).where(eq(walletUsers.doc_type, 'CNPJ'));
    const answer = await t.call(users.verifyCpf, { id: merchant!.id }, { token: ops });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('CPF verification applies to natural persons');
  });
});

describe('demo documents', () => {
  it('are valid', async () => {
    for (const user of await t.db.select().from(walletUsers)) {
      expect(user.doc_type === 'CPF' ? isValidCpf(user.doc_number) : isValidCnpj(user.doc_number)).toBe(true);
    }
  });
});
