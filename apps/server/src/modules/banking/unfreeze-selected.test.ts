// Release the freezes chosen on the list: each whole, on its own, with the money back on available;
// a freeze already released is refused alone; a replayed call moves nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banking } from '@wallet/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, NO_DRIFT, openAccount } from '../../test-support/banking.js';

let t: TestApp;
let ops: string;
let account: banking.BankAccount;
let freezes: number[];
let keys = 0;

const balance = async () => (await t.call(banking.balance, { account_id: account.id }, { token: ops })).data!;
const release = (ids: number[], idempotencyKey = `release-selected-${keys++}`) =>
  t.call(banking.unfreezeSelected, { ids, reason: 'Checked with the customer' }, { token: ops, idempotencyKey });

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  ops = await t.signIn('ops');
  account = await openAccount(t, ops);
  await deposit(t.db, account.id, 100_000, t.clock.now());
  freezes = [];
  for (const amount of [10_000, 20_000, 30_000]) {
    const frozen = await t.call(banking.freeze, { account_id: account.id, amount, reason: 'Suspicious pattern' }, { token: ops, idempotencyKey: `freeze-${amount}` });
    freezes.push(frozen.data!.freeze.id);
  }
});
afterAll(() => t.close());

describe('funds/unfreeze_selected', () => {
  it('releases the chosen freezes whole, each audited, the money back on available', async () => {
    expect(await balance()).toMatchObject({ available: 40_000, frozen: 60_000 });
    const key = 'release-two';
    const answer = await release(freezes.slice(0, 2), key);
    expect(answer).toMatchObject({ code: 200, msg: '2 done, 0 refused' });
    expect(answer.data!.results.map((result) => result.words)).toEqual([10_000, 20_000].map((amount) => ({ key: 'funds.released', params: { amount, account: account.account_number } })));
    expect(await balance()).toMatchObject({ available: 70_000, frozen: 30_000 });
    // The same call again (a retry with its key) answers the same and moves nothing.
    expect((await release(freezes.slice(0, 2), key)).data).toEqual(answer.data);
    expect(await balance()).toMatchObject({ available: 70_000, frozen: 30_000 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('refuses a freeze already released and an unknown one, releasing the rest', async () => {
    const answer = await release([freezes[1]!, freezes[2]!, 999_999]);
    expect(answer.data!.results.map((result) => [result.id, result.outcome, result.words?.key])).toEqual([
      [freezes[1], 'refused', 'funds.freeze_released'], [freezes[2], 'done', 'funds.released'], [999_999, 'refused', 'record.not_found'],
    ]);
    expect(await balance()).toMatchObject({ available: 100_000, frozen: 0 });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'funds/unfreeze_selected'));
    expect(audit.map((row) => [row.target, row.result])).toEqual([
      [`funds_freeze:${freezes[0]}`, 'ok'], [`funds_freeze:${freezes[1]}`, 'ok'],
      [`funds_freeze:${freezes[1]}`, 'refused'], [`funds_freeze:${freezes[2]}`, 'ok'], ['funds_freeze:999999', 'refused'],
    ]);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('needs an idempotency key, like every call that moves money', async () => {
    expect((await t.call(banking.unfreezeSelected, { ids: [freezes[0]], reason: 'No key given' }, { token: ops })).code).toBe(400);
  });
});
