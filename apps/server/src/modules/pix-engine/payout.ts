import { note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import type { SpiAnswer, SpiGateway, SpiParty } from '../../integrations/spi/gateway.js';
import { eq } from 'drizzle-orm';
import { trades } from '../../db/schema/index.js';
import { availableOf, loadAccount, type LockedAccount } from '../banking/index.js';
import { postTransfer } from '../ledger/index.js';
import { pixRoomLeft } from './limit-period.js';
import { finishTrade, insertTrade, newEndToEndId, payoutFee, type PixRefusal } from './trade-rows.js';
import { MARKED_PAYEE_REFUSAL, ruleForPayee, type PayeeScreening } from './payee-screening.js';

export interface PayoutRequest {
  accountId: number;
  amount: number;
  payee: SpiParty;
  description: string;
  ourIspb: string;
  now: Date;
  /**
   * The id the customer's app gave the payment, when it gave one: a request sent again with it is
   * the same payout and moves nothing. A fresh one is made when absent.
   */
  endToEndId?: string;
  /** The Pix key the customer paid, when they paid a key: a marked one follows the marked-payee rule. */
  payeeKey?: string;
}

async function tradeOf(db: Database, endToEndId: string) {
  const [trade] = await db.select().from(trades).where(eq(trades.end_to_end_id, endToEndId));
  return trade ?? null;
}

/**
 * Sends a Pix from one of our customers, checked in the caller's transaction with the account
 * locked, in this order: the account is active, its owner is not blocked, the payout fits what the
 * limit of the period leaves, and the money is available (held money is not). A refused payout is
 * a failed trade that says why, and moves nothing. An accepted one moves the amount to payouts in
 * flight and the fee to revenue, then settles at the SPI, or comes back whole (the fee too) when
 * the SPI rejects it. When the SPI has not answered yet, the trade stays processing with its money
 * in flight until `resolveInFlight` hears the answer or the time-out passes.
 */
export async function sendPayout(db: Database, spi: SpiGateway, request: PayoutRequest, screening?: PayeeScreening) {
  const account = await loadAccount(db, request.accountId, { forUpdate: true });
  const endToEndId = request.endToEndId ?? newEndToEndId(request.ourIspb, request.now);
  const earlier = request.endToEndId ? await tradeOf(db, endToEndId) : null;
  if (earlier) return earlier;
  const fee = payoutFee(account.owner_kind);
  const payer: SpiParty = { name: account.owner_name, document: account.owner_document, ispb: account.ispb, branch: account.branch, account: account.account_number };
  const accountRefusal = await refusalOf(db, account, { id: account.owner_id, doc_type: account.owner_doc_type }, request.amount + fee, request.now);
  const payeeRule = !accountRefusal && screening && request.payeeKey
    ? await ruleForPayee(db, screening, { key: request.payeeKey, document: request.payee.document }, request.amount, request.now)
    : null;
  const refusal = accountRefusal ?? (payeeRule === 'refused' ? MARKED_PAYEE_REFUSAL : null);
  const held = payeeRule === 'held_for_review';
  const trade = await insertTrade(db, {
    type: 'payout', ownerId: account.owner_id, accountId: account.id, amount: request.amount, fee, payer, payee: request.payee, endToEndId,
    description: request.description, at: request.now, outcome: refusal ? { status: 'failed', reason: refusal } : held ? { status: 'pending' } : null,
    payeeKey: request.payeeKey ?? null, payeeRule,
  });
  // The same request sent twice at once: the other one wrote it (the account lock makes this rare).
  if (!trade) return (await tradeOf(db, endToEndId))!;
  if (refusal) return trade;

  const money = { tradeId: trade.id, actor: null, now: request.now, reference: `trade:${trade.trade_no}` };
  await postTransfer(db, {
    ...money, key: `payout:${endToEndId}`, kind: 'payout', reason: note('pix.sent', { payee: request.payee.name }),
    legs: [
      { account: availableOf(account), amount: -(request.amount + fee) },
      { account: { system: 'payouts_in_flight' }, amount: request.amount },
      ...(fee ? [{ account: { system: 'fee_revenue' as const }, amount: fee }] : []),
    ],
  });
  // Held for a second look: its money waits in flight until staff send or refuse it.
  if (held) return trade;
  return sendToSpi(db, spi, trade, request.now);
}

/** Hands a payout whose money is in flight to the SPI and ends it by the answer. */
export async function sendToSpi(db: Database, spi: SpiGateway, trade: typeof trades.$inferSelect, now: Date) {
  const party = (side: 'payer' | 'payee'): SpiParty => ({
    name: trade[`${side}_name`], document: trade[`${side}_document`], ispb: trade[`${side}_ispb`], branch: trade[`${side}_branch`], account: trade[`${side}_account`],
  });
  const answer = await spi.sendPayout({ endToEndId: trade.end_to_end_id, amount: trade.amount, payer: party('payer'), payee: party('payee') }, db);
  return answerPayout(db, trade, answer, now);
}

/** Our own refusal of a payout whose money is already in flight (its second look). */
type Refused = { outcome: 'refused'; reason: PixRefusal };

/**
 * Ends a payout in flight by the SPI's answer, in the caller's transaction with the trade's
 * account locked or lockable: settled (in flight to settlement), or rejected (or refused by us)
 * with the money and the fee back on the account. A pending answer leaves it in flight.
 */
export async function answerPayout(db: Database, trade: typeof trades.$inferSelect, answer: SpiAnswer | Refused, now: Date) {
  if (answer.outcome === 'pending') return trade;
  const money = { tradeId: trade.id, actor: null, now, reference: `trade:${trade.trade_no}` };
  if (answer.outcome === 'settled') {
    await postTransfer(db, {
      ...money, key: `payout-settled:${trade.end_to_end_id}`, kind: 'payout_settled', reason: note('pix.settled'),
      legs: [{ account: { system: 'payouts_in_flight' }, amount: -trade.amount }, { account: { system: 'settlement' }, amount: trade.amount }],
    });
    return finishTrade(db, trade.id, { status: 'success' }, now);
  }
  const reason = answer.outcome === 'refused' ? answer.reason : note('spi.refused', { code: answer.code });
  await postTransfer(db, {
    ...money, key: `payout-rejected:${trade.end_to_end_id}`, kind: 'payout_rejected', reason: note('pix.rejected', { code: reason.params.code }),
    legs: [
      { account: { system: 'payouts_in_flight' }, amount: -trade.amount },
      ...(trade.fee ? [{ account: { system: 'fee_revenue' as const }, amount: -trade.fee }] : []),
      { account: availableOf({ id: trade.account_id! }), amount: trade.amount + trade.fee },
    ],
  });
  return finishTrade(db, trade.id, { status: 'failed', reason }, now);
}

/** Why a payout of `total` (amount and fee) cannot leave the account now, or null when it can. */
async function refusalOf(db: Database, account: LockedAccount, owner: { id: number; doc_type: 'CPF' | 'CNPJ' }, total: number, now: Date): Promise<PixRefusal | null> {
  const standing = await standingRefusal(db, account, owner, total - payoutFee(account.owner_kind), now);
  if (standing) return standing;
  if (total > account.available + account.frozen) return note('spi.insufficient', { code: 'AM04', available: account.available, total });
  if (total > account.available) return note('spi.money_held', { code: 'AM04', held: account.frozen, available: account.available, total });
  return null;
}

/**
 * Why a payout of `amount` may not go now whatever the money on the account: the account is not
 * active, its owner is blocked, or the amount passes what the period's limit leaves. A held payout
 * sent after its second look is asked again, counted without itself (`except`).
 */
export async function standingRefusal(
  db: Database, account: LockedAccount, owner: { id: number; doc_type: 'CPF' | 'CNPJ' }, amount: number, now: Date, except?: number,
): Promise<PixRefusal | null> {
  if (account.status !== 'active') return note('spi.refused', { code: 'AC07' });
  if (account.owner_status === 'blocked') return note('spi.refused', { code: 'AC06' });
  const room = await pixRoomLeft(db, owner, now, except);
  if (room.used + amount > room.limit) {
    return note('spi.over_limit', { code: 'AM02', used: room.used, period: room.period, limit: room.limit });
  }
  return null;
}
