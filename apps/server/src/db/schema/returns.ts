import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ReturnReason } from '@wallet/contracts';
import { tradeKeys } from './trades.js';
import { spiNoted, stated } from './stated.js';


/**
 * A return (devolução) of a Pix's money, whole or in part: `sent` when we give back money one of
 * our customers received, `received` when another institution gives back money of a payout we
 * sent. Its id (`D…`) is shaped like an end-to-end id; a return delivered twice is written once.
 */
export const pixReturns = pgTable('pix_returns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  return_id: text('return_id').notNull(),
  trade_id: bigint('trade_id', { mode: 'number' }).notNull().references(() => tradeKeys.trade_id),
  direction: text('direction', { enum: ['sent', 'received'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** Why the money went back (pacs.004 reasons the central bank's rules name). */
  reason_code: text('reason_code', { enum: ReturnReason.codes }).notNull(),
  reason: stated('reason').notNull(),
  /** A return we send waits for the SPI's answer (`processing`); one we receive is settled. */
  status: text('status', { enum: ['processing', 'settled', 'rejected'] }).notNull(),
  failure_reason: spiNoted('failure_reason'),
  operator: text('operator').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('pix_returns_return_id').on(t.return_id),
  index('pix_returns_trade_idx').on(t.trade_id),
  index('pix_returns_processing_idx').on(t.created_at).where(sql`${t.status} = 'processing'`),
  check('pix_returns_amount_check', sql`${t.amount} > 0`),
  check('pix_returns_direction_check', sql`${t.direction} in ('sent', 'received')`),
  check('pix_returns_status_check', sql`${t.status} in ('processing', 'settled', 'rejected')`),
  check('pix_returns_reason_code_check', sql`${t.reason_code} in ('BE08', 'FR01', 'MD06', 'SL02')`),
  check('pix_returns_failure_check', sql`(${t.status} = 'rejected') = (${t.failure_reason} is not null)`),
  check('pix_returns_finished_check', sql`(${t.status} = 'processing') = (${t.finished_at} is null) and ${t.created_at} <= coalesce(${t.finished_at}, 'infinity')`),
]);
