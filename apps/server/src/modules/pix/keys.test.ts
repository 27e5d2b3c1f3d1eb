import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, pix, users } from '@wallet/contracts';
import { pixKeyLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { openAccount } from '../../test-support/banking.js';
import { heldElsewhere } from '../../integrations/dict/simulator.js';

let t: TestApp;
let ops: string;
let support: string;
let person: banking.BankAccount;
let personCpf: string;

const register = (body: object, token = ops) => t.call(pix.keys.register, body, { token });
const logCount = async () => (await t.db.select().from(pixKeyLogs)).length;
/** The first e-mail the simulated DICT has, or has not, at another participant. */
const email = (elsewhere: boolean, tag: string) => {
  for (let i = 0; ; i++) if (heldElsewhere(`${tag}${i}@exemplo.com.br`) === elsewhere) return `${tag}${i}@exemplo.com.br`;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  [ops, support] = await Promise.all([t.signIn('ops'), t.signIn('helpdesk')]);
  person = await openAccount(t, ops);
  personCpf = person.owner_document;
});
afterAll(() => t.close());

describe('pix-keys/register', () => {
  it('registers an e-mail key in lower case and logs it', async () => {
    const address = email(false, 'Ana.');
    const answer = await register({ account_id: person.id, key_type: 'EMAIL', key_value: `  ${address.toUpperCase()} ` });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe(`Key ${address.toLowerCase()} registered`);
    expect(answer.data).toMatchObject({ key_type: 'EMAIL', key_value: address.toLowerCase(), status: 'active', account_id: person.id, owner_id: person.owner_id, ispb: person.ispb });
    const logs = await t.call(pix.keys.logs, { key: address }, { token: support });
    expect(logs.data!.list.map((l) => [l.action, l.operator, l.key_value])).toEqual([['register', 'ops', address.toLowerCase()]]);
  });

  it("registers the owner's own CPF, a phone in E.164 and a generated EVP", async () => {
    expect((await register({ account_id: person.id, key_type: 'CPF', key_value: personCpf })).data!.status).toMatch(/active|pending_portability/);
    expect((await register({ account_id: person.id, key_type: 'PHONE', key_value: '+55 (11) 98765-4321' })).data!.key_value).toBe('+5511987654321');
    const evp = await register({ account_id: person.id, key_type: 'EVP' });
    expect(evp.data!.key_value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('opens an ownership claim when the DICT has the e-mail at another participant', async () => {
    const answer = await register({ account_id: person.id, key_type: 'EMAIL', key_value: email(true, 'claimed') });
    expect(answer.data!.status).toBe('pending_claim');
    expect(answer.msg).toContain('an ownership claim is open at the DICT');
    const logs = await t.call(pix.keys.logs, { key: answer.data!.key_value }, { token: support });
    expect(logs.data!.list.map((l) => l.action).sort()).toEqual(['claim', 'register']);
  });

  it('caps a natural person at 5 keys per account, writing nothing for the refused one', async () => {
    const before = await logCount();
    const answer = await register({ account_id: person.id, key_type: 'EVP' });
    expect(answer).toMatchObject({ code: 409, msg: `Account ${person.account_number} already has 5 keys, the most a natural person may have`, data: null });
    expect(await logCount()).toBe(before);
  });

  it('caps a legal person at 20 keys per account', async () => {
    const owner = await t.call(users.create, { kind: 'merchant', name: 'Mercado Central Ltda', email: 'contato@central.com.br', phone: '+551133334444', doc_type: 'CNPJ', doc_number: '11.222.333/0001-81' }, { token: ops });
    const account = await t.call(banking.create, { owner_id: owner.data!.id, account_type: 'CACC' }, { token: ops });
    await t.call(banking.activate, { id: account.data!.id }, { token: ops });
    expect((await register({ account_id: account.data!.id, key_type: 'CNPJ', key_value: '11.222.333/0001-81' })).code).toBe(200);
    for (let i = 1; i < 20; i++) expect((await register({ account_id: account.data!.id, key_type: 'EVP' })).code).toBe(200);
    expect((await register({ account_id: account.data!.id, key_type: 'EVP' })).msg).toContain('already has 20 keys, the most a legal person may have');
  });

  it('keeps a key on one account only, and frees it when deleted', async () => {
    const other = await openAccount(t, ops);
    const [key] = (await t.call(pix.keys.list, { key: '+5511987654321' }, { token: support })).data!.list;
    const taken = await register({ account_id: other.id, key_type: 'PHONE', key_value: '+55 11 98765 4321' });
    expect(taken.code).toBe(409);
    expect(taken.msg).toContain('a key lives on one account only');
    const deleted = await t.call(pix.keys.remove, { id: key!.id, reason: 'Customer asked to move the key' }, { token: ops });
    expect(deleted.data).toMatchObject({ status: 'deleted', deleted_reason: 'Customer asked to move the key' });
    expect((await register({ account_id: other.id, key_type: 'PHONE', key_value: '+5511987654321' })).data!.status).toBe('active');
  });

  it('registers one of two identical keys asked for on two accounts at the same time', async () => {
    const [a, b] = [await openAccount(t, ops), await openAccount(t, ops)];
    const address = email(false, 'race');
    const answers = await Promise.all([a, b].map((account) => register({ account_id: account.id, key_type: 'EMAIL', key_value: address })));
    expect(answers.map((x) => x.code).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.code === 409)!.msg).toContain('a key lives on one account only');
  });

  it.each([
    ["a CPF that is not the owner's", { key_type: 'CPF', key_value: '111.444.777-35' }, 400, "must be the account owner's own CPF"],
    ['a CPF with a wrong check digit', { key_type: 'CPF', key_value: '52998224724' }, 400, 'is not a valid CPF'],
    ['a CNPJ key for a natural person', { key_type: 'CNPJ', key_value: '11222333000181' }, 400, "must be the account owner's own CNPJ"],
    ['an e-mail of 78 characters', { key_type: 'EMAIL', key_value: `${'a'.repeat(66)}@exemplo.com` }, 400, 'at most 77 characters'],
    ['a foreign phone', { key_type: 'PHONE', key_value: '+1 555 123 4567' }, 400, '+55'],
    ['a landline', { key_type: 'PHONE', key_value: '+55 (11) 3333-4444' }, 400, 'a landline cannot be a Pix key'],
    ['a mobile of an area code that does not exist', { key_type: 'PHONE', key_value: '+55 (20) 98765-4321' }, 400, 'an area code that exists'],
    ['nine digits not starting with 9', { key_type: 'PHONE', key_value: '+5511887654321' }, 400, 'starting with 9'],
    ['a typed EVP', { key_type: 'EVP', key_value: '123e4567-e89b-12d3-a456-426614174000' }, 400, 'Unknown field "key_value"'],
    ['an unknown type', { key_type: 'IBAN', key_value: 'BR00' }, 400, '"key_type"'],
  ])('refuses %s and writes nothing', async (_what, key, code, words) => {
    const fresh = await openAccount(t, ops);
    const before = await logCount();
    const answer = await register({ account_id: fresh.id, ...key });
    expect(answer.code).toBe(code);
    expect(answer.msg).toContain(words);
    expect(await logCount()).toBe(before);
  });

  it('refuses an inactive account, an unknown account and a member without pix_keys.manage', async () => {
    const inactive = await openAccount(t, ops);
    await t.call(banking.deactivate, { id: inactive.id }, { token: ops });
    expect((await register({ account_id: inactive.id, key_type: 'EVP' })).msg).toContain('is inactive; activate it before registering keys');
    expect((await register({ account_id: 9_999, key_type: 'EVP' })).code).toBe(404);
    expect((await register({ account_id: person.id, key_type: 'EVP' }, support)).code).toBe(403);
  });
});

describe('pix-keys/delete', () => {
  it('refuses a second delete, an unknown key and a short reason', async () => {
    const [deleted] = (await t.call(pix.keys.list, { pix_key_status: 'deleted' }, { token: support })).data!.list;
    expect((await t.call(pix.keys.remove, { id: deleted!.id, reason: 'Again' }, { token: ops })).msg).toBe(`Pix key ${deleted!.key_value} was already deleted`);
    expect((await t.call(pix.keys.remove, { id: 99_999, reason: 'Unknown' }, { token: ops })).code).toBe(404);
    expect((await t.call(pix.keys.remove, { id: deleted!.id, reason: 'x' }, { token: ops })).code).toBe(400);
  });
});

describe('pix-keys/list and /logs', () => {
  it('filters by type, status, ISPB, owner and the key as typed', async () => {
    const list = async (filters: object) => (await t.call(pix.keys.list, { page_size: 100, ...filters }, { token: support })).data!;
    expect((await list({ pix_key_type: 'CNPJ' })).list.map((k) => k.key_value)).toEqual(['11222333000181']);
    // 19 on the merchant's account and 1 on the person's, all at our institution.
    expect((await list({ pix_key_type: 'EVP', ispb: '12345678' })).pagination.total).toBe(20);
    expect((await list({ pix_key_type: 'EVP', ispb: '60701190' })).pagination.total).toBe(0);
    expect((await list({ key: '+55 (11) 98765-4321', pix_key_status: 'active' })).list).toHaveLength(1);
    expect((await list({ owner: 'Mercado Central' })).pagination.total).toBe(20);
    expect((await list({ owner: person.owner_document })).list.every((k) => k.owner_id === person.owner_id)).toBe(true);
  });

  it('lists delete events with their reason', async () => {
    const logs = await t.call(pix.keys.logs, { action: 'delete' }, { token: support });
    expect(logs.data!.list.map((l) => [l.key_value, l.reason])).toEqual([['+5511987654321', 'Customer asked to move the key']]);
  });
});
