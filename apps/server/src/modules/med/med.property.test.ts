// Property (fast-check): while cautionary blocks expire, MED holds are made, refund requests made
// to us are accepted (whole, in part, or more than asked), rejected and raced by staff's own
// returns, and cases close, all at once from 20 clients on PostgreSQL (one on the embedded
// database), the MED keeps its promises: the ledger's invariants hold (balances equal their
// entries, held money equals what the holds hold, everything sums to zero), no Pix gives back
// more than it brought, an accepted request carries exactly one return of the amount it says
// and any other request none, and a closed case holds nothing.
//
// A failure prints fast-check's seed and path: MED_PROPERTY_SEED=<seed> MED_PROPERTY_PATH=<path>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { medRefundRequests } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { SimulatedRefundRequests } from '../../integrations/dict/refund-simulator.js';
import type { DictRefundRequest } from '../../integrations/dict/refund-requests.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { OUR_ISPB, pixOf } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { freezeFunds } from '../banking/index.js';
import { sendReturn } from '../pix-engine/index.js';
import { lockCase, openCaseFor } from './cases.js';
import { holdForCase, releaseExpiredHolds } from './holds.js';
import { acceptRefundRequest, closeCase, rejectRefundRequest } from './refunds.js';
import { storeRefund } from './sync.js';

const HOUR = 3_600_000;
const SEED = Number(process.env.MED_PROPERTY_SEED ?? 20_261_125);
const REPLAY_PATH = process.env.MED_PROPERTY_PATH;
const BUDGET = { postgres: { clients: 20, runs: 100 }, pglite: { clients: 1, runs: 80 } };

const pick = fc.nat({ max: 1_000 });
const percent = fc.integer({ min: 1, max: 130 });
const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('hold' as const), pix: pick, type: fc.constantFrom('cautionary' as const, 'med' as const), percent }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), pix: pick, percent: fc.option(percent) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pix: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('staff return' as const), pix: pick, percent }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), hours: fc.integer({ min: 0, max: 100 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('close' as const), pix: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('internal hold' as const), pix: pick, percent }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;
const scenario = fc.record({
  pix: fc.array(fc.record({ amount: fc.integer({ min: 1_000, max: 60_000 }), askedBack: fc.boolean() }), { minLength: 1, maxLength: 4 }),
  operations: fc.array(operation, { minLength: 1, maxLength: 40 }),
});

let t: TestApp;
let pix: ReturnType<typeof pixOf>;
let account: { id: number; ispb: string; branch: string; account_number: string };
const actor = { id: 0, username: 'compliance' };
const refunds = new SimulatedRefundRequests(OUR_ISPB);
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
const tally: Record<string, number> = {};
let serial = 0;

const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));

beforeAll(async () => {
  t = await createTestApp({ poolSize: BUDGET.postgres.clients + 5, spi });
  actor.id = await t.addStaff('compliance', 'Super admin');
  account = await openAccount(t, await t.signIn('compliance'));
}, 60_000);
afterAll(() => t.close());

interface Asked {
  tradeId: number;
  amount: number;
  caseId: number;
  /** The refund request made to us; null for a case staff opened on their own. */
  requestId: number | null;
}

/** Pay-ins to our customer, each with its case: asked back by the payer's institution (a refund request made to us), or opened by staff. */
async function askedBack(received: readonly { amount: number; askedBack: boolean }[]): Promise<Asked[]> {
  pix ??= pixOf(t, spi);
  const now = t.clock.now();
  const asked: Asked[] = [];
  for (const { amount, askedBack: byThem } of received) {
    const trade = await pix.payin(account, amount);
    if (!byThem) {
      const { row } = await inTransaction((db) => openCaseFor(db, trade, { origin: 'staff', actor: actor.username, note: 'Fraud monitor', now, ourIspb: OUR_ISPB }));
      asked.push({ tradeId: trade.id, amount, caseId: row.id, requestId: null });
      continue;
    }
    const request: DictRefundRequest = {
      id: `property-${process.pid}-${serial++}`, endToEndId: trade.end_to_end_id, reason: 'FRAUD', amount, details: 'Asked back by the payer', requesterIspb: trade.payer_ispb,
      contestedIspb: OUR_ISPB, status: 'OPEN', analysisResult: null, rejectionReason: null, analysisDetails: null, refundedAmount: 0, returnId: null, createdAt: now, modifiedAt: now,
    };
    await inTransaction((db) => storeRefund(db, request, { now, ourIspb: OUR_ISPB }));
    const [row] = await rowsOf<{ id: number; case_id: number }>(t.db, sql`select id, case_id from med_refund_requests where dict_id = ${request.id}`);
    asked.push({ tradeId: trade.id, amount, caseId: row!.case_id, requestId: row!.id });
  }
  return asked;
}

const part = (amount: number, percent: number) => Math.max(1, Math.floor((amount * percent) / 100));

async function perform(operation: Operation, asked: readonly Asked[]): Promise<string> {
  const now = t.clock.now();
  if (operation.kind === 'expire') {
    const released = await releaseExpiredHolds(t.db, new Date(now.getTime() + operation.hours * HOUR));
    return released > 0 ? 'expired' : 'nothing expired';
  }
  const pixOfRun = asked[operation.pix % asked.length]!;
  const acting = { actor, now, ourIspb: OUR_ISPB, refunds, spi };
  switch (operation.kind) {
    case 'hold':
      await inTransaction((db) => holdForCase(db, { caseId: pixOfRun.caseId, type: operation.type, amount: part(pixOfRun.amount, operation.percent), reason: 'Blocked', actor, now }));
      return `${operation.type} hold`;
    case 'internal hold':
      await inTransaction((db) => freezeFunds(db, { accountId: account.id, amount: part(pixOfRun.amount, operation.percent), reason: 'Internal risk', actor, now }));
      return 'internal hold';
    case 'accept': {
      if (pixOfRun.requestId === null) return 'no request';
      const amount = operation.percent === null ? undefined : part(pixOfRun.amount, operation.percent);
      const id = pixOfRun.requestId;
      await inTransaction((db) => acceptRefundRequest(db, { ...acting, id, amount, details: 'Fraud confirmed' }));
      return 'accepted';
    }
    case 'reject': {
      const id = pixOfRun.requestId;
      if (id === null) return 'no request';
      await inTransaction((db) => rejectRefundRequest(db, { ...acting, id, rejectionReason: 'CANNOT_REFUND', details: 'The sale was real' }));
      return 'rejected';
    }
    case 'staff return':
      await inTransaction((db) => sendReturn(db, spi, { tradeId: pixOfRun.tradeId, amount: part(pixOfRun.amount, operation.percent), reasonCode: 'MD06', reason: 'Asked by the customer', actor, ourIspb: OUR_ISPB, now }));
      return 'staff return';
    case 'close':
      await inTransaction(async (db) => closeCase(db, await lockCase(db, pixOfRun.caseId), { note: 'Analysed', actor, now }));
      return 'closed';
  }
}

/** Runs the operations from `clients` concurrent clients; a refusal is an answer, anything else fails the run. */
async function interleaved(operations: readonly Operation[], asked: readonly Asked[], clients: number) {
  let next = 0;
  const client = async () => {
    while (next < operations.length) {
      const operation = operations[next++]!;
      const outcome = await perform(operation, asked).catch((error: unknown) => {
        if (error instanceof AppError && error.code !== 500) return `${operation.kind} refused`;
        throw error;
      });
      tally[outcome] = (tally[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}

async function expectPromisesKept(asked: readonly Asked[]) {
  expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  for (const pixOfRun of asked) {
    const [money] = await rowsOf<{ returned: string; held: string; status: string }>(t.db, sql`
      select (select coalesce(sum(amount), 0) from pix_returns where trade_id = ${pixOfRun.tradeId} and status <> 'rejected') as returned,
             (select coalesce(sum(remaining), 0) from funds_freezes where trade_id = ${pixOfRun.tradeId} and status = 'active') as held,
             (select status from med_cases where id = ${pixOfRun.caseId}) as status`);
    expect(Number(money!.returned)).toBeLessThanOrEqual(pixOfRun.amount);
    if (money!.status === 'closed') expect(Number(money!.held)).toBe(0);
    if (pixOfRun.requestId === null) continue;
    const [request] = await t.db.select().from(medRefundRequests).where(sql`${medRefundRequests.id} = ${pixOfRun.requestId}`);
    const returns = await rowsOf<{ amount: string; return_id: string }>(t.db, sql`select amount, return_id from pix_returns where reason = ${JSON.stringify(note('med.refund_paid', { request: request!.dict_id }))}::jsonb`);
    const accepted = request!.analysis_result === 'TOTALLY_ACCEPTED' || request!.analysis_result === 'PARTIALLY_ACCEPTED';
    expect(returns.map((r) => [Number(r.amount), r.return_id])).toEqual(accepted ? [[request!.refunded_amount, request!.return_id]] : []);
  }
}

describe('the MED under random concurrent holds, expiries, answers and returns (property)', () => {
  it('keeps the ledger whole, never over-returns, and gives each accepted request exactly one return', async () => {
    const budget = t.driver === 'postgres' ? BUDGET.postgres : BUDGET.pglite;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ pix: received, operations }) => {
        await deposit(t.db, account.id, 100_000, t.clock.now());
        const asked = await askedBack(received);
        await interleaved(operations, asked, budget.clients);
        await expectPromisesKept(asked);
        // Each run starts after the last one's blocks could expire.
        t.clock.advance(200 * HOUR);
        runs++;
      }),
      { seed: SEED, numRuns: budget.runs, ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}) },
    );
    if (REPLAY_PATH) return;
    expect(runs).toBe(budget.runs);
    console.log(`MED property: ${budget.runs} runs on ${t.driver}`, tally);
    for (const what of ['cautionary hold', 'med hold', 'accepted', 'rejected', 'staff return', 'expired', 'closed', 'accept refused', 'hold refused']) {
      expect(tally[what], what).toBeGreaterThan(0);
    }
  }, 180_000);
});
