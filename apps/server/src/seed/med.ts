import { and, desc, eq, gte, ne, notExists } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { admins, bankAccounts, medRefundRequests, pixReturns, trades } from '../db/schema/index.js';
import type { DictRefundRequest } from '../integrations/dict/refund-requests.js';
import { simulatedAnswer, SimulatedRefundRequests } from '../integrations/dict/refund-simulator.js';
import { uuidV4From } from '../uuid-v4.js';
import { digest } from '../integrations/dice.js';
import { CUSTOMER_ACTOR, openCaseFor, escalateHold, holdForCase, releaseExpiredHolds, acceptRefundRequest, dictRequestOf, fileRefundRequest, rejectRefundRequest, storeRefund, traceCase } from '../modules/med/index.js';
import { SimulatedFundsTracing } from '../integrations/dict/tracing-simulator.js';
import type { SeedGenerator } from './generator.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Trade = typeof trades.$inferSelect;

/**
 * MED cases in every state, on Pix the replayed traffic made in the last ten days: contestations
 * of our customers' payouts (one still to analyse, its money traced, one whose refund request was answered in part
 * and credited), and refund requests other institutions made about Pix our customers received
 * (open under a cautionary block, overdue, accepted from a MED hold, rejected), a cautionary block
 * that expired and one escalated. Each is made through the MED's own services, so its money,
 * timeline and deadlines are what the product would have written.
 */
export const demoMed: SeedGenerator = {
  name: 'med',
  async run({ db, now, seed, institution, log }) {
    const ourIspb = institution.ispb;
    const recent = (type: 'payin' | 'payout', days: number) => db.select().from(trades)
      .where(and(
        eq(trades.trade_type, type), eq(trades.status, 'success'), gte(trades.created_at, new Date(now.getTime() - days * DAY)),
        ne(type === 'payin' ? trades.payer_ispb : trades.payee_ispb, ourIspb),
        notExists(db.select({ id: pixReturns.id }).from(pixReturns).where(eq(pixReturns.trade_id, trades.id))),
      ))
      .orderBy(desc(trades.amount));
    // The last ten days' payouts first; older ones (up to 30 days) when the replayed days left fewer than two.
    const settledBefore = (days: number) => recent('payout', days).then((rows) => rows.filter((t) => t.created_at.getTime() < now.getTime() - 6 * HOUR));
    const young = await settledBefore(10);
    const payouts = [...young, ...(young.length < 2 ? (await settledBefore(30)).filter((t) => !young.some((y) => y.id === t.id)) : [])];
    const payins = await spendable(db, await recent('payin', 10));
    if (payouts.length < 2 || payins.length < 6) return log('med: none (too little recent Pix traffic)');
    const [member] = await db.select({ id: admins.id, username: admins.username }).from(admins).where(eq(admins.username, 'compliance'));
    const actor = member ?? { id: 0, username: 'system' };
    const refunds = new SimulatedRefundRequests(ourIspb);
    const acting = { actor, ourIspb, refunds, spi: settlingSpi };
    const after = (trade: Trade, hours: number) => new Date(Math.min(trade.created_at.getTime() + hours * HOUR, now.getTime()));

    // Payer side: the largest payouts, so that the simulated receiver gives back only part of them.
    const [toAnalyse, answered] = payouts;
    const toTrace = await contest(db, toAnalyse!, new Date(now.getTime() - 2 * HOUR), ourIspb);
    await traceCase(db, { caseId: toTrace.id, now, ourIspb, tracing: new SimulatedFundsTracing() });
    const contested = await contest(db, answered!, after(answered!, 2), ourIspb);
    const asked = await fileRefundRequest(db, { ...acting, caseId: contested.id, reason: 'FRAUD', amount: answered!.amount, details: 'Our customer paid a fake seller', now: after(answered!, 4) });
    await storeRefund(db, simulatedAnswer(dictRequestOf(asked, answered!.end_to_end_id, ourIspb)), { now: after(answered!, 5), ourIspb });

    // Receiver side: requests other institutions made about Pix our customers received.
    // Each story on a Pix received before its first event (an hour before, for its case to open): the oldest stories first.
    const pool = [...payins];
    const receivedBefore = (hoursAgo: number) => {
      const before = now.getTime() - hoursAgo * HOUR - HOUR;
      const index = pool.findIndex((trade) => trade.created_at.getTime() < before);
      return pool.splice(index >= 0 ? index : 0, 1)[0]!;
    };
    const ago = (trade: Trade, hours: number) => new Date(Math.max(now.getTime() - hours * HOUR, trade.created_at.getTime() + HOUR));
    const overdue = receivedBefore(8 * 24 + 3);
    const expiredPix = receivedBefore(80);
    const blocked = receivedBefore(30);
    const escalatedPix = receivedBefore(20);
    const [acceptedPix, rejectedPix] = pool;
    const received = (trade: Trade, at: Date, index: number) => storeRefund(db, requestFrom(trade, at, ourIspb, `${seed}:${index}`), { now: at, ourIspb });
    const caseOf = async (trade: Trade) => (await openCaseFor(db, trade, { origin: 'staff', actor: actor.username, note: 'Opened from the fraud monitor', now: after(trade, 1), ourIspb })).row;
    const hold = (caseId: number, type: 'cautionary' | 'med', amount: number, at: Date) =>
      holdForCase(db, { caseId, type, amount, reason: 'Suspect money received; held while we analyse', actor, now: at });

    await received(blocked, ago(blocked, 30), 1);
    await hold((await caseOf(blocked)).id, 'cautionary', blocked.amount, ago(blocked, 30));
    await received(overdue, ago(overdue, 8 * 24 + 3), 2);
    await received(acceptedPix!, after(acceptedPix!, 3), 3);
    const acceptedCase = await caseOf(acceptedPix!);
    await hold(acceptedCase.id, 'med', acceptedPix!.amount, after(acceptedPix!, 4));
    await acceptRefundRequest(db, { ...acting, id: await requestIdOf(db, acceptedPix!), amount: undefined, details: 'Fraud confirmed: the money was held and is returned', now: after(acceptedPix!, 6) });
    await received(rejectedPix!, after(rejectedPix!, 2), 4);
    await rejectRefundRequest(db, { ...acting, id: await requestIdOf(db, rejectedPix!), rejectionReason: 'CANNOT_REFUND', details: 'The customer proved the sale with an invoice', now: after(rejectedPix!, 8) });
    const expiring = await hold((await caseOf(expiredPix)).id, 'cautionary', Math.ceil(expiredPix.amount / 2), ago(expiredPix, 80));
    await releaseExpiredHolds(db, now);
    const heldAt = ago(escalatedPix, 20);
    const escalating = await hold((await caseOf(escalatedPix)).id, 'cautionary', escalatedPix.amount, heldAt);
    await escalateHold(db, { freezeId: escalating.freeze.id, reason: 'The payer\'s institution reported it as fraud', actor, now: new Date(Math.min(heldAt.getTime() + 10 * HOUR, now.getTime())), ourIspb });
    log(`med: cases in every state (a cautionary block ${expiring.freeze.id} expired, one escalated), refund requests both ways`);
  },
};

/** An SPI that settles every return the seed sends: the demo's accepted request goes through. */
const settlingSpi = {
  sendPayout: () => Promise.resolve({ outcome: 'settled' as const }),
  sendReturn: () => Promise.resolve({ outcome: 'settled' as const }),
  answerFor: () => Promise.resolve({ outcome: 'settled' as const }),
};

/** Pay-ins whose account still has their whole amount available, one per account. */
async function spendable(db: Database, payins: Trade[]) {
  const accounts = new Set<number>();
  const chosen: Trade[] = [];
  for (const trade of payins) {
    if (trade.account_id === null || accounts.has(trade.account_id)) continue;
    const [account] = await db.select({ available: bankAccounts.available }).from(bankAccounts).where(eq(bankAccounts.id, trade.account_id));
    if (account!.available < trade.amount) continue;
    accounts.add(trade.account_id);
    chosen.push(trade);
  }
  return chosen;
}

async function contest(db: Database, trade: Trade, at: Date, ourIspb: string) {
  const { row } = await openCaseFor(db, trade, {
    origin: 'contestation', actor: CUSTOMER_ACTOR, note: 'SCAM: I paid a seller on a marketplace who disappeared without sending the phone.', now: at, ourIspb,
    contestationId: `CT-${trade.end_to_end_id.slice(-11)}`,
  });
  return row;
}

function requestFrom(trade: Trade, at: Date, ourIspb: string, tag: string): DictRefundRequest {
  return {
    id: uuidV4From(digest(`seed-refund:${tag}`).toString('hex')), endToEndId: trade.end_to_end_id, reason: 'FRAUD', amount: trade.amount,
    details: 'The payer was deceived by a fake investment offer and reported the payment as fraud.', requesterIspb: trade.payer_ispb, contestedIspb: ourIspb,
    status: 'OPEN', analysisResult: null, rejectionReason: null, analysisDetails: null, refundedAmount: 0, returnId: null, createdAt: at, modifiedAt: at,
  };
}

async function requestIdOf(db: Database, trade: Trade): Promise<number> {
  const [row] = await db.select({ id: medRefundRequests.id }).from(medRefundRequests).where(eq(medRefundRequests.trade_id, trade.id));
  return row!.id;
}
