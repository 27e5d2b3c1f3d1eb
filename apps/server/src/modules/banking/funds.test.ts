import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { banking, formatCentavos, users } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, moneyState, openAccount } from '../../test-support/banking.js';

let t: TestApp;
let ops: string;
let finance: string;
let support: string;
let userAccount: banking.BankAccount;
let merchantAccount: banking.BankAccount;
let keys = 0;

const key = () => `test-key-${++keys}`;
const freeze = (body: object, token = ops, idempotencyKey = key()) => t.call(banking.freeze, body, { token, idempotencyKey });
const unfreeze = (body: object, token = ops, idempotencyKey = key()) => t.call(banking.unfreeze, body, { token, idempotencyKey });
const fee = (body: object, token = finance, idempotencyKey = key()) => t.call(banking.feeCreate, body, { token, idempotencyKey });
const balance = async (accountId: number) => (await t.call(banking.balance, { account_id: accountId }, { token: support })).data!;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  await t.addStaff('cashier', 'Finance');
  await t.addStaff('helpdesk', 'Support');
  [ops, finance, support] = await Promise.all([t.signIn('ops'), t.signIn('cashier'), t.signIn('helpdesk')]);
  userAccount = await openAccount(t, ops);
  merchantAccount = await openAccount(t, ops, { kind: 'merchant' });
  await deposit(t.db, userAccount.id, 100_000, t.clock.now());
  await deposit(t.db, merchantAccount.id, 50_000, t.clock.now());
});
afterAll(() => t.close());

describe('funds/freeze', () => {
  it('moves money from available to frozen and records the freeze and its ledger row', async () => {
    const answer = await freeze({ account_id: userAccount.id, amount: 1_000, reason: 'Court order' });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe(`${formatCentavos(1_000)} frozen on account ${userAccount.account_number}`);
    expect(answer.data!.freeze).toMatchObject({ account_id: userAccount.id, amount: 1_000, remaining: 1_000, status: 'active', reason: 'Court order', created_by: 'ops', released_at: null });
    expect(answer.data!.balance).toMatchObject({ available: 99_000, frozen: 1_000, total: 100_000 });
    const logs = await t.call(banking.logs, { account_id: userAccount.id, kind: 'freeze' }, { token: support });
    expect(logs.data!.list.map((l) => [l.available_delta, l.frozen_delta, l.available_after, l.frozen_after, l.reference, l.operator]))
      .toEqual([[-1_000, 1_000, 99_000, 1_000, `freeze:${answer.data!.freeze.id}`, 'ops']]);
  });

  it('answers a replay with the first answer and moves nothing more', async () => {
    const body = { account_id: userAccount.id, amount: 500, reason: 'Replayed by a double click' };
    const first = await freeze(body, ops, 'replayed-freeze-key');
    const state = await moneyState(t.db);
    const again = await freeze(body, ops, 'replayed-freeze-key');
    expect(again).toEqual(first);
    expect(await moneyState(t.db)).toEqual(state);
  });

  it('refuses a spent key used for another body', async () => {
    const answer = await freeze({ account_id: userAccount.id, amount: 501, reason: 'Replayed by a double click' }, ops, 'replayed-freeze-key');
    expect(answer).toMatchObject({ code: 409, msg: 'This Idempotency-Key was already used for a different request', data: null });
  });

  it('refuses to run without an Idempotency-Key', async () => {
    const answer = await t.call(banking.freeze, { account_id: userAccount.id, amount: 100, reason: 'No key' }, { token: ops });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('Idempotency-Key');
  });

  describe('refuses bad amounts with a clear message and moves nothing', () => {
    let state: unknown;
    beforeEach(async () => { state = await moneyState(t.db); });
    const refuses = async (amount: unknown, code: number, words: string) => {
      const answer = await freeze({ account_id: userAccount.id, amount, reason: 'Testing amounts' });
      expect(answer.code).toBe(code);
      expect(answer.msg).toContain(words);
      expect(await moneyState(t.db)).toEqual(state);
    };
    it('a float', () => refuses(10.5, 400, '"amount": must be a whole number of centavos'));
    it('a negative amount', () => refuses(-100, 400, '"amount": must be more than zero'));
    it('zero', () => refuses(0, 400, '"amount": must be more than zero'));
    it('a string', () => refuses('1000', 400, '"amount": must be a number of centavos'));
    it('a missing amount', () => refuses(undefined, 400, 'Field "amount" is required'));
    it('2^53 and above', () => refuses(2 ** 53, 400, '"amount": is larger than any balance can be'));
    it('far above 2^53', () => refuses(1e300, 400, '"amount"'));
    it('more than is available', () => refuses(98_501, 409, `Cannot freeze ${formatCentavos(98_501)}: account ${userAccount.account_number} has only ${formatCentavos(98_500)} available`));
  });

  it('refuses a missing or short reason, an unknown account and a member without funds.freeze', async () => {
    expect((await freeze({ account_id: userAccount.id, amount: 100 })).msg).toBe('Field "reason" is required');
    expect((await freeze({ account_id: userAccount.id, amount: 100, reason: '  a ' })).msg).toContain('"reason": must be at least 3 characters');
    expect(await freeze({ account_id: 99_999, amount: 100, reason: 'Court order' })).toMatchObject({ code: 404, msg: 'Bank account 99999 not found', data: null });
    expect((await freeze({ account_id: userAccount.id, amount: 100, reason: 'Court order' }, finance)).code).toBe(403);
  });
});

describe('funds/unfreeze', () => {
  let freezeId: number;
  beforeAll(async () => {
    freezeId = (await freeze({ account_id: userAccount.id, amount: 3_000, reason: 'MED analysis' })).data!.freeze.id;
  });

  it('releases part of a freeze', async () => {
    const before = await balance(userAccount.id);
    const answer = await unfreeze({ freeze_id: freezeId, amount: 1_000, reason: 'Partial release' });
    expect(answer.msg).toBe(`${formatCentavos(1_000)} released on account ${userAccount.account_number}`);
    expect(answer.data!.freeze).toMatchObject({ remaining: 2_000, status: 'active', released_at: null });
    expect(answer.data!.balance).toMatchObject({ available: before.available + 1_000, frozen: before.frozen - 1_000 });
  });

  it('refuses to release more than the freeze still holds', async () => {
    const state = await moneyState(t.db);
    expect(await unfreeze({ freeze_id: freezeId, amount: 2_001, reason: 'Too much' })).toEqual({
      code: 409, msg: `Cannot release ${formatCentavos(2_001)}: freeze ${freezeId} holds only ${formatCentavos(2_000)}`, data: null,
      // The same refusal as a catalogue key and raw parameters, for the console to word in its language.
      words: { key: 'funds.release_above_held', params: { amount: 2_001, freeze: String(freezeId), remaining: 2_000 } },
    });
    expect(await moneyState(t.db)).toEqual(state);
  });

  it('releases the rest when no amount is given, then refuses a second release', async () => {
    const answer = await unfreeze({ freeze_id: freezeId, reason: 'Court order lifted' });
    expect(answer.data!.freeze).toMatchObject({ remaining: 0, status: 'released' });
    expect(answer.data!.freeze.released_at).not.toBeNull();
    expect(await unfreeze({ freeze_id: freezeId, reason: 'Again' })).toMatchObject({ code: 409, msg: `Freeze ${freezeId} was already released`, data: null });
  });

  it('refuses an unknown freeze, a bad amount, and a member without funds.unfreeze', async () => {
    expect((await unfreeze({ freeze_id: 99_999, reason: 'Unknown' })).code).toBe(404);
    expect((await unfreeze({ freeze_id: freezeId, amount: 0.5, reason: 'Half a centavo' })).code).toBe(400);
    expect((await unfreeze({ freeze_id: freezeId, reason: 'No permission' }, finance)).code).toBe(403);
  });
});

describe('fee/create', () => {
  it('debits a merchant account and writes the fee log and the ledger row', async () => {
    const answer = await fee({ account_id: merchantAccount.id, amount: 250, reason: 'Monthly Pix QR code fee' });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe(`Fee of ${formatCentavos(250)} deducted from ${merchantAccount.owner_name}`);
    expect(answer.data!.fee).toMatchObject({ amount: 250, available_after: 49_750, merchant_id: merchantAccount.owner_id, operator: 'cashier' });
    expect(answer.data!.balance).toMatchObject({ available: 49_750, frozen: 0 });
    const logs = await t.call(banking.logs, { account_id: merchantAccount.id, kind: 'fee' }, { token: support });
    expect(logs.data!.list.map((l) => [l.available_delta, l.reference])).toEqual([[-250, `fee:${answer.data!.fee.id}`]]);
  });

  it('refuses a fee above the available money, on a wallet user, or by a member without fees.create', async () => {
    const state = await moneyState(t.db);
    expect((await fee({ account_id: merchantAccount.id, amount: 49_751, reason: 'Too much' })).msg).toBe(
      `Cannot deduct ${formatCentavos(49_751)}: account ${merchantAccount.account_number} has only ${formatCentavos(49_750)} available`,
    );
    expect((await fee({ account_id: userAccount.id, amount: 100, reason: 'Not a merchant' })).msg).toContain('fees are deducted from merchant accounts only');
    expect((await fee({ account_id: merchantAccount.id, amount: 100, reason: 'No permission' }, ops)).code).toBe(403);
    expect(await moneyState(t.db)).toEqual(state);
  });

  it('refuses a fee on a deactivated account or from a blocked merchant, moving nothing', async () => {
    const inactive = await openAccount(t, ops, { kind: 'merchant' });
    expect((await t.call(banking.deactivate, { id: inactive.id }, { token: ops })).code).toBe(200);
    const blocked = await openAccount(t, ops, { kind: 'merchant' });
    await deposit(t.db, blocked.id, 10_000, t.clock.now());
    expect((await t.call(users.block, { id: blocked.owner_id, reason: 'Confirmed fraud' }, { token: ops })).code).toBe(200);
    const state = await moneyState(t.db);
    expect(await fee({ account_id: inactive.id, amount: 100, reason: 'Monthly fee' })).toMatchObject({ code: 409, words: { key: 'fees.account_inactive' } });
    expect(await fee({ account_id: blocked.id, amount: 100, reason: 'Monthly fee' })).toMatchObject({ code: 409, words: { key: 'fees.merchant_blocked', params: { merchant: blocked.owner_name } } });
    expect(await moneyState(t.db)).toEqual(state);
  });

  it('a replay deducts once', async () => {
    const body = { account_id: merchantAccount.id, amount: 100, reason: 'Settlement fee' };
    const [a, b] = await Promise.all([fee(body, finance, 'fee-once'), fee(body, finance, 'fee-once')]);
    expect(a).toEqual(b);
    expect((await balance(merchantAccount.id)).available).toBe(49_650);
  });
});

describe('lists', () => {
  it('freeze_list filters by status, keyword and operator', async () => {
    const list = (filters: object) => t.call(banking.freezeList, filters, { token: support });
    expect((await list({ status: 'released' })).data!.list.map((f) => f.status)).toEqual(['released']);
    expect((await list({ status: 'active', keyword: userAccount.owner_name })).data!.pagination.total).toBe(2);
    expect((await list({ keyword: userAccount.account_number })).data!.pagination.total).toBe(3);
    expect((await list({ operator: 'nobody' })).data!.list).toEqual([]);
    // LIKE's wildcards typed in the keyword match themselves.
    expect((await list({ keyword: '1%' })).data!.list).toEqual([]);
  });

  it('freeze_list filters by owner (a CPF with punctuation, or part of the name) and can put the freezes still holding money first', async () => {
    const list = async (filters: object) => (await t.call(banking.freezeList, filters, { token: support })).data!;
    const cpf = userAccount.owner_document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const newest = await list({ owner: cpf });
    expect(newest.list.map((f) => f.account_id)).toEqual([userAccount.id, userAccount.id, userAccount.id]);
    expect(newest.list.map((f) => f.status)).toEqual(['released', 'active', 'active']);
    expect((await list({ owner: userAccount.owner_name.slice(2, 10) })).list.map((f) => f.id)).toEqual(newest.list.map((f) => f.id));
    expect((await list({ owner: merchantAccount.owner_document })).list).toEqual([]);

    const activeFirst = await list({ owner: cpf, active_first: true });
    expect(activeFirst.list.map((f) => f.id)).toEqual([newest.list[1]!.id, newest.list[2]!.id, newest.list[0]!.id]);
    expect(activeFirst.pagination.total).toBe(3);
  });

  it('funds/logs filters by kind and day and pages newest first', async () => {
    const all = await t.call(banking.logs, { page_size: 100 }, { token: support });
    const ids = all.data!.list.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.call(banking.logs, { kind: 'unfreeze' }, { token: support })).data!.pagination.total).toBe(2);
    expect((await t.call(banking.logs, { created_from: '2001-01-01', created_to: '2001-01-02' }, { token: support })).data!.list).toEqual([]);
  });

  it('fee/logs filters by merchant name', async () => {
    expect((await t.call(banking.feeLogs, { merchant: merchantAccount.owner_name }, { token: support })).data!.pagination.total).toBe(2);
    expect((await t.call(banking.feeLogs, { merchant: 'Nobody Ltda' }, { token: support })).data!.list).toEqual([]);
  });
});
