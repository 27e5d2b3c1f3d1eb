// Property (fast-check): whatever Pix traffic and staff money calls arrive, in whatever order
// concurrent clients interleave them, the engine keeps the ledger's promises. Each run draws a
// list of operations over a few accounts: pay-ins (some delivered again), payouts the SPI settles,
// rejects, answers late or never answers (they time out), returns we send (whole, in part, or
// more than the pay-in: refused), returns we receive (some delivered again), freezes, releases,
// fees, and the clock moving while the SPI is asked about what waits. The list runs from 50
// clients on PostgreSQL (one on the embedded database, which is a single connection). Then:
// a trade is still processing only when the SPI has not answered its payout; once the SPI is
// asked past the time-out, nothing is left in flight or payable; every ledger account and payment
// account equals its entries and all of them sum to zero; no customer balance is negative; every
// delivery is posted once and every delivery of it answered alike; every trade's status,
// transfers and money follow from its amount, fee, returns and the SPI's answer.
//
// Runs share one database (a fresh one per run costs seconds); a run starts a day after the last,
// with fresh Pix limits. A failure prints fast-check's seed and path:
// PIX_PROPERTY_SEED=<seed> PIX_PROPERTY_PATH=<path> runs that case first.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { note, type banking, type SpiNote } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { SpiIncomingReturn, SpiPayin } from '../../integrations/spi/gateway.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import {
  customerMoneyBelowZero, deliver, endToEndIdOf, NOTHING_IN_FLIGHT, notPostedOnce, OUTSIDER, PlannedSpi, resolvePastTimeOut, returnIdOf,
  SPI_PLANS, SPI_REJECTION, stillInFlight, tradesOffTheirStory, type Delivery, type DeliveryAnswer, type SpiPlan,
} from '../../test-support/pix-traffic.js';
import { deductFee, freezeFunds, unfreezeFunds } from '../banking/index.js';
import { resolveInFlight } from './in-flight.js';
import { sendPayout, type PayoutRequest } from './payout.js';
import { sendReturn } from './returns.js';
import type { Principal } from '../../core/member.js';

const OUR_ISPB = '12345678';
const ACCOUNTS = 6;
const DAY = 86_400_000;
const STARTING_MONEY = 80_000;
const SEED = Number(process.env.PIX_PROPERTY_SEED ?? 20_260_115);
/** A failure's path (fast-check prints it): that case alone is run again, then shrunk. */
const REPLAY_PATH = process.env.PIX_PROPERTY_PATH;
/**
 * About 30 s of runs on a two-core machine: a run of up to 150 operations from 50 clients takes
 * about 0.6 s on PostgreSQL; up to 80 from one client, about 0.5 s on the embedded database.
 */
const BUDGET = {
  postgres: { clients: 50, runs: 50, operations: { minLength: 1, maxLength: 150, size: 'max' as const } },
  pglite: { clients: 1, runs: 60, operations: { minLength: 1, maxLength: 80, size: 'max' as const } },
};
/** Past this the runs left are skipped, never cut off halfway: it bounds the shrinking of a failure. */
const TIME_LIMIT_MS = 150_000;

// ---------------------------------------------------------------------------------------------
// Operations

/**
 * Which earlier operation of the list (a pay-in, payout, return received or freeze) an operation
 * takes up: the n-th of that kind counting back from it (0 the last one), round. Counted back, it
 * stays the same one when shrinking drops operations further up the list.
 */
const earlier = fc.nat({ max: 1_000 });
const account = fc.nat({ max: ACCOUNTS - 1 });
/** How much of a trade a return takes: all of it, a part, or more than the trade (always refused). */
const portion = fc.oneof(
  { weight: 2, arbitrary: fc.constant('whole' as const) },
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 99 }).map((percent) => ({ percent })) },
  { weight: 1, arbitrary: fc.constant('more than the trade' as const) },
);
/** What the SPI answers a payout or return: mostly settled at once, else rejected, late or never. */
const spiPlan = fc.oneof({ weight: 3, arbitrary: fc.constant<SpiPlan>('settled') }, fc.constantFrom<SpiPlan>(...SPI_PLANS.filter((plan) => plan !== 'settled')));
const operation = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('payin' as const), account, amount: fc.integer({ min: 100, max: 50_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payin again' as const), earlier }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('payout' as const), account, amount: fc.integer({ min: 100, max: 100_000 }), answer: spiPlan }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payout again' as const), earlier }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('return sent' as const), earlier, portion, answer: spiPlan }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('return received' as const), earlier, portion }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('return received again' as const), earlier }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('freeze' as const), account, amount: fc.integer({ min: 1, max: 30_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), earlier, amount: fc.option(fc.integer({ min: 1, max: 20_000 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fee' as const), account, amount: fc.integer({ min: 1, max: 5_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clock and SPI' as const), seconds: fc.integer({ min: 0, max: 45 }) }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;
type Portion = Extract<Operation, { portion: unknown }>['portion'];

const amountOf = (portion: Portion, whole: number) =>
  portion === 'whole' ? whole : portion === 'more than the trade' ? whole + 1 : Math.max(1, Math.floor((whole * portion.percent) / 100));

/** The position of the operation the one at `index` takes up: the `n`-th earlier one of `kind`, counting back. */
function earlierOf(operations: Operation[], index: number, kind: Operation['kind'], n: number) {
  const candidates = operations.slice(0, index).flatMap((other, at) => (other.kind === kind ? [at] : [])).reverse();
  return candidates.length === 0 ? undefined : candidates[n % candidates.length];
}

type Made = {
  delivery: Delivery;
  trade: { id: number; amount: number };
  request: { payout: PayoutRequest; answer: SpiPlan };
  payout: { end_to_end_id: string; amount: number };
  freeze: number;
};

/**
 * What each operation of a run made, for the later ones that take it up: a delivery as soon as it
 * is built (so that it can be delivered again while the first delivery is still under way), a
 * trade or a freeze once it is done; nothing when the operation made none.
 */
class MadeByOperations {
  private readonly slots = new Map<string, { promise: Promise<unknown>; resolve: (value: unknown) => void }>();
  private readonly finished = new Set<number>();

  private slot(index: number, what: keyof Made) {
    const key = `${index}:${what}`;
    let slot = this.slots.get(key);
    if (!slot) {
      let resolve!: (value: unknown) => void;
      const promise = new Promise((done) => (resolve = done));
      slot = { promise, resolve };
      this.slots.set(key, slot);
    }
    return slot;
  }

  set<W extends keyof Made>(index: number, what: W, value: Made[W]) {
    this.slot(index, what).resolve(value);
  }

  /** Waits for it; the operations run in list order, so the one that makes it has started already. */
  get<W extends keyof Made>(index: number | undefined, what: W): Promise<Made[W] | undefined> {
    if (index === undefined || (this.finished.has(index) && !this.slots.has(`${index}:${what}`))) return Promise.resolve(undefined);
    return this.slot(index, what).promise as Promise<Made[W] | undefined>;
  }

  /** The operation has ended: whatever it did not make, it never will. */
  finish(index: number) {
    this.finished.add(index);
    for (const what of ['delivery', 'trade', 'request', 'payout', 'freeze'] as const) this.slots.get(`${index}:${what}`)?.resolve(undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// The app, its accounts and the SPI

let t: TestApp;
let accounts: banking.BankAccount[];
let actor: Principal;
const spi = new PlannedSpi();
let serial = 0;
const tag = (kind: string) => `${kind}${(serial++).toString(36)}`;
const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));

beforeAll(async () => {
  t = await createTestApp({ poolSize: BUDGET.postgres.clients + 5 });
  const staffId = await t.addStaff('ops', 'Super admin');
  const token = await t.signIn('ops');
  // The services read who acts; the rest of a session does not matter here.
  actor = { id: staffId, username: 'ops' } as Principal;
  accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await openAccount(t, token, { kind: i % 2 === 0 ? 'merchant' : 'user' }));
}, 120_000);
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// One run

interface RunState {
  operations: Operation[];
  firstTradeId: number;
  firstReturnId: number;
  made: MadeByOperations;
  payins: SpiPayin[];
  incoming: SpiIncomingReturn[];
  /** Every answer to a delivery, by its id, with when it came (in order of completion). */
  answers: Map<string, (DeliveryAnswer & { order: number })[]>;
}

/** What the operations did over all runs: the property means little if most were skipped. */
const tally: Record<string, number> = {};
const count = (what: string) => (tally[what] = (tally[what] ?? 0) + 1);
let completions = 0;

/** Each account starts a run with at least STARTING_MONEY available: enough for most payouts, not for all. */
async function topUp() {
  const balances = await rowsOf<{ id: number; available: string }>(t.db, sql`select id, available from bank_accounts`);
  for (const { id, available } of balances) {
    if (Number(available) < STARTING_MONEY) await deposit(t.db, id, STARTING_MONEY - Number(available), t.clock.now());
  }
}

async function startRun(operations: Operation[]): Promise<RunState> {
  t.clock.advance(DAY);
  await topUp();
  const [marks] = await rowsOf<{ trade: string; return: string }>(t.db, sql`select
    (select coalesce(max(id), 0) + 1 from trades) as trade, (select coalesce(max(id), 0) + 1 from pix_returns) as return`);
  return { operations, firstTradeId: Number(marks!.trade), firstReturnId: Number(marks!.return), made: new MadeByOperations(), payins: [], incoming: [], answers: new Map() };
}

function record(run: RunState, answer: DeliveryAnswer) {
  const answers = run.answers.get(answer.id) ?? [];
  answers.push({ ...answer, order: completions++ });
  run.answers.set(answer.id, answers);
}

async function deliverAndRecord(run: RunState, delivery: Delivery) {
  const answer = await deliver(t.db, delivery);
  record(run, answer);
  return answer;
}

/** A customer's payout, sent again with the same end-to-end id when the app retries: the same payout either way. */
async function sendPayoutAndRecord(run: RunState, payout: PayoutRequest, answer: SpiPlan) {
  const trade = await inTransaction((db) => sendPayout(db, spi.sendingAs(answer), payout));
  expect(trade.end_to_end_id).toBe(payout.endToEndId);
  record(run, { id: trade.end_to_end_id, accepted: Boolean(spi.planOf(trade.end_to_end_id)), recordId: trade.id, reason: trade.failure_reason });
  return trade;
}

/** A refusal the engine answers with (thrown as an AppError), or what the call returned. */
async function attempt<T>(work: () => Promise<T>): Promise<{ done: T } | { refused: string }> {
  try {
    return { done: await work() };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.words?.key ?? `${error.code}: ${error.message}` };
    throw error;
  }
}

/** Whether the call was refused, for one of the `allowed` reasons (any other fails the run). */
function refusedAsAllowed<T>(outcome: { refused: string } | { done: T }, allowed: string[], what: string): outcome is { refused: string } {
  if ('done' in outcome) return false;
  expect(allowed, `${what} refused with ${outcome.refused}`).toContain(outcome.refused);
  count(`${what} refused`);
  return true;
}

const STATUS_WHEN_SENT: Record<SpiPlan, string> = { settled: 'success', rejected: 'failed', 'pending-then-settled': 'processing', 'pending-never': 'processing' };
const RETURN_STATUS_WHEN_SENT: Record<SpiPlan, string> = { settled: 'settled', rejected: 'rejected', 'pending-then-settled': 'processing', 'pending-never': 'processing' };

/** The clock moves on and the SPI is asked about what waits, while other clients go on (and may move the clock again). */
async function moveClockAndAskSpi(seconds: number) {
  t.clock.advance(seconds * 1_000);
  await resolveInFlight({ db: t.db, spi: spi.asked, now: t.clock.now() });
}

async function perform(index: number, run: RunState): Promise<void> {
  const op = run.operations[index]!;
  const now = t.clock.now();
  const takenUp = (kind: Operation['kind']) => ('earlier' in op ? earlierOf(run.operations, index, kind, op.earlier) : undefined);
  switch (op.kind) {
    case 'payin': {
      const to = accounts[op.account]!;
      const payin: SpiPayin = {
        endToEndId: endToEndIdOf(OUTSIDER.ispb, now, tag('P')), amount: op.amount, payer: OUTSIDER,
        payee: { ispb: to.ispb, branch: to.branch, account: to.account_number }, at: now, description: 'Pix transfer',
      };
      run.payins.push(payin);
      run.made.set(index, 'delivery', { kind: 'payin', payin });
      const answer = await deliverAndRecord(run, { kind: 'payin', payin });
      expect(answer, 'a pay-in to an active account is taken').toMatchObject({ accepted: true });
      run.made.set(index, 'trade', { id: answer.recordId!, amount: payin.amount });
      return void count('payin');
    }
    case 'payin again': {
      const delivery = await run.made.get(takenUp('payin'), 'delivery');
      if (!delivery) return void count('skipped');
      await deliverAndRecord(run, delivery);
      return void count('payin again');
    }
    case 'payout': {
      const payout: PayoutRequest = {
        accountId: accounts[op.account]!.id, amount: op.amount, payee: { ...OUTSIDER, name: 'Fornecedor' }, description: 'Supplier', ourIspb: OUR_ISPB, now,
        endToEndId: endToEndIdOf(OUR_ISPB, now, tag('O')),
      };
      const trade = await sendPayoutAndRecord(run, payout, op.answer);
      // Sent again only once this one is answered, so that what it answered is what it did.
      run.made.set(index, 'request', { payout, answer: op.answer });
      if (!spi.planOf(trade.end_to_end_id)) {
        // Refused before it reached the SPI: a failed trade saying why, for want of money or of limit.
        expect(trade).toMatchObject({ status: 'failed', failure_reason: { key: expect.stringMatching(/^spi\.(insufficient|money_held|over_limit)$/), params: expect.anything() } });
        return void count('payout refused');
      }
      expect(trade.status, `a payout the SPI answers ${op.answer}`).toBe(STATUS_WHEN_SENT[op.answer]);
      run.made.set(index, 'payout', { end_to_end_id: trade.end_to_end_id, amount: trade.amount });
      return void count(`payout ${op.answer}`);
    }
    case 'payout again': {
      const again = await run.made.get(takenUp('payout'), 'request');
      if (!again) return void count('skipped');
      await sendPayoutAndRecord(run, { ...again.payout, now: t.clock.now() }, again.answer);
      return void count('payout again');
    }
    case 'return sent': {
      const payin = await run.made.get(takenUp('payin'), 'trade');
      if (!payin) return void count('skipped');
      const outcome = await attempt(() => inTransaction((db) => sendReturn(db, spi.sendingAs(op.answer), {
        tradeId: payin.id, amount: amountOf(op.portion, payin.amount), reasonCode: 'MD06', reason: note('return.customer_asked'), actor: null, ourIspb: OUR_ISPB, now: t.clock.now(),
      })));
      const tooMuch = op.portion === 'more than the trade';
      if (refusedAsAllowed(outcome, tooMuch ? ['returns.above_what_is_left', 'returns.not_settled'] : ['returns.above_what_is_left', 'returns.not_settled', 'returns.insufficient'], 'return sent')) return;
      expect(tooMuch, 'a return of more than the pay-in is refused').toBe(false);
      expect(outcome.done.status).toBe(RETURN_STATUS_WHEN_SENT[op.answer]);
      return void count(`return sent ${op.answer}`);
    }
    case 'return received': {
      const payout = await run.made.get(takenUp('payout'), 'payout');
      if (!payout) return void count('skipped');
      const at = t.clock.now();
      const incoming: SpiIncomingReturn = {
        returnId: returnIdOf(OUTSIDER.ispb, at, tag('R')), originalEndToEndId: payout.end_to_end_id, amount: amountOf(op.portion, payout.amount), reasonCode: 'BE08', at,
      };
      run.incoming.push(incoming);
      run.made.set(index, 'delivery', { kind: 'return', incoming });
      const answer = await deliverAndRecord(run, { kind: 'return', incoming });
      if (op.portion === 'more than the trade') expect(answer, 'a return of more than the payout is refused').toMatchObject({ accepted: false, reason: { params: { code: expect.stringMatching(/^AM0[25]$/) } } });
      return void count(answer.accepted ? 'return received' : 'return received refused');
    }
    case 'return received again': {
      const delivery = await run.made.get(takenUp('return received'), 'delivery');
      if (!delivery) return void count('skipped');
      await deliverAndRecord(run, delivery);
      return void count('return received again');
    }
    case 'freeze': {
      const outcome = await attempt(() => inTransaction((db) => freezeFunds(db, { accountId: accounts[op.account]!.id, amount: op.amount, reason: 'Court order', actor, now })));
      if (refusedAsAllowed(outcome, ['funds.insufficient_to_freeze'], 'freeze')) return;
      run.made.set(index, 'freeze', outcome.done.freeze.id);
      return void count('freeze');
    }
    case 'release': {
      const freezeId = await run.made.get(takenUp('freeze'), 'freeze');
      if (freezeId === undefined) return void count('skipped');
      const outcome = await attempt(() => inTransaction((db) => unfreezeFunds(db, { freezeId, amount: op.amount ?? undefined, reason: 'Order lifted', actor, now: t.clock.now() })));
      if (refusedAsAllowed(outcome, ['funds.freeze_released', 'funds.release_above_held'], 'release')) return;
      return void count('release');
    }
    case 'fee': {
      const on = accounts[op.account]!;
      const outcome = await attempt(() => inTransaction((db) => deductFee(db, { accountId: on.id, amount: op.amount, reason: 'Monthly fee', actor, now })));
      if (refusedAsAllowed(outcome, on.owner_kind === 'merchant' ? ['funds.insufficient_for_fee'] : ['fees.user_account'], 'fee')) return;
      expect(on.owner_kind, 'fees are deducted from merchants only').toBe('merchant');
      return void count('fee');
    }
    case 'clock and SPI':
      await moveClockAndAskSpi(op.seconds);
      return void count('clock and SPI');
  }
}

/** Runs the operations in order from `clients` concurrent clients; the first failure stops them all, once all have stopped. */
async function interleaved(run: RunState, clients: number) {
  let next = 0;
  const failures: unknown[] = [];
  const client = async () => {
    while (failures.length === 0 && next < run.operations.length) {
      const index = next++;
      try {
        await perform(index, run);
      } catch (error) {
        failures.push(error);
      } finally {
        run.made.finish(index);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  if (failures.length > 0) throw failures[0];
}

// ---------------------------------------------------------------------------------------------
// What must hold after a run

/** Processing trades and returns of the run whose SPI answer was not pending: none may be. */
async function waitingWithoutReason(run: RunState) {
  const waiting = await rowsOf<{ id: string }>(t.db, sql`
    select end_to_end_id as id from trades where status = 'processing' and id >= ${run.firstTradeId}
    union all select return_id from pix_returns where status = 'processing' and id >= ${run.firstReturnId}`);
  return waiting.filter(({ id }) => !spi.planOf(id)?.startsWith('pending'));
}

/** How a payout ends by the SPI's answer: settled (then maybe returned whole), or failed for the SPI's reason or the time-out (AB03). */
const FINAL_PAYOUT: Record<SpiPlan, { status: string[]; reason: RegExp | null }> = {
  settled: { status: ['success', 'refunded'], reason: null },
  'pending-then-settled': { status: ['success', 'refunded'], reason: null },
  rejected: { status: ['failed'], reason: new RegExp(SPI_REJECTION) },
  'pending-never': { status: ['failed'], reason: /AB03/ },
};
const FINAL_RETURN: Record<SpiPlan, string> = { settled: 'settled', 'pending-then-settled': 'settled', rejected: 'rejected', 'pending-never': 'rejected' };

/** Payouts and returns of the run that reached the SPI and did not end as it answered. */
async function endedOtherwiseThanAnswered(run: RunState) {
  const ended = await rowsOf<{ id: string; status: string; reason: SpiNote | null; returned: boolean }>(t.db, sql`
    select end_to_end_id as id, status, failure_reason as reason, false as returned from trades where trade_type = 'payout' and id >= ${run.firstTradeId}
    union all select return_id, status, failure_reason, true from pix_returns where direction = 'sent' and id >= ${run.firstReturnId}`);
  return ended.filter(({ id, status, reason, returned }) => {
    const plan = spi.planOf(id);
    if (!plan) return false; // refused before the SPI
    if (returned) return status !== FINAL_RETURN[plan];
    const { status: ends, reason: why } = FINAL_PAYOUT[plan];
    return !ends.includes(status) || (why ? !why.test(reason?.params.code ?? '') : reason !== null);
  }).map((row) => ({ ...row, plan: spi.planOf(row.id) }));
}

/**
 * Deliveries and payout requests answered otherwise than before: every answer naming a trade or
 * return names the same one, and once one was taken every later answer is that one.
 */
function answeredUnlike(run: RunState) {
  const unlike = [];
  for (const [id, answers] of run.answers) {
    const sorted = [...answers].sort((a, b) => a.order - b.order);
    const records = new Set(sorted.flatMap((answer) => (answer.recordId === null ? [] : [answer.recordId])));
    const taken = sorted.findIndex((answer) => answer.accepted);
    if (records.size > 1 || (taken >= 0 && sorted.slice(taken).some((answer) => !answer.accepted))) unlike.push({ id, answers: sorted });
  }
  return unlike;
}

async function expectPromisesKept(run: RunState) {
  expect(await waitingWithoutReason(run), 'processing although the SPI answered').toEqual([]);
  const timedOut = await resolvePastTimeOut(t.db, spi.asked, t.clock.now());
  t.clock.advance(2 * 60_000);
  tally['ended past the time-out'] = (tally['ended past the time-out'] ?? 0) + timedOut.payouts + timedOut.returns;
  expect(await stillInFlight(t.db)).toEqual(NOTHING_IN_FLIGHT);
  expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  expect(await customerMoneyBelowZero(t.db)).toEqual([]);
  expect(await tradesOffTheirStory(t.db, run.firstTradeId)).toEqual([]);
  expect(await endedOtherwiseThanAnswered(run)).toEqual([]);
  expect(answeredUnlike(run), 'answered otherwise than before').toEqual([]);
  expect(await notPostedOnce(t.db, { payins: run.payins.map((payin) => payin.endToEndId), returns: run.incoming.map((incoming) => incoming.returnId) }))
    .toEqual({ payins: [], returns: [] });
}

/**
 * After a failed run: ends what it left waiting for the SPI, and answers whether the database
 * still keeps its promises. When it does not, a run on it would prove nothing (and is skipped).
 */
async function soundAgain() {
  await resolvePastTimeOut(t.db, spi.asked, t.clock.now());
  return isDeepStrictEqual(await stillInFlight(t.db), NOTHING_IN_FLIGHT) && isDeepStrictEqual(await ledgerDrift(t.db), NO_DRIFT);
}

describe('the Pix engine under random concurrent traffic (property)', () => {
  it('keeps every promise of the ledger, posts every delivery once and leaves nothing in flight', async () => {
    const budget = t.driver === 'postgres' ? BUDGET.postgres : BUDGET.pglite;
    let runs = 0;
    let sound = true;
    const deadline = Date.now() + TIME_LIMIT_MS;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, budget.operations), async (operations) => {
        fc.pre(Date.now() < deadline);
        if (!sound) fc.pre(await soundAgain());
        sound = false;
        const run = await startRun(operations);
        await interleaved(run, budget.clients);
        await expectPromisesKept(run);
        sound = true;
        runs++;
      }),
      { seed: SEED, numRuns: budget.runs, ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}) },
    );
    if (REPLAY_PATH) return;
    // The property says little unless every run was made and the traffic did what it was drawn to do.
    expect(runs, `runs made in ${TIME_LIMIT_MS / 1000} s`).toBe(budget.runs);
    console.log(`pix engine property: ${budget.runs} runs on ${t.driver}`, tally);
    for (const what of ['payin', 'payin again', 'payout settled', 'payout rejected', 'payout pending-never', 'return sent settled', 'return sent refused', 'return received', 'return received again', 'freeze', 'release', 'fee']) {
      expect(tally[what], what).toBeGreaterThan(0);
    }
    expect(tally['ended past the time-out']).toBeGreaterThan(0);
  }, TIME_LIMIT_MS + 60_000);
});
