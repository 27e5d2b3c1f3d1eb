import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The messages we send the SPI over its ICOM, written when a payout or a return is handed to it
 * and posted once that payout or return has committed in flight (`posted_at`): a crash between the
 * two posts it again, the same message id, which the SPI takes once. `about` is the Pix's
 * end-to-end id or the return's id.
 */
export const spiOutbox = pgTable('spi_outbox', {
  message_id: text('message_id').primaryKey(),
  about: text('about').notNull(),
  kind: text('kind', { enum: ['pacs.008', 'pacs.004'] }).notNull(),
  xml: text('xml').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  posted_at: timestamp('posted_at', { withTimezone: true }),
  resource_id: text('resource_id'),
}, (t) => [
  uniqueIndex('spi_outbox_about_key').on(t.about),
  index('spi_outbox_waiting_idx').on(t.created_at).where(sql`${t.posted_at} is null`),
  check('spi_outbox_kind_check', sql`${t.kind} in ('pacs.008', 'pacs.004')`),
]);

/**
 * What the SPI said became of a Pix or a return we sent (its pacs.002, or its admi.002 refusing
 * the message), by the Pix's end-to-end id or the return's id: the first word kept, a repeat of
 * it read again changing nothing.
 */
export const spiStatuses = pgTable('spi_statuses', {
  original_id: text('original_id').primaryKey(),
  status: text('status', { enum: ['settled', 'rejected'] }).notNull(),
  /** The SPI's reason for a rejection. */
  reason: text('reason'),
  /** The message that said it (the SPI's message id). */
  message_id: text('message_id').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull(),
}, (t) => [
  check('spi_statuses_status_check', sql`${t.status} in ('settled', 'rejected')`),
  check('spi_statuses_reason_check', sql`(${t.status} = 'rejected') = (${t.reason} is not null)`),
]);
