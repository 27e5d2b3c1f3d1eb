import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trades } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import type { SpiGateway } from '../../integrations/spi/gateway.js';
import { loadAccount } from '../banking/index.js';
import { answerPayout, sendToSpi } from './payout.js';

/**
 * The second look at a payout held because its payee is marked: sent to the SPI as it stands, or
 * refused with the money and the fee back on the account. Either happens once: the trade is locked
 * and must still be held.
 */
export async function reviewPayout(db: Database, spi: SpiGateway, input: { tradeId: number; decision: 'send' | 'refuse'; reason: string; now: Date }) {
  const [trade] = await db.select().from(trades).where(eq(trades.id, input.tradeId)).for('update');
  if (!trade) throw notFound('trade', input.tradeId);
  if (trade.payee_rule !== 'held_for_review') throw refusalError(409, 'payout.not_held', { trade: trade.trade_no });
  await loadAccount(db, trade.account_id!, { forUpdate: true });
  const [taken] = await db.update(trades)
    .set({ status: 'processing', processed_at: input.now, payee_rule: input.decision === 'send' ? 'released_after_review' : 'refused_after_review' })
    .where(eq(trades.id, trade.id)).returning();
  if (input.decision === 'send') return sendToSpi(db, spi, taken!, input.now);
  return answerPayout(db, taken!, { outcome: 'rejected', reason: `RR04 Refused after a second look: ${input.reason}` }, input.now);
}
