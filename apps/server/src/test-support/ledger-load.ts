// Random money calls for load tests of the ledger, and the promises the ledger must keep after
// them, shared by the in-process test and the reliability test that kills the server mid-load.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { banking, type Envelope } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import type { SeededRandom } from '../simulation/random.js';
import { ledgerDrift, NO_DRIFT } from './banking.js';
import { rowsOf } from './database.js';

export interface MoneyCall {
  endpoint: typeof banking.freeze | typeof banking.unfreeze | typeof banking.feeCreate;
  body: object;
  token: string;
  key: string;
}

/** Every answer each Idempotency-Key got, in order. */
export type Answers = Map<string, { call: MoneyCall; envelopes: Envelope[] }>;

/** A random money call; unfreezes pick among the freezes made so far, so some are already released. */
export function randomMoneyCall(random: SeededRandom, n: number, input: { tokens: string[]; accountIds: number[]; freezeIds: number[] }): MoneyCall {
  const token = random.pick(input.tokens);
  const key = `invariant-${n}`;
  const accountId = random.pick(input.accountIds);
  const amount = random.int(1, 40_000);
  const roll = random.next();
  if (roll < 0.35 && input.freezeIds.length > 0) {
    const whole = random.next() < 0.3;
    return { endpoint: banking.unfreeze, body: { freeze_id: random.pick(input.freezeIds), ...(whole ? {} : { amount: random.int(1, 20_000) }), reason: 'Release under test' }, token, key };
  }
  if (roll < 0.7) return { endpoint: banking.freeze, body: { account_id: accountId, amount, reason: 'Freeze under test' }, token, key };
  // Some of these land on wallet users' accounts and are refused: refusals must move nothing too.
  return { endpoint: banking.feeCreate, body: { account_id: accountId, amount, reason: 'Fee under test' }, token, key };
}

export function recordAnswer(answers: Answers, call: MoneyCall, envelope: Envelope, freezeIds: number[]): void {
  const record = answers.get(call.key) ?? { call, envelopes: [] };
  record.envelopes.push(envelope);
  answers.set(call.key, record);
  if (call.endpoint === banking.freeze && envelope.code === 200 && record.envelopes.length === 1) {
    freezeIds.push((envelope.data as { freeze: { id: number } }).freeze.id);
  }
}

/**
 * The ledger's promises after any load: no negative balance; every balance the sum of its ledger
 * rows and frozen what its freezes hold; money moved once per key that succeeded, every later
 * answer for it the first; and available + frozen + fees equal to the starting money.
 */
export async function expectLedgerKept(db: Database, answers: Answers, startingMoney: number): Promise<void> {
  const [lowest] = await rowsOf<{ available: string; frozen: string }>(db, sql`select min(available) as available, min(frozen) as frozen from bank_accounts`);
  expect(Number(lowest!.available)).toBeGreaterThanOrEqual(0);
  expect(Number(lowest!.frozen)).toBeGreaterThanOrEqual(0);
  expect(await ledgerDrift(db)).toEqual(NO_DRIFT);

  const succeeded = [...answers.values()].filter((a) => a.envelopes.some((e) => e.code === 200));
  for (const { envelopes } of succeeded) {
    const first = envelopes.findIndex((e) => e.code === 200);
    for (const envelope of envelopes.slice(first)) expect(envelope).toEqual(envelopes[first]);
  }
  const count = (endpoint: MoneyCall['endpoint']) => succeeded.filter((a) => a.call.endpoint === endpoint).length;
  const [moved] = await rowsOf<Record<string, string>>(db, sql`select
    (select count(*) from funds_freezes) as freezes,
    (select count(*) from funds_logs where kind = 'unfreeze') as unfreezes,
    (select count(*) from fee_logs) as fees,
    (select count(*) from funds_logs where kind <> 'deposit') as moves`);
  expect(Number(moved!.freezes)).toBe(count(banking.freeze));
  expect(Number(moved!.unfreezes)).toBe(count(banking.unfreeze));
  expect(Number(moved!.fees)).toBe(count(banking.feeCreate));
  expect(Number(moved!.moves)).toBe(succeeded.length);

  const [money] = await rowsOf<{ held: string; fees: string }>(db, sql`select
    (select sum(available + frozen) from bank_accounts) as held,
    (select coalesce(sum(amount), 0) from fee_logs) as fees`);
  expect(Number(money!.held) + Number(money!.fees)).toBe(startingMoney);
  const [revenue] = await rowsOf<{ balance: string }>(db, sql`select balance from ledger_accounts where kind = 'fee_revenue' and bank_account_id is null`);
  expect(Number(revenue!.balance)).toBe(Number(money!.fees));
  expect(Number(money!.fees)).toBeGreaterThan(0);
}
