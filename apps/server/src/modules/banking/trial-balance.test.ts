import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, openAccount } from '../../test-support/banking.js';
import { parseCsv } from '../../test-support/csv-reader.js';
import { exportedFile } from '../../test-support/list-exports.js';

let t: TestApp;
let finance: string;
let merchant: banking.BankAccount;

const DAY = 86_400_000;
// The harness's clock starts at 2026-01-15T12:00Z, 09:00 in Brasília.
const FIRST_DAY = '2026-01-15';
const SECOND_DAY = '2026-01-16';

const trialBalance = async (body: object = {}) => {
  const answer = await t.call(banking.trialBalance, body, { token: finance });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!.list;
};
const line = (lines: banking.TrialBalanceLine[], kind: banking.LedgerAccountKind) => lines.find((each) => each.kind === kind)!;

/** What makes a trial balance one: every column of balances sums to zero, and the debits equal the credits. */
function expectBalanced(lines: banking.TrialBalanceLine[]) {
  const total = (field: 'opening' | 'closing' | 'debits' | 'credits') => lines.reduce((sum, each) => sum + each[field], 0);
  expect(total('opening')).toBe(0);
  expect(total('closing')).toBe(0);
  expect(total('debits')).toBe(total('credits'));
  for (const each of lines) expect(each.closing).toBe(each.opening + each.credits - each.debits);
}

let exportDir: string;

beforeAll(async () => {
  exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-trial-balance-'));
  t = await createTestApp({ env: { EXPORT_DIR: exportDir } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('cashier', 'Finance');
  merchant = await openAccount(t, await t.signIn('ops'), { kind: 'merchant' });
  await deposit(t.db, merchant.id, 100_000, t.clock.now());
  t.clock.advance(DAY);
  finance = await t.signIn('cashier');
  await deposit(t.db, merchant.id, 50_000, t.clock.now());
  const fee = await t.call(banking.feeCreate, { account_id: merchant.id, amount: 1_000, reason: 'Monthly plan' }, { token: finance, idempotencyKey: 'trial-balance-fee' });
  expect(fee.code, fee.msg).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(exportDir, { recursive: true, force: true });
});

describe('the trial balance', () => {
  it('lists every kind of ledger account, the customers first, and balances on each day and over both', async () => {
    for (const body of [{}, { created_from: FIRST_DAY, created_to: FIRST_DAY }, { created_from: FIRST_DAY, created_to: SECOND_DAY }]) {
      const lines = await trialBalance(body);
      expect(lines.map((each) => each.kind)).toEqual(['customer_available', 'customer_held', 'settlement', 'fee_revenue', 'payouts_in_flight', 'returns_payable', 'opening_balances']);
      expectBalanced(lines);
    }
  });

  it("shows a day's movements and the balances before and after it, by the Brasília day", async () => {
    const first = await trialBalance({ created_to: FIRST_DAY });
    const second = await trialBalance();
    // The second day opens where the first closed.
    for (const each of second) expect(each.opening).toBe(line(first, each.kind).closing);
    expect(line(second, 'customer_available')).toMatchObject({ credits: 50_000, debits: 1_000 });
    expect(line(second, 'customer_available').closing - line(first, 'customer_available').closing).toBe(49_000);
    expect(line(second, 'settlement')).toMatchObject({ debits: 50_000, credits: 0 });
    expect(line(second, 'fee_revenue')).toMatchObject({ credits: 1_000, closing: line(first, 'fee_revenue').closing + 1_000 });
    expect(line(first, 'customer_available').credits).toBeGreaterThanOrEqual(100_000);
  });

  it('over a period sums its days, opening before the first and closing after the last', async () => {
    const [first, second, both] = await Promise.all([
      trialBalance({ created_to: FIRST_DAY }), trialBalance({ created_to: SECOND_DAY }), trialBalance({ created_from: FIRST_DAY, created_to: SECOND_DAY }),
    ]);
    for (const each of both) {
      expect(each.opening).toBe(line(first, each.kind).opening);
      expect(each.closing).toBe(line(second, each.kind).closing);
      expect(each.debits).toBe(line(first, each.kind).debits + line(second, each.kind).debits);
    }
  });

  it('refuses a period that ends before it starts, naming the field, and a day that is not a day', async () => {
    const backwards = await t.call(banking.trialBalance, { created_from: SECOND_DAY, created_to: FIRST_DAY }, { token: finance });
    expect(backwards.code).toBe(400);
    expect(backwards.msg).toContain('created_to');
    expect((await t.call(banking.trialBalance, { created_to: '2026-02-30' }, { token: finance })).code).toBe(400);
  });

  it('exports as the list shows it, every line of the days chosen', async () => {
    const filters = { created_from: FIRST_DAY, created_to: SECOND_DAY };
    const { file } = await exportedFile(t, finance, { list: banking.trialBalance.path, format: 'csv', filters, time_zone: 'UTC' });
    const [header, ...records] = parseCsv(file.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual(['kind', 'accounts', 'opening_brl', 'debits_brl', 'credits_brl', 'closing_brl']);
    const lines = await trialBalance(filters);
    expect(records.map((record) => record[0])).toEqual(lines.map((each) => each.kind));
    expect(records.map((record) => Number(record[5]))).toEqual(lines.map((each) => each.closing / 100));
  });
});
