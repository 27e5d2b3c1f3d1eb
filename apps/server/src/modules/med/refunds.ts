import { and, eq, ne, sql, sum } from 'drizzle-orm';
import { note, regulatory, type Stated } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { medCases, medRefundRequests, medTraceHops, pixReturns, trades } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import type { DictRefundRequest, RefundRequests } from '../../integrations/dict/refund-requests.js';
import type { SpiGateway } from '../../integrations/spi/gateway.js';
import { sendReturn } from '../pix-engine/index.js';
import { addCaseEvent, ensureOpen, lockCase, refreshDeadline, type CaseRow } from './cases.js';
import { lockCaseHolds, releaseCaseHolds, takeFromHolds } from './holds.js';
import { askDict } from '../../integrations/dict/ask.js';
import type { Principal } from '../../core/member.js';

// Refund requests of the MED, both ways: we ask for our customer's money back (requesting), or
// answer another institution that asks us (contested) with a Pix return from held money first.

export type RefundRow = typeof medRefundRequests.$inferSelect;
type Actor = Pick<Principal, 'id' | 'username'>;

const DAY = 86_400_000;
const { MED_ANALYSIS_DAYS, REFUND_WINDOW_DAYS } = regulatory.med;
export const analysisDeadline = (from: Date) => new Date(from.getTime() + MED_ANALYSIS_DAYS * DAY);

/** What a request row says of the DICT's answer. */
export const rowOfAnswer = (request: DictRefundRequest) => ({
  status: request.status, analysis_result: request.analysisResult, rejection_reason: request.rejectionReason,
  analysis_details: request.analysisDetails, refunded_amount: request.refundedAmount, return_id: request.returnId,
  dict_modified_at: request.modifiedAt, closed_at: request.status === 'OPEN' ? null : request.modifiedAt,
});

/** A stored request as the DICT would answer it, for a simulator that must carry on from it. */
export function dictRequestOf(row: RefundRow, endToEndId: string, ourIspb: string): DictRefundRequest {
  const ours = row.role === 'requesting';
  return {
    id: row.dict_id, endToEndId, reason: row.reason, amount: row.amount, details: row.details,
    requesterIspb: ours ? ourIspb : row.counterparty_ispb, contestedIspb: ours ? row.counterparty_ispb : ourIspb,
    status: row.status, analysisResult: row.analysis_result, rejectionReason: row.rejection_reason, analysisDetails: row.analysis_details,
    refundedAmount: row.refunded_amount, returnId: row.return_id, createdAt: row.created_at, modifiedAt: row.dict_modified_at,
  };
}

/** Requests with the end-to-end id of the Pix each asks about: the case's own, or a traced hop's. */
export const withAskedPix = (db: Database) => db.select({ row: medRefundRequests, e2e: sql<string>`coalesce(${medTraceHops.end_to_end_id}, ${trades.end_to_end_id})` })
  .from(medRefundRequests)
  .innerJoin(trades, eq(trades.id, medRefundRequests.trade_id))
  .leftJoin(medTraceHops, eq(medTraceHops.id, medRefundRequests.hop_id));

/**
 * The request, locked for the transaction. A simulated DICT is told it first, as the real one
 * would hold it (stored by the seed, or by another process).
 */
async function lockRequest(db: Database, id: number, acting: { refunds: RefundRequests; ourIspb: string }): Promise<RefundRow> {
  const [found] = await withAskedPix(db).where(eq(medRefundRequests.id, id)).for('update', { of: medRefundRequests });
  if (!found) throw notFound('refund_request', id);
  acting.refunds.simulation?.tell({ requests: [dictRequestOf(found.row, found.e2e, acting.ourIspb)] });
  return found.row;
}

/**
 * What of our customer's payout is not back yet nor asked for in an open request of ours (the
 * case's own or one along the traced chain): the most any new request may ask for.
 */
export async function leftToAsk(db: Database, trade: Pick<typeof trades.$inferSelect, 'id' | 'amount'>): Promise<number> {
  const [[returned], [asked]] = await Promise.all([
    db.select({ total: sum(pixReturns.amount).mapWith(Number) }).from(pixReturns)
      .where(and(eq(pixReturns.trade_id, trade.id), eq(pixReturns.direction, 'received'), ne(pixReturns.status, 'rejected'))),
    db.select({ total: sum(medRefundRequests.amount).mapWith(Number) }).from(medRefundRequests)
      .where(and(eq(medRefundRequests.trade_id, trade.id), eq(medRefundRequests.role, 'requesting'), eq(medRefundRequests.status, 'OPEN'))),
  ]);
  return trade.amount - (returned?.total ?? 0) - (asked?.total ?? 0);
}

interface Filing {
  caseId: number;
  reason: RefundRow['reason'];
  amount: number;
  details: string;
  actor: Actor;
  now: Date;
  ourIspb: string;
  refunds: RefundRequests;
}

/**
 * Asks the receiver's institution, through the DICT, for our customer's money back: refused unless
 * the case is open on the payer's side, the Pix is at most 80 days old, no request of ours is open
 * and the amount fits what is not back yet.
 */
export async function fileRefundRequest(db: Database, input: Filing): Promise<RefundRow> {
  const row = await lockCase(db, input.caseId);
  ensureOpen(row);
  if (row.side !== 'payer') throw refusalError(409, 'refund.receiver_side', { case: String(row.id) });
  const [trade] = await db.select().from(trades).where(eq(trades.id, row.trade_id));
  if (input.now.getTime() - trade!.created_at.getTime() > REFUND_WINDOW_DAYS * DAY) {
    throw refusalError(409, 'refund.window_closed', { trade: trade!.trade_no, days: REFUND_WINDOW_DAYS });
  }
  const [open] = await db.select({ id: medRefundRequests.id }).from(medRefundRequests)
    .where(and(eq(medRefundRequests.trade_id, row.trade_id), eq(medRefundRequests.role, 'requesting'), eq(medRefundRequests.status, 'OPEN')));
  if (open) throw refusalError(409, 'refund.already_open', { request: String(open.id), case: String(row.id) });
  const left = await leftToAsk(db, trade!);
  if (input.amount > left) throw refusalError(409, 'refund.above_left', { amount: input.amount, trade: trade!.trade_no, left });

  const asked = await askDict('refund.dict_refused', () => input.refunds.create({
    endToEndId: row.end_to_end_id, reason: input.reason, amount: input.amount, details: input.details,
    requesterIspb: input.ourIspb, contestedIspb: row.counterparty_ispb,
  }, input.now));
  const [created] = await db.insert(medRefundRequests).values({
    dict_id: asked.id, case_id: row.id, trade_id: row.trade_id, role: 'requesting', reason: input.reason, amount: input.amount, details: input.details,
    counterparty_ispb: row.counterparty_ispb, requested_by: input.actor.username, created_at: asked.createdAt, deadline_at: analysisDeadline(asked.createdAt),
    ...rowOfAnswer(asked),
  }).returning();
  await addCaseEvent(db, { caseId: row.id, kind: 'refund_requested', actor: input.actor.username, note: note('med.refund_reason', { reason: input.reason, details: input.details }), amount: input.amount, at: input.now });
  await refreshDeadline(db, row.id);
  return created!;
}

/** Refuses a change to a request that is not open, or not ours to make in its role. */
function ensureMayAnswer(request: RefundRow, as: 'contested' | 'requesting', sideName: string) {
  if (request.status !== 'OPEN') throw refusalError(409, 'refund.not_open', { request: String(request.id), status: request.status });
  if (request.role === as) return;
  if (as === 'contested') throw refusalError(409, 'refund.answer_ours', { request: String(request.id) });
  throw refusalError(409, 'refund.cancel_theirs', { request: String(request.id), side: sideName });
}

interface Acting {
  actor: Actor;
  now: Date;
  ourIspb: string;
  refunds: RefundRequests;
  spi: SpiGateway;
}

/**
 * Accepts a refund request made to us, whole or in part: the Pix return posts through the engine
 * from the case's held money first (over-return is refused by the engine), the DICT hears the
 * answer with the return's id, and the case closes, releasing what its holds still block.
 */
export async function acceptRefundRequest(db: Database, input: { id: number; amount: number | undefined; details: string } & Acting) {
  const request = await lockRequest(db, input.id, input);
  ensureMayAnswer(request, 'contested', request.counterparty_ispb);
  const amount = input.amount ?? request.amount;
  if (amount > request.amount) throw refusalError(409, 'refund.accept_above_asked', { amount, request: String(request.id), asked: request.amount });
  const row = await lockCase(db, request.case_id);
  // The holds before the trade and the account, as every release takes them.
  const holds = await lockCaseHolds(db, row);
  const fromHeld = Math.min(amount, holds.reduce((total, hold) => total + hold.remaining, 0));
  const pixReturn = await sendReturn(db, input.spi, {
    tradeId: request.trade_id, amount, reasonCode: request.reason === 'OPERATIONAL_FLAW' ? 'BE08' : 'FR01', fromHeld,
    reason: note('med.refund_paid', { request: request.dict_id }), actor: input.actor, ourIspb: input.ourIspb, now: input.now,
  });
  if (pixReturn.status === 'rejected') throw refusalError(409, 'refund.return_rejected', { reason: pixReturn.failure_reason!.params.code });
  await takeFromHolds(db, holds, fromHeld, input.now);

  const result = amount === request.amount ? 'TOTALLY_ACCEPTED' : 'PARTIALLY_ACCEPTED';
  const answered = await askDict('refund.dict_refused', () => input.refunds.close(request.dict_id, { result, refundedAmount: amount, returnId: pixReturn.return_id, details: input.details }, input.now));
  const [after] = await db.update(medRefundRequests).set({ ...rowOfAnswer(answered), answered_by: input.actor.username }).where(eq(medRefundRequests.id, request.id)).returning();
  await addCaseEvent(db, { caseId: row.id, kind: 'refund_accepted', actor: input.actor.username, note: note('med.refund_result', { result, details: input.details }), amount, at: input.now });
  await addCaseEvent(db, { caseId: row.id, kind: 'return_sent', actor: input.actor.username, note: note('med.return', { return: pixReturn.return_id }), amount, at: input.now });
  await closeCase(db, row, { note: input.details, actor: input.actor, now: input.now });
  return { before: request, after: after! };
}

/** Rejects a refund request made to us, with the MED's reason. */
export async function rejectRefundRequest(db: Database, input: { id: number; rejectionReason: NonNullable<RefundRow['rejection_reason']>; details: string } & Acting) {
  const request = await lockRequest(db, input.id, input);
  ensureMayAnswer(request, 'contested', request.counterparty_ispb);
  const row = await lockCase(db, request.case_id);
  const answered = await askDict('refund.dict_refused', () => input.refunds.close(request.dict_id, { result: 'REJECTED', rejectionReason: input.rejectionReason, details: input.details }, input.now));
  const [after] = await db.update(medRefundRequests).set({ ...rowOfAnswer(answered), answered_by: input.actor.username }).where(eq(medRefundRequests.id, request.id)).returning();
  await addCaseEvent(db, { caseId: row.id, kind: 'refund_rejected', actor: input.actor.username, note: note('med.refund_rejection', { rejection: input.rejectionReason, details: input.details }), at: input.now });
  await refreshDeadline(db, row.id);
  return { before: request, after: after! };
}

/** Withdraws a refund request of ours while it is open. */
export async function cancelRefundRequest(db: Database, input: { id: number; details: string } & Omit<Acting, 'spi'>) {
  const request = await lockRequest(db, input.id, input);
  ensureMayAnswer(request, 'requesting', request.counterparty_ispb);
  const row = await lockCase(db, request.case_id);
  const answered = await askDict('refund.dict_refused', () => input.refunds.cancel(request.dict_id, input.now));
  const [after] = await db.update(medRefundRequests).set(rowOfAnswer(answered)).where(eq(medRefundRequests.id, request.id)).returning();
  await addCaseEvent(db, { caseId: row.id, kind: 'refund_cancelled', actor: input.actor.username, note: input.details, amount: request.amount, at: input.now });
  await refreshDeadline(db, row.id);
  return { before: request, after: after! };
}

/**
 * Closes a case: refused while a refund request of it is open; what its holds still block goes
 * back to the customer.
 */
export async function closeCase(db: Database, row: CaseRow, input: { note: Stated; actor: Actor | null; now: Date }): Promise<CaseRow> {
  ensureOpen(row);
  const [open] = await db.select({ id: medRefundRequests.id }).from(medRefundRequests).where(and(eq(medRefundRequests.case_id, row.id), eq(medRefundRequests.status, 'OPEN')));
  if (open) throw refusalError(409, 'med.request_open', { case: String(row.id), request: String(open.id) });
  const actor = input.actor?.username ?? 'system';
  await releaseCaseHolds(db, row, input.actor, input.now);
  const [closed] = await db.update(medCases).set({ status: 'closed', closed_at: input.now, close_note: input.note }).where(eq(medCases.id, row.id)).returning();
  await addCaseEvent(db, { caseId: row.id, kind: 'closed', actor, note: input.note, at: input.now });
  await refreshDeadline(db, row.id);
  return closed!;
}
