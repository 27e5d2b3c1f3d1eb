import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Participants of the Brazilian payment system, by their 8-digit ISPB. */
export const ispbParticipants = pgTable('ispb_participants', {
  ispb: text('ispb').primaryKey(),
  name: text('name').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('ispb_participants_ispb_check', sql`${t.ispb} ~ '^[0-9]{8}$'`)]);
