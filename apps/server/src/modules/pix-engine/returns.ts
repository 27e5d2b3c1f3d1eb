import { and, eq, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { note, type ReturnReason, type SpiNote, type Stated, staff } from '@wallet/contracts';
import { pixReturns, trades } from '../../db/schema/index.js';
import type { SpiAnswer, SpiGateway, SpiIncomingReturn } from '../../integrations/spi/gateway.js';
import { notFound, refusalError } from '../../core/errors.js';
import { availableOf, heldOf, loadAccount } from '../banking/index.js';
import { postTransfer } from '../ledger/index.js';
import { newReturnId } from './trade-rows.js';

type Trade = typeof trades.$inferSelect;
type PixReturn = typeof pixReturns.$inferSelect;
type ReturnReasonCode = (typeof ReturnReason.codes)[number];

/** The central bank lets a Pix's money be returned for 90 days after the Pix. */
const RETURN_WINDOW_DAYS = 90;
const DAY = 86_400_000;
export const withinReturnWindow = (paidAt: Date, now: Date) => now.getTime() - paidAt.getTime() <= RETURN_WINDOW_DAYS * DAY;

export interface ReturnRequest {
  tradeId: number;
  amount: number;
  reasonCode: ReturnReasonCode;
  /** The member's reason, or the system's note when no member asked (the MED, simulated traffic). */
  reason: Stated;
  actor: { id: number; username: string } | null;
  ourIspb: string;
  now: Date;
  /** The return's id when the caller has one (the seed's, reproducible); a fresh one otherwise. */
  returnId?: string;
  /**
   * Centavos of it paid from the customer's held money (a MED return gives back what its holds
   * blocked first); the caller has taken them from those holds. The rest comes from available money.
   */
  fromHeld?: number;
}

async function lockTrade(db: Database, tradeId: number): Promise<Trade> {
  const [trade] = await db.select().from(trades).where(eq(trades.id, tradeId)).for('update');
  if (!trade) throw notFound('trade', tradeId);
  return trade;
}

/** What of a trade's money has been returned, or is on its way back, in one direction. */
async function returnedSoFar(db: Database, tradeId: number, direction: PixReturn['direction']) {
  const [row] = await db.select({ total: sum(pixReturns.amount).mapWith(Number) }).from(pixReturns)
    .where(and(eq(pixReturns.trade_id, tradeId), eq(pixReturns.direction, direction), ne(pixReturns.status, 'rejected')));
  return row?.total ?? 0;
}

/**
 * Gives back money of a Pix one of our customers received (a devolução), whole or in part, in the
 * caller's transaction: the trade locked, then the account. Refused, moving nothing, unless the
 * trade is a settled pay-in of the last 90 days, the amount fits what is left of it and the
 * customer has it available. The money moves to returns payable and settles at the SPI, or comes
 * back to the customer when the SPI rejects the return; a pay-in returned whole is `refunded`.
 */
export async function sendReturn(db: Database, spi: SpiGateway, request: ReturnRequest) {
  const trade = await lockTrade(db, request.tradeId);
  const refusal = { trade: trade.trade_no };
  if (trade.trade_type !== 'payin') throw refusalError(409, 'returns.not_a_payin', refusal);
  if (trade.status !== 'success') throw refusalError(409, 'returns.not_settled', { ...refusal, status: trade.status });
  if (!withinReturnWindow(trade.created_at, request.now)) throw refusalError(409, 'returns.too_late', { ...refusal, days: RETURN_WINDOW_DAYS });
  const left = trade.amount - (await returnedSoFar(db, trade.id, 'sent'));
  if (request.amount > left) throw refusalError(409, 'returns.above_what_is_left', { ...refusal, amount: request.amount, left });
  const account = await loadAccount(db, trade.account_id!, { forUpdate: true });
  const fromHeld = request.fromHeld ?? 0;
  if (fromHeld > account.frozen) throw new Error(`A return cannot take ${fromHeld} held centavos from account ${account.id}, which holds ${account.frozen}`);
  if (request.amount - fromHeld > account.available) {
    if (fromHeld > 0) throw refusalError(409, 'refund.insufficient', { amount: request.amount, account: account.account_number, held: fromHeld, available: account.available });
    throw refusalError(409, 'returns.insufficient', { amount: request.amount, account: account.account_number, available: account.available });
  }

  const [created] = await db.insert(pixReturns).values({
    return_id: request.returnId ?? newReturnId(request.ourIspb, request.now), trade_id: trade.id, direction: 'sent', amount: request.amount,
    reason_code: request.reasonCode, reason: request.reason, status: 'processing', operator: request.actor?.username ?? staff.SYSTEM_OPERATOR, created_at: request.now,
  }).returning();
  const pixReturn = created!;
  await postTransfer(db, {
    key: `return-sent:${pixReturn.return_id}`, kind: 'return_sent', tradeId: trade.id, reference: `trade:${trade.trade_no}`,
    reason: typeof request.reason === 'string' ? note('return.sent_because', { code: request.reasonCode, reason: request.reason }) : note('return.sent', { code: request.reasonCode }), actor: request.actor, now: request.now,
    legs: [
      ...(fromHeld > 0 ? [{ account: heldOf(account), amount: -fromHeld }] : []),
      ...(request.amount > fromHeld ? [{ account: availableOf(account), amount: fromHeld - request.amount }] : []),
      { account: { system: 'returns_payable' }, amount: request.amount },
    ],
  });
  const answer = await spi.sendReturn({ returnId: pixReturn.return_id, originalEndToEndId: trade.end_to_end_id, amount: request.amount, reasonCode: request.reasonCode }, db);
  return answerReturn(db, pixReturn, answer, request.now);
}

/**
 * Ends a return we sent by the SPI's answer, in the caller's transaction with its trade locked:
 * settled (returns payable to settlement; the trade `refunded` once returned whole), or rejected
 * with the money back on the customer's account. A pending answer leaves it on its way.
 */
export async function answerReturn(db: Database, pixReturn: PixReturn, answer: SpiAnswer, now: Date): Promise<PixReturn> {
  if (answer.outcome === 'pending') return pixReturn;
  const [trade] = await db.select().from(trades).where(eq(trades.id, pixReturn.trade_id));
  const money = { tradeId: trade!.id, actor: null, now, reference: `trade:${trade!.trade_no}` };
  if (answer.outcome === 'settled') {
    await postTransfer(db, {
      ...money, key: `return-settled:${pixReturn.return_id}`, kind: 'return_settled', reason: note('return.settled'),
      legs: [{ account: { system: 'returns_payable' }, amount: -pixReturn.amount }, { account: { system: 'settlement' }, amount: pixReturn.amount }],
    });
    const settled = await finishReturn(db, pixReturn.id, { status: 'settled' }, now);
    await markRefundedWhenWhole(db, trade!, 'sent', now);
    return settled;
  }
  const reason = note('spi.refused', { code: answer.code });
  await postTransfer(db, {
    ...money, key: `return-rejected:${pixReturn.return_id}`, kind: 'return_rejected', reason: note('return.rejected', { code: answer.code }),
    legs: [{ account: { system: 'returns_payable' }, amount: -pixReturn.amount }, { account: availableOf({ id: trade!.account_id! }), amount: pixReturn.amount }],
  });
  return finishReturn(db, pixReturn.id, { status: 'rejected', reason }, now);
}

async function finishReturn(db: Database, id: number, outcome: { status: 'settled' } | { status: 'rejected'; reason: SpiNote }, at: Date) {
  const [row] = await db.update(pixReturns)
    .set({ status: outcome.status, failure_reason: outcome.status === 'rejected' ? outcome.reason : null, finished_at: at })
    .where(eq(pixReturns.id, id)).returning();
  return row!;
}

/** A trade whose whole amount came back, settled, is `refunded`. */
async function markRefundedWhenWhole(db: Database, trade: Trade, direction: PixReturn['direction'], at: Date) {
  const [row] = await db.select({ total: sum(pixReturns.amount).mapWith(Number) }).from(pixReturns)
    .where(and(eq(pixReturns.trade_id, trade.id), eq(pixReturns.direction, direction), eq(pixReturns.status, 'settled')));
  if ((row?.total ?? 0) < trade.amount) return;
  await db.update(trades).set({ status: 'refunded', refunded_at: sql`greatest(${at}::timestamptz, ${trades.finished_at})` }).where(eq(trades.id, trade.id));
}

/**
 * Why a return another institution sends us would be refused now, in the SPI's words, or null
 * when it would be taken (the checks `receiveReturn` makes, without a lock): of no settled payout
 * of ours (AB09), above what is left of it (AM09), to an account closed meanwhile (AC07).
 */
export async function incomingReturnRefusal(db: Database, incoming: SpiIncomingReturn): Promise<'AB09' | 'AM09' | 'AC07' | null> {
  const [trade] = await db.select().from(trades).where(eq(trades.end_to_end_id, incoming.originalEndToEndId));
  if (!trade || trade.trade_type !== 'payout' || trade.status !== 'success') return 'AB09';
  if (incoming.amount > trade.amount - (await returnedSoFar(db, trade.id, 'received'))) return 'AM09';
  return (await loadAccount(db, trade.account_id!, { forUpdate: false })).status === 'active' ? null : 'AC07';
}

/** What became of a return another institution sent us: taken, or refused (moving nothing) and why. */
export type IncomingReturnOutcome = { accepted: true; pixReturn: PixReturn } | { accepted: false; reason: SpiNote };

/**
 * Takes money of one of our payouts that the payee's institution gives back, in the caller's
 * transaction: credited to the account it left from (settlement pays it), once per return id.
 * Refused, moving nothing, when the payout is not ours or not settled, the amount exceeds what is
 * left of it, or the account has been closed meanwhile.
 */
export async function receiveReturn(db: Database, incoming: SpiIncomingReturn): Promise<IncomingReturnOutcome> {
  const earlier = async () => {
    const [row] = await db.select().from(pixReturns).where(eq(pixReturns.return_id, incoming.returnId));
    return row ? { accepted: true as const, pixReturn: row } : null;
  };
  const before = await earlier();
  if (before) return before;
  const [found] = await db.select({ id: trades.id }).from(trades).where(eq(trades.end_to_end_id, incoming.originalEndToEndId));
  if (!found) return { accepted: false, reason: note('spi.refused', { code: 'AM05' }) };
  const trade = await lockTrade(db, found.id);
  // The same return delivered twice at once: the other delivery held the trade and wrote it.
  const meanwhile = await earlier();
  if (meanwhile) return meanwhile;
  if (trade.trade_type !== 'payout' || trade.status !== 'success') return { accepted: false, reason: note('spi.refused', { code: 'AM05' }) };
  const left = trade.amount - (await returnedSoFar(db, trade.id, 'received'));
  if (incoming.amount > left) return { accepted: false, reason: note('spi.return_above_left', { code: 'AM02', returned: incoming.amount, left }) };
  const account = await loadAccount(db, trade.account_id!, { forUpdate: true });
  if (account.status !== 'active') return { accepted: false, reason: note('spi.refused', { code: 'AC07' }) };

  const [created] = await db.insert(pixReturns).values({
    return_id: incoming.returnId, trade_id: trade.id, direction: 'received', amount: incoming.amount, reason_code: incoming.reasonCode,
    reason: note('return.by_payee_institution'), status: 'settled', operator: 'system', created_at: incoming.at, finished_at: incoming.at,
  }).onConflictDoNothing({ target: pixReturns.return_id }).returning();
  // The same return delivered twice at once: the other delivery wrote it, and posted its money.
  if (!created) return (await earlier())!;
  await postTransfer(db, {
    key: `return-received:${incoming.returnId}`, kind: 'return_received', tradeId: trade.id, reference: `trade:${trade.trade_no}`,
    reason: note('return.received', { code: incoming.reasonCode, payee: trade.payee_name }), actor: null, now: incoming.at,
    legs: [{ account: { system: 'settlement' }, amount: -incoming.amount }, { account: availableOf(account), amount: incoming.amount }],
  });
  await markRefundedWhenWhole(db, trade, 'received', incoming.at);
  return { accepted: true, pixReturn: created };
}
