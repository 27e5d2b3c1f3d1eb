import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { infractionTasks, medCases, medRefundRequests, trades } from '../../db/schema/index.js';
import { pullNow, pullPeriodically, type CursorPull } from '../../db/sync-cursor.js';
import type { CustomerChannel } from '../../integrations/customer/channel.js';
import { askDict } from '../../integrations/dict/ask.js';
import type { FundsRecoveries } from '../../integrations/dict/funds-recoveries.js';
import type { DictRefundRequest, RefundRequests } from '../../integrations/dict/refund-requests.js';
import { receiveReturn } from '../pix-engine/index.js';
import { addCaseEvent, CUSTOMER_ACTOR, DICT_ACTOR, lockCase, openCaseFor, refreshDeadline, SYSTEM_ACTOR } from './cases.js';
import { storeRecoveryChange } from './funds-recovery.js';
import { analysisDeadline, closeCase, dictRequestOf, rowOfAnswer, withAskedPix, type RefundRow } from './refunds.js';

// The MED's pull from outside: customers' contestations from their app, refund requests the
// other institutions make to us and their answers to ours, and the reports about our Pix that
// have no case yet.

const DAY = 86_400_000;

export interface MedOutside {
  refunds: RefundRequests;
  customers: CustomerChannel;
  /** MED 2.0's funds recoveries, at the DICT when one is spoken to. */
  recoveries: FundsRecoveries | null;
}
interface SyncInput {
  now: Date;
  ourIspb: string;
}

const medPull = (outside: MedOutside, input: SyncInput): CursorPull<MedPulled> => ({ name: 'med', firstReachMs: 7 * DAY, pull: (db, since) => pull(db, outside, since, input) });

/** Pulls now, waiting for a pull under way in another process. */
export const syncMed = (db: Database, outside: MedOutside, input: SyncInput) => pullNow(db, medPull(outside, input), input.now);

/** The periodic pull, in its own transaction: skipped (null) while another process pulls, or when one did lately. */
export const syncMedPeriodically = (db: Database, outside: MedOutside, input: SyncInput) => pullPeriodically(db, medPull(outside, input), input.now);

interface MedPulled { contestations: number; refund_requests: number; answers: number; time: string }

async function pull(db: Database, outside: MedOutside, since: Date, input: SyncInput): Promise<MedPulled> {
  await tellSimulations(db, outside, { since, ...input });
  let contestations = 0;
  for (const contestation of await outside.customers.contestationsSince(since, input.now)) {
    const [trade] = await db.select().from(trades).where(and(eq(trades.end_to_end_id, contestation.endToEndId), eq(trades.trade_type, 'payout'), eq(trades.payer_document, contestation.document)));
    if (!trade) continue;
    const { opened } = await openCaseFor(db, trade, {
      origin: 'contestation', actor: CUSTOMER_ACTOR, note: note('med.contested', { situation: contestation.situation, details: contestation.details }), now: contestation.at, ourIspb: input.ourIspb, contestationId: contestation.id,
    });
    if (opened) contestations++;
  }
  let requests = 0;
  let answers = 0;
  for (const change of await outside.refunds.listModifiedSince(since, input.now)) {
    const outcome = await storeRefund(db, change, input);
    if (outcome === 'received') requests++;
    if (outcome === 'answered') answers++;
  }
  // The DICT's news of our funds recoveries are answers too: a trail tracked, analyses, returns.
  const recoveries = outside.recoveries;
  if (recoveries) {
    for (const change of await askDict('recovery.dict_refused', () => recoveries.listModifiedSince(since))) {
      if (await storeRecoveryChange(db, change, input.now) === 'moved') answers++;
    }
  }
  await openCasesForReports(db, input);
  return { contestations, refund_requests: requests, answers, time: input.now.toISOString() };
}

/** Stores a refund request the DICT answered: a new one made to us, or news of one we hold. */
export async function storeRefund(db: Database, change: DictRefundRequest, input: SyncInput): Promise<'received' | 'answered' | 'unchanged'> {
  const [held] = await db.select().from(medRefundRequests).where(eq(medRefundRequests.dict_id, change.id)).for('update');
  if (held) return change.modifiedAt > held.dict_modified_at ? applyAnswer(db, held, change) : 'unchanged';
  if (change.contestedIspb !== input.ourIspb) return 'unchanged';
  const [trade] = await db.select().from(trades).where(and(eq(trades.end_to_end_id, change.endToEndId), eq(trades.trade_type, 'payin')));
  if (!trade) return 'unchanged';
  const { row } = await openCaseFor(db, trade, { origin: 'refund_request', actor: DICT_ACTOR, note: note('med.asked_by_request', { request: change.id }), now: change.createdAt, ourIspb: input.ourIspb });
  const [created] = await db.insert(medRefundRequests).values({
    dict_id: change.id, case_id: row.id, trade_id: trade.id, role: 'contested', reason: change.reason, amount: change.amount, details: change.details,
    counterparty_ispb: change.requesterIspb, requested_by: DICT_ACTOR, created_at: change.createdAt, deadline_at: analysisDeadline(change.createdAt), ...rowOfAnswer(change),
  }).onConflictDoNothing({ target: medRefundRequests.dict_id }).returning();
  if (!created) return 'unchanged';
  await addCaseEvent(db, { caseId: row.id, kind: 'refund_request_received', actor: DICT_ACTOR, note: note('med.refund_reason', { reason: change.reason, details: change.details }), amount: change.amount, at: change.createdAt });
  await refreshDeadline(db, row.id);
  return 'received';
}

/**
 * The other side's answer to a request: cancelled by them, or answered to ours. An accepted answer
 * carries the Pix return that credits our customer (once per return id) and closes the case.
 */
async function applyAnswer(db: Database, held: RefundRow, change: DictRefundRequest): Promise<'answered' | 'unchanged'> {
  await db.update(medRefundRequests).set({ ...rowOfAnswer(change), answered_by: held.role === 'requesting' ? DICT_ACTOR : held.answered_by })
    .where(eq(medRefundRequests.id, held.id));
  const row = await lockCase(db, held.case_id);
  if (change.status === 'CANCELLED') {
    await addCaseEvent(db, { caseId: row.id, kind: 'refund_cancelled', actor: DICT_ACTOR, amount: held.amount, at: change.modifiedAt });
  } else if (held.status === 'OPEN' && change.status === 'CLOSED' && held.role === 'requesting') {
    await addCaseEvent(db, { caseId: row.id, kind: 'refund_answered', actor: DICT_ACTOR, note: answerNote(change), amount: change.refundedAmount || null, at: change.modifiedAt });
    if (change.returnId && change.refundedAmount > 0) return creditReturn(db, row, change);
  } else {
    return 'unchanged';
  }
  await refreshDeadline(db, row.id);
  return 'answered';
}

/** The other side's analysis of a request of ours: its result, or its reason to reject, and their words. */
function answerNote(change: DictRefundRequest) {
  const details = change.analysisDetails ?? '';
  return change.analysisResult === 'REJECTED'
    ? note('med.refund_rejection', { rejection: change.rejectionReason!, details })
    : note('med.refund_result', { result: change.analysisResult!, details });
}

/** The Pix return an accepted request of ours carries: credited to our customer, and the case closes. */
async function creditReturn(db: Database, row: typeof medCases.$inferSelect, change: DictRefundRequest): Promise<'answered'> {
  // The money comes back to our customer against their own Pix, also when a hop along the chain gives it back.
  const outcome = await receiveReturn(db, {
    returnId: change.returnId!, originalEndToEndId: row.end_to_end_id, amount: change.refundedAmount, reasonCode: 'FR01', at: change.modifiedAt,
  });
  const returned = outcome.accepted ? note('med.return', { return: change.returnId! }) : note('med.return_refused', { return: change.returnId!, code: outcome.reason.params.code });
  await addCaseEvent(db, { caseId: row.id, kind: 'return_received', actor: SYSTEM_ACTOR, note: returned, amount: change.refundedAmount, at: change.modifiedAt });
  // The last answer closes the case; while other requests along the chain wait, it stays open.
  const [waiting] = await db.select({ id: medRefundRequests.id }).from(medRefundRequests).where(and(eq(medRefundRequests.case_id, row.id), eq(medRefundRequests.status, 'OPEN')));
  if (row.status === 'open' && !waiting) await closeCase(db, row, { note: note('med.closed_by_answer', { result: change.analysisResult! }), actor: null, now: change.modifiedAt });
  else await refreshDeadline(db, row.id);
  return 'answered';
}

/** Every report another institution made about a Pix of ours that is still running gets its case. */
async function openCasesForReports(db: Database, input: SyncInput) {
  const reports = await db.select({ trade: trades, dict_id: infractionTasks.dict_id, situation: infractionTasks.situation_type, at: infractionTasks.created_at })
    .from(infractionTasks)
    .innerJoin(trades, eq(trades.id, infractionTasks.trade_id))
    .leftJoin(medCases, eq(medCases.trade_id, infractionTasks.trade_id))
    .where(and(eq(infractionTasks.reported_by, 'counterparty'), inArray(infractionTasks.status, ['open', 'received']), isNotNull(infractionTasks.trade_id), isNull(medCases.id)));
  for (const report of reports) {
    await openCaseFor(db, report.trade, { origin: 'infraction_report', actor: DICT_ACTOR, note: note('med.reported', { report: report.dict_id, situation: report.situation }), now: report.at, ourIspb: input.ourIspb });
  }
}

/** A simulator is told what the real systems know: our recent Pix, and the requests we hold that may still move. */
async function tellSimulations(db: Database, outside: MedOutside, input: SyncInput & { since: Date }) {
  const settled = or(eq(trades.status, 'success'), eq(trades.status, 'refunded'));
  const { customers, refunds } = outside;
  if (customers.simulation) {
    const from = new Date(input.since.getTime() - customers.simulation.lookbackMs);
    const payouts = await db.select({ e2e: trades.end_to_end_id, document: trades.payer_document, at: trades.created_at }).from(trades)
      .where(and(eq(trades.trade_type, 'payout'), settled, ne(trades.payee_ispb, input.ourIspb), gte(trades.created_at, from), lte(trades.created_at, input.now)));
    customers.simulation.tell(payouts.map((p) => ({ endToEndId: p.e2e, payerDocument: p.document, createdAt: p.at })));
  }
  if (refunds.simulation) {
    const from = new Date(input.since.getTime() - refunds.simulation.lookbackMs);
    const [payins, held] = await Promise.all([
      db.select({ e2e: trades.end_to_end_id, amount: trades.amount, payer_ispb: trades.payer_ispb, at: trades.created_at }).from(trades)
        .where(and(eq(trades.trade_type, 'payin'), settled, ne(trades.payer_ispb, input.ourIspb), gte(trades.created_at, from), lte(trades.created_at, input.now))),
      withAskedPix(db).where(or(eq(medRefundRequests.status, 'OPEN'), gte(medRefundRequests.created_at, from))),
    ]);
    refunds.simulation.tell({
      payins: payins.map((p) => ({ endToEndId: p.e2e, amount: p.amount, payerIspb: p.payer_ispb, createdAt: p.at })),
      requests: held.map((r) => dictRequestOf(r.row, r.e2e, input.ourIspb)),
    });
  }
}
