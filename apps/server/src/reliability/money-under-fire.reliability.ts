// The ledger's promises at ten times the load of ledger-invariants.test.ts, over HTTP against a
// server process that is killed with SIGKILL in the middle of the load and started again: calls
// cut off are retried with their Idempotency-Key, as a console would, and no centavo is lost,
// created or moved twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, users } from '@wallet/contracts';
import { freshDatabase } from '../test-support/database.js';
import { deposit } from '../test-support/banking.js';
import { expectLedgerKept, randomMoneyCall, recordAnswer, type Answers, type MoneyCall } from '../test-support/ledger-load.js';
import { makeCpf } from '../simulation/people.js';
import { SeededRandom } from '../simulation/random.js';
import { firstAdmin, killHard, loadSize, post, scratchFolder, startApi, stopApi, type ApiProcess } from './support.js';

const CALLS = loadSize(20_000, 3_000);
const CLIENTS = 50;
const KILL_AFTER = CALLS * 0.4;
const ACCOUNTS = 10;
const REPLAY_SHARE = 0.15;

const dataDir = scratchFolder('money-under-fire');
let database: Awaited<ReturnType<typeof freshDatabase>>;
let api: ApiProcess;
let startingMoney = 0;
const restarts: number[] = [];

beforeAll(async () => {
  database = await freshDatabase({ poolSize: 5 });
  api = await startApi(database.url!, dataDir);
}, 120_000);
afterAll(async () => {
  if (api) await stopApi(api);
  await database?.close();
});

async function openFundedAccounts(token: string): Promise<number[]> {
  const random = new SeededRandom(7);
  const ids: number[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const kind = i % 2 === 0 ? 'merchant' : 'user';
    const owner = await post(api.url, users.create.path, { kind, name: `Titular ${i}`, email: `titular${i}@exemplo.com.br`, phone: '+5511912345678', doc_type: 'CPF', doc_number: makeCpf(random) }, { token });
    const account = await post(api.url, banking.create.path, { owner_id: (owner.data as { id: number }).id, account_type: 'CACC' }, { token });
    const id = (account.data as { id: number }).id;
    await post(api.url, banking.activate.path, { id }, { token });
    const money = 2_000_000 + i * 100_000;
    await deposit(database.db, id, money, new Date());
    startingMoney += money;
    ids.push(id);
  }
  return ids;
}

/** Fires the load; one client kills the server at KILL_AFTER calls and starts it again. */
async function fireUnderFire(tokens: string[], accountIds: number[]) {
  const random = new SeededRandom(97);
  const freezeIds: number[] = [];
  const issued: MoneyCall[] = [];
  const answers: Answers = new Map();
  const lost = new Set<MoneyCall>();
  let cutOff = 0;
  let restarting: Promise<void> | null = null;
  let next = 0;

  const send = async (call: MoneyCall) => {
    for (;;) {
      if (restarting) await restarting;
      try {
        recordAnswer(answers, call, await post(api.url, call.endpoint.path, call.body, { token: call.token, key: call.key }), freezeIds);
        lost.delete(call);
        return;
      } catch {
        // No answer: the server died under this call. Whether it took effect is unknown; the
        // retry with the same key either replays the stored answer or runs it for the first time.
        lost.add(call);
        cutOff++;
        if (!restarting) throw new Error(`no answer from a live server for ${call.key}`);
      }
    }
  };

  async function client() {
    while (next < CALLS) {
      const n = next++;
      if (n === KILL_AFTER) {
        restarting = (async () => {
          await killHard(api.child);
          const started = Date.now();
          api = await startApi(database.url!, dataDir);
          restarts.push(Date.now() - started);
        })();
        await restarting;
        restarting = null;
      }
      const replay = issued.length > 0 && random.next() < REPLAY_SHARE;
      const call = replay ? random.pick(issued) : randomMoneyCall(random, n, { tokens, accountIds, freezeIds });
      if (!replay) issued.push(call);
      await send(call);
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { answers, lost, cutOff };
}

describe('money under fire: 20 000 calls from 50 clients, the server killed with SIGKILL halfway', () => {
  let outcome: Awaited<ReturnType<typeof fireUnderFire>>;

  beforeAll(async () => {
    // Two sessions of the admin, whose second factor signs in once a step: the clients share them.
    const admin = await firstAdmin(api.url, dataDir);
    const tokens = [admin.token, await admin.signInAgain()];
    const accountIds = await openFundedAccounts(tokens[0]!);
    outcome = await fireUnderFire(tokens, accountIds);
  }, 600_000);

  it('restarted the server once and answered every call, cut off or not, with a success or a clear refusal', () => {
    expect(restarts).toHaveLength(1);
    // The kill cut calls off in the middle: their retries are what the idempotency keys are for.
    expect(outcome.cutOff).toBeGreaterThan(0);
    expect(outcome.lost.size).toBe(0);
    const codes = new Set([...outcome.answers.values()].flatMap((a) => a.envelopes.map((e) => e.code)));
    for (const code of codes) expect([200, 400, 404, 409]).toContain(code);
    expect([...outcome.answers.values()].reduce((n, a) => n + a.envelopes.length, 0)).toBeGreaterThanOrEqual(CALLS);
  });

  it('keeps every promise of the ledger across the crash', async () => {
    await expectLedgerKept(database.db, outcome.answers, startingMoney);
  });
});
