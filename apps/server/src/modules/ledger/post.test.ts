import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { banking } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { postTransfer, type Transfer } from './post.js';

let t: TestApp;
let account: banking.BankAccount;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('teller', 'Super admin');
  account = await openAccount(t, await t.signIn('teller'));
});
afterAll(() => t.close());

const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
const payin = (key: string, amount: number): Transfer => ({
  key, kind: 'deposit', reason: 'Incoming Pix', actor: null, now: t.clock.now(),
  legs: [{ account: { system: 'settlement' }, amount: -amount }, { account: { side: 'available', bankAccountId: account.id }, amount }],
});

describe('postTransfer', () => {
  it('posts balanced entries, moves the payment account and writes its statement line', async () => {
    const posted = await inTransaction((db) => postTransfer(db, payin('ledger-test:1', 12_345)));
    expect(posted.posted).toBe(true);
    expect(posted.accounts.get(account.id)).toEqual({ available: 12_345, frozen: 0 });
    const entries = await rowsOf<{ amount: string }>(t.db, sql`select amount from ledger_entries where transfer_id = ${posted.transferId} order by amount`);
    expect(entries.map((e) => Number(e.amount))).toEqual([-12_345, 12_345]);
    const [line] = await rowsOf<{ transfer_id: string; available_after: string }>(t.db, sql`select transfer_id, available_after from funds_logs where account_id = ${account.id}`);
    expect({ transfer: Number(line!.transfer_id), after: Number(line!.available_after) }).toEqual({ transfer: posted.transferId, after: 12_345 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('posts a key once: the same transfer again moves nothing', async () => {
    const state = await moneyState(t.db);
    const again = await inTransaction((db) => postTransfer(db, payin('ledger-test:1', 12_345)));
    expect(again.posted).toBe(false);
    expect(await moneyState(t.db)).toEqual(state);
  });

  it('refuses legs that do not sum to zero, and money a customer does not have, leaving nothing behind', async () => {
    const state = await moneyState(t.db);
    const unbalanced = { ...payin('ledger-test:2', 100), legs: [{ account: { system: 'settlement' as const }, amount: -100 }, { account: { side: 'available' as const, bankAccountId: account.id }, amount: 99 }] };
    await expect(inTransaction((db) => postTransfer(db, unbalanced))).rejects.toThrow(/sum to zero/);
    const overdraft = { ...payin('ledger-test:3', 1), legs: [{ account: { side: 'available' as const, bankAccountId: account.id }, amount: -20_000 }, { account: { system: 'fee_revenue' as const }, amount: 20_000 }] };
    await expect(inTransaction((db) => postTransfer(db, overdraft))).rejects.toThrow();
    expect(await moneyState(t.db)).toEqual(state);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});
