// An account's statement: the ledger narrowed to it over a period of Brasília days, with its
// balances before the period and after it, and the available money in and out between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, openAccount } from '../../test-support/banking.js';

const DAY = 86_400_000;
let t: TestApp;
let ops: string;
let account: banking.BankAccount;
let keys = 0;

const statement = async (body: Record<string, unknown>) => {
  const answer = await t.call(banking.logs, { account_id: account.id, ...body }, { token: ops });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  ops = await t.signIn('ops');
  account = await openAccount(t, ops);
  // 2026-01-15, 09:00 in Brasília: 100,00 in.
  await deposit(t.db, account.id, 10_000, t.clock.now());
  // The next day: 50,00 in, then 30,00 frozen.
  t.clock.advance(DAY);
  ops = await t.signIn('ops');
  await deposit(t.db, account.id, 5_000, t.clock.now());
  expect((await t.call(banking.freeze, { account_id: account.id, amount: 3_000, reason: 'Suspected scam' }, { token: ops, idempotencyKey: `statement-${keys++}` })).code).toBe(200);
  // The day after: 20,00 in.
  t.clock.advance(DAY);
  ops = await t.signIn('ops');
  await deposit(t.db, account.id, 2_000, t.clock.now());
});
afterAll(() => t.close());

describe("an account's statement", () => {
  it('gives the balances before and after a day, and what came in and went out, adding up', async () => {
    const day = await statement({ created_from: '2026-01-16', created_to: '2026-01-16' });
    expect(day.list.map((line) => [line.kind, line.available_delta, line.available_after])).toEqual([['freeze', -3_000, 12_000], ['deposit', 5_000, 15_000]]);
    expect(day.statement).toEqual({ opening: { available: 10_000, frozen: 0 }, closing: { available: 12_000, frozen: 3_000 }, credits: 5_000, debits: -3_000 });
    const { opening, closing, credits, debits } = day.statement!;
    expect(opening.available + credits + debits).toBe(closing.available);
  });

  it('runs from the first line when the period has no start, and to now when it has no end', async () => {
    expect((await statement({})).statement).toEqual({ opening: { available: 0, frozen: 0 }, closing: { available: 14_000, frozen: 3_000 }, credits: 17_000, debits: -3_000 });
    expect((await statement({ created_from: '2026-01-17' })).statement).toMatchObject({ opening: { available: 12_000, frozen: 3_000 }, closing: { available: 14_000, frozen: 3_000 } });
  });

  it('keeps its balances whole when a filter narrows the lines, and is absent for the whole ledger', async () => {
    const frozen = await statement({ kind: 'freeze' });
    expect(frozen.list).toHaveLength(1);
    expect(frozen.statement).toMatchObject({ closing: { available: 14_000, frozen: 3_000 }, credits: 17_000 });
    const ledger = await t.call(banking.logs, {}, { token: ops });
    expect(ledger.data!.statement).toBeNull();
  });
});
