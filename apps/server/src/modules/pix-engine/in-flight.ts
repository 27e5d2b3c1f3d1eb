import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pixReturns, trades } from '../../db/schema/index.js';
import type { SpiAnswer, SpiGateway } from '../../integrations/spi/gateway.js';
import { loadAccount } from '../banking/index.js';
import { answerPayout } from './payout.js';
import { answerReturn } from './returns.js';

/** How long we wait for the SPI's answer to a payout or a return before taking the money back. */
export const SPI_ANSWER_TIMEOUT_MS = 60_000;
/** The SPI's code for a Pix it stopped waiting for (ISO 20022 AB03: settlement aborted, time-out). */
const TIMED_OUT: SpiAnswer = { outcome: 'rejected', code: 'AB03' };
const BATCH = 100;

export interface InFlightContext {
  db: Database;
  spi: SpiGateway;
  now: Date;
  timeoutMs?: number;
}

/** A pending answer older than the time-out counts as the SPI's rejection, unless the SPI answers every Pix itself. */
async function answerOrTimeOut(db: Database, spi: SpiGateway, id: string, since: Date, { now, timeoutMs = SPI_ANSWER_TIMEOUT_MS }: InFlightContext) {
  const answer = await spi.answerFor(id, db);
  return answer.outcome === 'pending' && !spi.answersEveryPix && now.getTime() - since.getTime() >= timeoutMs ? TIMED_OUT : answer;
}

/**
 * Asks the SPI about payouts and returns still waiting for its answer and ends those it has
 * answered (or that waited past the time-out), each in a transaction of its own: the trade is
 * taken with `SKIP LOCKED`, so several processes never end the same one twice. Only what was sent
 * by `now` is asked about, so that nothing ends before it began. Answers how many ended.
 */
export async function resolveInFlight(context: InFlightContext): Promise<{ payouts: number; returns: number }> {
  const { db } = context;
  const ended = { payouts: 0, returns: 0 };
  const payouts = await db.select({ id: trades.id }).from(trades)
    .where(and(eq(trades.trade_type, 'payout'), eq(trades.status, 'processing'), lte(trades.created_at, context.now))).orderBy(asc(trades.created_at)).limit(BATCH);
  for (const { id } of payouts) {
    const done = await db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [trade] = await db.select().from(trades).where(and(eq(trades.id, id), eq(trades.status, 'processing'))).for('update', { skipLocked: true });
      if (!trade) return false;
      const answer = await answerOrTimeOut(db, context.spi, trade.end_to_end_id, trade.created_at, context);
      if (answer.outcome === 'pending') return false;
      await loadAccount(db, trade.account_id!, { forUpdate: true });
      await answerPayout(db, trade, answer, context.now);
      return true;
    });
    if (done) ended.payouts++;
  }
  const waiting = await db.select({ id: pixReturns.id, tradeId: pixReturns.trade_id }).from(pixReturns)
    .where(and(eq(pixReturns.status, 'processing'), lte(pixReturns.created_at, context.now))).orderBy(asc(pixReturns.created_at)).limit(BATCH);
  for (const { id, tradeId } of waiting) {
    const done = await db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [trade] = await db.select().from(trades).where(eq(trades.id, tradeId)).for('update', { skipLocked: true });
      const [pixReturn] = await db.select().from(pixReturns).where(and(eq(pixReturns.id, id), eq(pixReturns.status, 'processing')));
      if (!trade || !pixReturn) return false;
      const answer = await answerOrTimeOut(db, context.spi, pixReturn.return_id, pixReturn.created_at, context);
      if (answer.outcome === 'pending') return false;
      await loadAccount(db, trade.account_id!, { forUpdate: true });
      await answerReturn(db, pixReturn, answer, context.now);
      return true;
    });
    if (done) ended.returns++;
  }
  return ended;
}
