// A threshold holds for the whole amount an action moves on its target, however it is split: a
// hold weighs everything released from it, an account's fees the sum of the day's; parts sent
// one after the other or at once, the part that reaches the threshold waits for a second person.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvals, banking, type Envelope } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { requestOf, turnPoliciesOff } from '../../test-support/approvals.js';

const DAY = 24 * 3_600_000;
let t: TestApp;
let root: string;
let ops: string;
let finance: string;
let keys = 0;
const key = () => `whole-amount-${++keys}`;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  await t.addStaff('root', 'Super admin');
  await t.addStaff('olga.ops', 'Operations');
  await t.addStaff('fabia.finance', 'Finance');
});
afterAll(() => t.close());

beforeEach(async () => {
  [root, ops, finance] = await Promise.all(['root', 'olga.ops', 'fabia.finance'].map((name) => t.signIn(name))) as [string, string, string];
  await turnPoliciesOff(t.db);
});

const setPolicy = async (action: 'hold_release' | 'fee_create', fromAmount: number) =>
  expect((await t.call(approvals.policyUpdate, { action, needs_approval: true, from_amount: fromAmount, reason: 'Four eyes from R$ 100,00' }, { token: root })).code).toBe(200);
const codes = (answers: Envelope<unknown>[]) => answers.map((answer) => answer.code).sort();

async function held(amount: number) {
  const account = await openAccount(t, root);
  await deposit(t.db, account.id, amount, t.clock.now());
  const frozen = await t.call(banking.freeze, { account_id: account.id, amount, reason: 'Suspicious pattern' }, { token: ops, idempotencyKey: key() });
  return { account, freezeId: frozen.data!.freeze.id };
}
const release = (freezeId: number, amount?: number) =>
  t.call(banking.unfreeze, { freeze_id: freezeId, reason: 'Customer proved the origin', ...(amount ? { amount } : {}) }, { token: ops, idempotencyKey: key() });

async function merchant(available: number) {
  const account = await openAccount(t, root, { kind: 'merchant' });
  await deposit(t.db, account.id, available, t.clock.now());
  return account;
}
const fee = (accountId: number, amount: number) =>
  t.call(banking.feeCreate, { account_id: accountId, amount, reason: 'Monthly fee' }, { token: finance, idempotencyKey: key() });

describe('a hold released in parts', () => {
  it('releases the parts under the threshold and holds the one that brings the whole to it', async () => {
    await setPolicy('hold_release', 10_000);
    const { account, freezeId } = await held(15_000);
    expect((await release(freezeId, 9_999)).code).toBe(200);
    const rest = await release(freezeId);
    expect(rest.code).toBe(202);
    expect(requestOf(rest)).toMatchObject({ action: 'hold_release', amount: 5_001 });
    expect((await t.call(banking.balance, { account_id: account.id }, { token: root })).data).toMatchObject({ available: 9_999, frozen: 5_001 });
  });

  it('sent at once, lets one part through and holds the other', async () => {
    await setPolicy('hold_release', 10_000);
    const { account, freezeId } = await held(15_000);
    expect(codes(await Promise.all([release(freezeId, 7_500), release(freezeId, 7_500)]))).toEqual([200, 202]);
    expect((await t.call(banking.balance, { account_id: account.id }, { token: root })).data).toMatchObject({ available: 7_500, frozen: 7_500 });
  });
});

describe("an account's fees of the day", () => {
  it('weighs the fees already charged today, and starts again the next day', async () => {
    await setPolicy('fee_create', 10_000);
    const account = await merchant(100_000);
    expect((await fee(account.id, 9_999)).code).toBe(200);
    const second = await fee(account.id, 9_999);
    expect(second.code).toBe(202);
    expect(requestOf(second)).toMatchObject({ action: 'fee_create', amount: 9_999 });
    t.clock.advance(DAY);
    finance = await t.signIn('fabia.finance');
    expect((await fee(account.id, 9_999)).code).toBe(200);
  });

  it('sent at once, charges one and holds the other', async () => {
    await setPolicy('fee_create', 10_000);
    const account = await merchant(100_000);
    expect(codes(await Promise.all([fee(account.id, 9_999), fee(account.id, 9_999)]))).toEqual([200, 202]);
    expect((await t.call(banking.balance, { account_id: account.id }, { token: root })).data!.available).toBe(100_000 - 9_999);
  });

  it('approved after the money left the account, is refused and moves nothing', async () => {
    await setPolicy('fee_create', 10_000);
    const account = await merchant(20_000);
    const asked = await fee(account.id, 15_000);
    expect(asked.code).toBe(202);
    expect((await t.call(banking.freeze, { account_id: account.id, amount: 10_000, reason: 'Suspicious pattern' }, { token: ops, idempotencyKey: key() })).code).toBe(200);
    const state = await moneyState(t.db);
    expect((await t.call(approvals.requestDetail, { id: requestOf(asked).id }, { token: root })).data).toMatchObject({ stale: true });
    const approved = await t.call(approvals.approve, { id: requestOf(asked).id, reason: 'Fee agreed' }, { token: root, idempotencyKey: key() });
    expect(approved.code).toBe(409);
    expect(await moneyState(t.db)).toEqual(state);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});
