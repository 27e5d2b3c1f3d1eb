// The promise of the ledger, checked under load: many clients firing random freezes, unfreezes and
// fees (some replayed) at a few accounts never lose or create a centavo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, type Envelope } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { SeededRandom } from '../../seed/random.js';

const CALLS = 2_000;
const ACCOUNTS = 10;
const STAFF = 5;
const REPLAY_SHARE = 0.15;

let t: TestApp;
let tokens: string[];
let accounts: banking.BankAccount[];
let startingMoney = 0;

interface Call {
  endpoint: typeof banking.freeze | typeof banking.unfreeze | typeof banking.feeCreate;
  body: object;
  token: string;
  key: string;
}

beforeAll(async () => {
  t = await createTestApp({ poolSize: 20 });
  for (let i = 0; i < STAFF; i++) await t.addStaff(`teller${i}`, 'Super admin');
  tokens = await Promise.all(Array.from({ length: STAFF }, (_, i) => t.signIn(`teller${i}`)));
  accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = await openAccount(t, tokens[0]!, { kind: i % 2 === 0 ? 'merchant' : 'user' });
    const money = 200_000 + i * 10_000;
    await deposit(t.db, account.id, money, t.clock.now());
    startingMoney += money;
    accounts.push(account);
  }
}, 60_000);
afterAll(() => t.close());

/** A random money call; unfreezes pick among the freezes made so far, so some are already released. */
function randomCall(random: SeededRandom, n: number, freezeIds: number[]): Call {
  const token = random.pick(tokens);
  const key = `invariant-${n}`;
  const account = random.pick(accounts);
  const amount = random.int(1, 40_000);
  const roll = random.next();
  if (roll < 0.35 && freezeIds.length > 0) {
    const whole = random.next() < 0.3;
    return { endpoint: banking.unfreeze, body: { freeze_id: random.pick(freezeIds), ...(whole ? {} : { amount: random.int(1, 20_000) }), reason: 'Release under test' }, token, key };
  }
  if (roll < 0.7) return { endpoint: banking.freeze, body: { account_id: account.id, amount, reason: 'Freeze under test' }, token, key };
  // Some of these land on wallet users' accounts and are refused: refusals must move nothing too.
  return { endpoint: banking.feeCreate, body: { account_id: account.id, amount, reason: 'Fee under test' }, token, key };
}

async function fireCalls(clients: number) {
  const random = new SeededRandom(53);
  const freezeIds: number[] = [];
  const issued: Call[] = [];
  const answers = new Map<string, { call: Call; envelopes: Envelope[] }>();
  let next = 0;
  async function client() {
    while (next < CALLS) {
      const n = next++;
      const replay = issued.length > 0 && random.next() < REPLAY_SHARE;
      const call = replay ? random.pick(issued) : randomCall(random, n, freezeIds);
      if (!replay) issued.push(call);
      const envelope = await t.call(call.endpoint, call.body, { token: call.token, idempotencyKey: call.key });
      const record = answers.get(call.key) ?? { call, envelopes: [] };
      record.envelopes.push(envelope);
      answers.set(call.key, record);
      if (call.endpoint === banking.freeze && envelope.code === 200) freezeIds.push((envelope.data as { freeze: { id: number } }).freeze.id);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  return answers;
}

describe('the funds ledger under random load', () => {
  let answers: Awaited<ReturnType<typeof fireCalls>>;

  beforeAll(async () => {
    // PostgreSQL takes 50 clients at once; the embedded database is one connection, so one client.
    answers = await fireCalls(t.driver === 'postgres' ? 50 : 1);
  }, 300_000);

  it('answered every call with a success or a clear refusal, never an unexpected error', () => {
    const codes = new Set([...answers.values()].flatMap((a) => a.envelopes.map((e) => e.code)));
    expect([...codes].sort()).toEqual(expect.arrayContaining([200, 409]));
    for (const code of codes) expect([200, 400, 404, 409]).toContain(code);
    const replays = [...answers.values()].filter((a) => a.envelopes.length > 1).length;
    expect(replays).toBeGreaterThan(100);
  });

  it('leaves no balance negative', async () => {
    const [row] = await rowsOf<{ available: string; frozen: string }>(t.db, sql`select min(available) as available, min(frozen) as frozen from bank_accounts`);
    expect(Number(row!.available)).toBeGreaterThanOrEqual(0);
    expect(Number(row!.frozen)).toBeGreaterThanOrEqual(0);
  });

  it('keeps every balance equal to the sum of its ledger rows, and frozen equal to what its freezes hold', async () => {
    expect(await ledgerDrift(t.db)).toEqual({ balances: [], chain: [] });
  });

  it('moved money once per key, and answered every replay of a success with the first answer', async () => {
    const succeeded = [...answers.values()].filter((a) => a.envelopes.some((e) => e.code === 200));
    for (const { envelopes } of succeeded) {
      const successes = envelopes.filter((e) => e.code === 200);
      for (const envelope of successes) expect(envelope).toEqual(successes[0]);
      // Once a key succeeded, every later call with it is that same answer.
      const first = envelopes.findIndex((e) => e.code === 200);
      for (const envelope of envelopes.slice(first)) expect(envelope).toEqual(envelopes[first]);
    }
    const count = (endpoint: Call['endpoint']) => succeeded.filter((a) => a.call.endpoint === endpoint).length;
    const [row] = await rowsOf<Record<string, string>>(t.db, sql`select
      (select count(*) from funds_freezes) as freezes,
      (select count(*) from funds_logs where kind = 'unfreeze') as unfreezes,
      (select count(*) from fee_logs) as fees,
      (select count(*) from funds_logs where kind <> 'deposit') as moves`);
    expect(Number(row!.freezes)).toBe(count(banking.freeze));
    expect(Number(row!.unfreezes)).toBe(count(banking.unfreeze));
    expect(Number(row!.fees)).toBe(count(banking.feeCreate));
    expect(Number(row!.moves)).toBe(succeeded.length);
  });

  it('keeps available + frozen + fees collected equal to the money the accounts started with', async () => {
    const [row] = await rowsOf<{ held: string; fees: string }>(t.db, sql`select
      (select sum(available + frozen) from bank_accounts) as held,
      (select coalesce(sum(amount), 0) from fee_logs) as fees`);
    expect(Number(row!.held) + Number(row!.fees)).toBe(startingMoney);
    expect(Number(row!.fees)).toBeGreaterThan(0);
  });
});
