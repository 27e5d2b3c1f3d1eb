// Four eyes split across two API processes: parts of an amount sent at once, each under the
// threshold, are weighed one after the other (their target's row is locked), so that the part
// which brings the whole to the threshold waits for a second person and nothing past it moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, banking, users, type Envelope } from '@wallet/contracts';
import { freshDatabase } from '../test-support/database.js';
import { deposit } from '../test-support/banking.js';
import { makeCpf } from '../simulation/people.js';
import { SeededRandom } from '../simulation/random.js';
import { firstAdmin, post, scratchFolder, startApi, stopApi, type ApiProcess } from './support.js';

const THRESHOLD = 10_000;
const PART = 2_000;
const PARTS = 8;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let api: ApiProcess;
let token: string;
let keys = 0;
const random = new SeededRandom(59);

beforeAll(async () => {
  database = await freshDatabase({ poolSize: 2 });
  const dataDir = scratchFolder('four-eyes-split');
  api = await startApi(database.url!, dataDir, { API_PROCESSES: '2', DATABASE_POOL_SIZE: '5' });
  token = (await firstAdmin(api.url, dataDir)).token;
  for (const action of ['hold_release', 'fee_create'] as const) {
    const set = await post(api.url, approvals.policyUpdate.path, { action, needs_approval: true, from_amount: THRESHOLD, reason: 'Four eyes from R$ 100,00' }, { token });
    expect(set.code).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  if (api) await stopApi(api);
  await database?.close();
});

/** An active account of a new merchant with `money` available. */
async function fundedAccount(money: number): Promise<number> {
  const owner = await post(api.url, users.create.path, {
    kind: 'merchant', name: `Loja ${keys}`, email: `loja${keys}@exemplo.com.br`, phone: '+5511912345678', doc_type: 'CPF', doc_number: makeCpf(random),
  }, { token });
  const account = await post(api.url, banking.create.path, { owner_id: (owner.data as { id: number }).id, account_type: 'CACC' }, { token });
  const id = (account.data as { id: number }).id;
  expect((await post(api.url, banking.activate.path, { id }, { token })).code).toBe(200);
  await deposit(database.db, id, money, new Date());
  return id;
}

/** Every part sent at once, each on its own key: the answers' codes, counted. */
async function allAtOnce(send: () => Promise<Envelope>): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: PARTS }, send));
  return answers.reduce<Record<number, number>>((counts, { code }) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});
}

const balanceOf = async (accountId: number) => (await post(api.url, banking.balance.path, { account_id: accountId }, { token })).data as { available: number; frozen: number };

// The parts that run bring the whole to just under the threshold; the next waits, and the rest are
// refused while it waits (one request per action and target).
const EXPECTED = { 200: THRESHOLD / PART - 1, 202: 1, 409: PARTS - THRESHOLD / PART };

describe('parts of one amount sent at once to two API processes', () => {
  it('release a hold only up to the threshold: the part that reaches it waits', async () => {
    const accountId = await fundedAccount(50_000);
    const frozen = await post(api.url, banking.freeze.path, { account_id: accountId, amount: 30_000, reason: 'Suspicious pattern' }, { token, key: `split-freeze-${keys++}` });
    const freezeId = (frozen.data as { freeze: { id: number } }).freeze.id;
    const counts = await allAtOnce(() => post(api.url, banking.unfreeze.path, { freeze_id: freezeId, amount: PART, reason: 'Part proved' }, { token, key: `split-release-${keys++}` }));
    expect(counts).toEqual(EXPECTED);
    expect(await balanceOf(accountId)).toMatchObject({ available: 20_000 + EXPECTED[200] * PART, frozen: 30_000 - EXPECTED[200] * PART });
  });

  it("charge an account's fees of the day only up to the threshold: the fee that reaches it waits", async () => {
    const accountId = await fundedAccount(50_000);
    const counts = await allAtOnce(() => post(api.url, banking.feeCreate.path, { account_id: accountId, amount: PART, reason: 'Monthly fee' }, { token, key: `split-fee-${keys++}` }));
    expect(counts).toEqual(EXPECTED);
    expect((await balanceOf(accountId)).available).toBe(50_000 - EXPECTED[200] * PART);
  });
});
