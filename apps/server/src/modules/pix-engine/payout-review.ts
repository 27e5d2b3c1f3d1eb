import { eq } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { trades } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import type { SpiGateway } from '../../integrations/spi/gateway.js';
import { loadAccount } from '../banking/index.js';
import { answerPayout, sendToSpi, standingRefusal } from './payout.js';

/**
 * The second look at a payout held because its payee is marked: sent to the SPI as it stands, or
 * refused with the money and the fee back on the account. Either happens once: the trade is locked
 * and must still be held. Sending asks again what the payout asked when it was made (the account,
 * its owner, the limit of the period now): what changed while it waited refuses it as a failed
 * payout with its money back.
 */
export async function reviewPayout(db: Database, spi: SpiGateway, input: { tradeId: number; decision: 'send' | 'refuse'; reason: string; now: Date }) {
  const [trade] = await db.select().from(trades).where(eq(trades.id, input.tradeId)).for('update');
  if (!trade) throw notFound('trade', input.tradeId);
  if (trade.payee_rule !== 'held_for_review') throw refusalError(409, 'payout.not_held', { trade: trade.trade_no });
  const account = await loadAccount(db, trade.account_id!, { forUpdate: true });
  const refusal = input.decision === 'send'
    ? await standingRefusal(db, account, { id: account.owner_id, doc_type: account.owner_doc_type }, trade.amount, input.now, trade.id)
    : null;
  const [taken] = await db.update(trades)
    .set({ status: 'processing', processed_at: input.now, payee_rule: input.decision === 'send' ? 'released_after_review' : 'refused_after_review' })
    .where(eq(trades.id, trade.id)).returning();
  if (refusal) return answerPayout(db, taken!, { outcome: 'refused', reason: refusal }, input.now);
  if (input.decision === 'send') return sendToSpi(db, spi, taken!, input.now);
  return answerPayout(db, taken!, { outcome: 'refused', reason: note('spi.refused_after_review', { code: 'RR04', reason: input.reason }) }, input.now);
}
