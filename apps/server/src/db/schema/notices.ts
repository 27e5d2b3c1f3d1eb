import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTICE_SUBJECTS } from '../../integrations/customer/channel.js';
import { walletUsers } from './users.js';

/**
 * The notices owed to customers, written in the transaction that owes them (an outbox): a block
 * made or ended is told exactly when it commits, and told even while the customer's app is down,
 * by the periodic job that hands each to the customer channel once and stamps `delivered_at`.
 * Stored as a code and the figures it names, worded when delivered.
 */
export const customerNotices = pgTable('customer_notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customer_id: integer('customer_id').notNull().references(() => walletUsers.id),
  subject: text('subject', { enum: NOTICE_SUBJECTS }).notNull(),
  /** The Pix the notice is about, by its end-to-end id. */
  end_to_end_id: text('end_to_end_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  delivered_at: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [
  index('customer_notices_customer_idx').on(t.customer_id, t.id),
  index('customer_notices_undelivered_idx').on(t.id).where(sql`delivered_at is null`),
]);
