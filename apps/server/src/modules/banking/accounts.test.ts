import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banking, users } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, openAccount } from '../../test-support/banking.js';
import { bankAccounts } from '../../db/schema/index.js';
import { checkDigit } from './account-number.js';

let t: TestApp;
let ops: string;
let support: string;
let ownerId: number;

const SPONSOR = '60701190';
const newAccount = (overrides: object = {}) => ({ owner_id: ownerId, account_type: 'SVGS', ...overrides });
const accountCount = async () => (await t.db.select().from(bankAccounts)).length;
const opened: string[] = [];
async function open(overrides: object = {}) {
  const answer = await t.call(banking.create, newAccount(overrides), { token: ops });
  expect(answer.code).toBe(200);
  opened.push(answer.data!.account_number);
  return answer.data!;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SPONSOR_BANK_ISPBS: SPONSOR } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  ops = await t.signIn('ops');
  support = await t.signIn('helpdesk');
  const owner = await t.call(users.create, { kind: 'user', name: 'Ana Souza Lima', email: 'ana@exemplo.com.br', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725' }, { token: ops });
  ownerId = owner.data!.id;
});
afterAll(() => t.close());

describe('bank_account/create', () => {
  it('opens an inactive, empty account at our institution, numbered by our sequence with its check digit', async () => {
    const answer = await t.call(banking.create, newAccount(), { token: ops });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      owner_id: ownerId, owner_name: 'Ana Souza Lima', owner_kind: 'user', owner_document: '52998224725', ispb: '12345678',
      ispb_name: 'Wallet Admin Instituição de Pagamento S.A.', branch: '0001', account_type: 'SVGS', currency: 'BRL', status: 'inactive', available: 0, frozen: 0,
    });
    const number = answer.data!.account_number;
    opened.push(number);
    expect(answer.msg).toBe(`Account 0001/${number} opened for Ana Souza Lima`);
    expect(number).toMatch(/^\d{8}$/);
    expect(Number(number.at(-1))).toBe(checkDigit(number.slice(0, -1)));
  });

  it('opens at a sponsor bank named in the configuration, and gives every account a number of its own', async () => {
    const atSponsor = await open({ ispb: SPONSOR, branch: '1234' });
    expect(atSponsor).toMatchObject({ ispb: SPONSOR, branch: '1234', ispb_name: expect.stringMatching(/Ita/) });
    const together = await Promise.all([1, 2, 3].map(() => open()));
    expect(new Set([atSponsor, ...together].map((account) => account.account_number)).size).toBe(4);
  });

  it.each([
    ['an ISPB of 7 digits', { ispb: '6070119' }, '"ispb"', '8 digits'],
    ['a participant that is not one of ours', { ispb: '18236120' }, '"ispb"', '18236120 is not one of our institutions; accounts open at 12345678 (Wallet Admin Instituição de Pagamento S.A.), 60701190'],
    ['a branch of 5 digits', { branch: '12345' }, '"branch"', '1 to 4 digits'],
    ['a branch with a letter', { branch: '12a' }, '"branch"', '1 to 4 digits'],
    ['an account number chosen by the caller', { account_number: '987654321' }, '"account_number"', 'Unknown field'],
    ['an unknown account type', { account_type: 'GOLD' }, '"account_type"', ''],
    ['another currency', { currency: 'USD' }, '"currency"', ''],
    ['an unknown field', { overdraft: true }, '"overdraft"', 'Unknown field'],
  ])('refuses %s, naming the field, and opens nothing', async (_what, overrides, field, words) => {
    const before = await accountCount();
    const answer = await t.call(banking.create, newAccount(overrides), { token: ops });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(field);
    expect(answer.msg).toContain(words);
    expect(await accountCount()).toBe(before);
  });

  it('refuses an unknown or blocked owner', async () => {
    expect(await t.call(banking.create, newAccount({ owner_id: 99_999 }), { token: ops })).toMatchObject({ code: 404, msg: 'User 99999 not found', data: null });
    const blocked = await t.call(users.create, { kind: 'user', name: 'Bruno Costa', email: 'bruno@exemplo.com.br', phone: '+5511987654322', doc_type: 'CPF', doc_number: '11144477735' }, { token: ops });
    await t.call(users.block, { id: blocked.data!.id, reason: 'Suspected account takeover' }, { token: ops });
    const answer = await t.call(banking.create, newAccount({ owner_id: blocked.data!.id }), { token: ops });
    expect(answer.code).toBe(409);
    expect(answer.msg).toContain('is blocked');
  });

  it('needs bank_accounts.create', async () => {
    expect((await t.call(banking.create, newAccount(), { token: support })).code).toBe(403);
  });
});

describe('bank_account/activate and /deactivate', () => {
  let id: number;
  let number: string;
  beforeAll(async () => {
    ({ id, account_number: number } = await open());
  });

  it('activates an inactive account and refuses to activate it twice', async () => {
    const answer = await t.call(banking.activate, { id }, { token: ops });
    expect(answer.code).toBe(200);
    expect(answer.data!.status).toBe('active');
    expect(await t.call(banking.activate, { id }, { token: ops })).toMatchObject({ code: 409, msg: `Account ${number} is already active`, data: null });
  });

  it('deactivates an active account and refuses to deactivate it twice', async () => {
    expect((await t.call(banking.deactivate, { id }, { token: ops })).data!.status).toBe('inactive');
    expect(await t.call(banking.deactivate, { id }, { token: ops })).toMatchObject({ code: 409, msg: `Account ${number} is already inactive`, data: null });
  });

  it('answers 404 for an unknown account and 403 without the permission', async () => {
    expect((await t.call(banking.activate, { id: 123_456 }, { token: ops })).code).toBe(404);
    expect((await t.call(banking.activate, { id }, { token: support })).code).toBe(403);
  });
});

describe('bank_account/list', () => {
  let merchantAccount: banking.BankAccount;
  beforeAll(async () => {
    merchantAccount = await openAccount(t, ops, { kind: 'merchant', ispb: SPONSOR });
  });

  const list = (filters: object) => t.call(banking.list, { page: 1, page_size: 50, ...filters }, { token: support });
  const numbers = async (filters: object) => (await list(filters)).data!.list.map((a) => a.account_number).sort();

  it('filters by status, ISPB, type, owner name, owner document and account number prefix', async () => {
    const anas = [...opened].sort();
    const atSponsor = (await numbers({ ispb: SPONSOR }));
    expect(atSponsor).toContain(merchantAccount.account_number);
    expect(atSponsor).toHaveLength(2);
    expect(await numbers({ owner: 'souza lima', status: 'inactive' })).toEqual(anas);
    expect(await numbers({ owner: 'souza lima', status: 'active' })).toEqual([]);
    expect(await numbers({ owner: '529.982.247-25', account_type: 'SVGS' })).toEqual(anas);
    expect(await numbers({ account_type: 'CACC' })).toEqual([merchantAccount.account_number]);
    expect(await numbers({ owner_kind: 'merchant' })).toEqual([merchantAccount.account_number]);
    expect(await numbers({ account_number: anas[0]!.slice(0, 7) })).toContain(anas[0]);
    expect(await numbers({ owner_id: merchantAccount.owner_id })).toEqual([merchantAccount.account_number]);
  });

  it('pages, counting every match', async () => {
    const answer = await list({ page: 2, page_size: 2 });
    expect(answer.data!.pagination).toEqual({ total: 7, page: 2, page_size: 2, total_capped: false });
    expect(answer.data!.list).toHaveLength(2);
  });

  it('keeps each account’s owner kind its owner’s: the database refuses another', async () => {
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, merchantAccount.id));
    expect(row!.owner_kind).toBe('merchant');
    await expect(t.db.update(bankAccounts).set({ owner_kind: 'user' }).where(eq(bankAccounts.id, merchantAccount.id)))
      .rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/bank_accounts_owner_kind_fk/) }) });
    expect(await numbers({ owner_kind: 'user' })).not.toContain(merchantAccount.account_number);
  });

  it('refuses a bad filter', async () => {
    expect((await list({ ispb: 'abc' })).msg).toContain('"ispb"');
    expect((await list({ account_number: '12-3' })).msg).toContain('"account_number"');
    expect((await list({ status: 'closed' })).code).toBe(400);
  });
});

describe('bank_account/detail', () => {
  it('shows the account with its freezes and latest ledger rows', async () => {
    const account = await openAccount(t, ops);
    await deposit(t.db, account.id, 50_000, t.clock.now());
    await t.call(banking.freeze, { account_id: account.id, amount: 1_000, reason: 'Court order' }, { token: ops, idempotencyKey: 'detail-freeze-1' });
    const answer = await t.call(banking.detail, { id: account.id }, { token: support });
    expect(answer.data!.account).toMatchObject({ id: account.id, available: 49_000, frozen: 1_000 });
    expect(answer.data!.active_freezes!.map((f) => [f.amount, f.remaining, f.status])).toEqual([[1_000, 1_000, 'active']]);
    expect(answer.data!.latest_logs!.map((l) => [l.kind, l.available_after, l.frozen_after])).toEqual([['freeze', 49_000, 1_000], ['deposit', 50_000, 0]]);
  });

  it('leaves the money out for a member who may see accounts but not funds', async () => {
    await t.addStaffWith('accounts-only', ['bank_accounts.view']);
    const token = await t.signIn('accounts-only');
    const answer = await t.call(banking.detail, { id: 1 }, { token });
    expect(answer.data).toMatchObject({ active_freezes: null, latest_logs: null });
    expect((await t.call(banking.freezeList, {}, { token })).code).toBe(403);
  });

  it('answers 404 for an unknown account', async () => {
    expect(await t.call(banking.detail, { id: 999 }, { token: support })).toMatchObject({ code: 404, msg: 'Bank account 999 not found', data: null });
  });
});
