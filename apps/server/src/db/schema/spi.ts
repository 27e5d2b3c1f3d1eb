import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SpiIncomingReturn, SpiPayin } from '../../integrations/spi/parties.js';

/**
 * The messages we send the SPI over its ICOM, written in the transaction of what they are about
 * (a payout or return committed in flight, our answer to a pay-in) and posted after it
 * (`posted_at`): a crash between the two posts it again, the same message id, which the SPI takes
 * once. `about` is the Pix's end-to-end id, the return's id, or `answer:` and the pay-in's.
 */
export const spiOutbox = pgTable('spi_outbox', {
  message_id: text('message_id').primaryKey(),
  about: text('about').notNull(),
  kind: text('kind', { enum: ['pacs.008', 'pacs.004', 'pacs.002'] }).notNull(),
  xml: text('xml').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  posted_at: timestamp('posted_at', { withTimezone: true }),
  resource_id: text('resource_id'),
}, (t) => [
  uniqueIndex('spi_outbox_about_key').on(t.about),
  index('spi_outbox_waiting_idx').on(t.created_at).where(sql`${t.posted_at} is null`),
  check('spi_outbox_kind_check', sql`${t.kind} in ('pacs.008', 'pacs.004', 'pacs.002')`),
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

/**
 * What the SPI brought us over the ICOM to answer, from our answer to its end: a Pix to one of our
 * customers (`pacs.008`, by its end-to-end id) or money of one of our payouts given back
 * (`pacs.004`, by the return's id). Accepted (`ACSP`) or refused (`RJCT`, its reason, which ends
 * it) as soon as it was read, then credited once the SPI settled it (its ACCC: `ended` settled),
 * or never (its rejection: `ended` rejected).
 */
export const spiReceived = pgTable('spi_received', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['pacs.008', 'pacs.004'] }).notNull(),
  /** The Pix or return as the engine takes it, its moment written as text. */
  body: jsonb('body').$type<(Omit<SpiPayin, 'at'> | Omit<SpiIncomingReturn, 'at'>) & { at: string }>().notNull(),
  answer: text('answer', { enum: ['ACSP', 'RJCT'] }).notNull(),
  reason: text('reason'),
  answered_at: timestamp('answered_at', { withTimezone: true }).notNull(),
  ended: text('ended', { enum: ['settled', 'rejected'] }),
  ended_at: timestamp('ended_at', { withTimezone: true }),
}, (t) => [
  check('spi_received_kind_check', sql`${t.kind} in ('pacs.008', 'pacs.004')`),
  check('spi_received_answer_check', sql`${t.answer} in ('ACSP', 'RJCT') and (${t.answer} = 'RJCT') = (${t.reason} is not null)`),
  check('spi_received_ended_check', sql`(${t.ended} is null) = (${t.ended_at} is null) and (${t.ended} is null or ${t.ended} in ('settled', 'rejected'))`),
]);
