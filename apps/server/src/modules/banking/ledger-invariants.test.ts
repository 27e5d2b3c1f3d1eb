// The promise of the ledger, checked under load: many clients firing random freezes, unfreezes and
// fees (some replayed) at a few accounts never lose or create a centavo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, openAccount } from '../../test-support/banking.js';
import { expectLedgerKept, randomMoneyCall, recordAnswer, type Answers, type MoneyCall } from '../../test-support/ledger-load.js';
import { SeededRandom } from '../../simulation/random.js';

const CALLS = 2_000;
const ACCOUNTS = 10;
const STAFF = 5;
const REPLAY_SHARE = 0.15;

let t: TestApp;
let tokens: string[];
let accounts: banking.BankAccount[];
let startingMoney = 0;

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

async function fireCalls(clients: number) {
  const random = new SeededRandom(53);
  const freezeIds: number[] = [];
  const issued: MoneyCall[] = [];
  const answers: Answers = new Map();
  const accountIds = accounts.map((a) => a.id);
  let next = 0;
  async function client() {
    while (next < CALLS) {
      const n = next++;
      const replay = issued.length > 0 && random.next() < REPLAY_SHARE;
      const call = replay ? random.pick(issued) : randomMoneyCall(random, n, { tokens, accountIds, freezeIds });
      if (!replay) issued.push(call);
      recordAnswer(answers, call, await t.call(call.endpoint, call.body, { token: call.token, idempotencyKey: call.key }), freezeIds);
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

  it('keeps every promise of the ledger', async () => {
    await expectLedgerKept(t.db, answers, startingMoney);
  });
});
