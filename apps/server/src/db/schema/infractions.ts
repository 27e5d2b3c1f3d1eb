import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tradeKeys } from './trades.js';
import { stated } from './stated.js';

/** DICT infraction reports (the MED) about our transactions, made by us or by the other participant. */
export const infractionTasks = pgTable('infraction_tasks', {
  id: serial('id').primaryKey(),
  dict_id: text('dict_id').notNull(),
  end_to_end_id: text('end_to_end_id').notNull(),
  trade_id: bigint('trade_id', { mode: 'number' }).references(() => tradeKeys.trade_id),
  inf_type: text('inf_type', { enum: ['FRAUD', 'REFUND_REQUEST'] }).notNull(),
  situation_type: text('situation_type', { enum: ['SCAM', 'ACCOUNT_TAKEOVER', 'COERCION', 'FRAUDULENT_ACCESS', 'OTHER', 'UNKNOWN'] }).notNull(),
  status: text('status', { enum: ['open', 'received', 'closed', 'canceled'] }).notNull(),
  reported_by: text('reported_by', { enum: ['us', 'counterparty'] }).notNull(),
  counterparty_ispb: text('counterparty_ispb').notNull(),
  details: text('details').notNull(),
  analysis_result: text('analysis_result', { enum: ['AGREED', 'DISAGREED'] }),
  analysis_details: text('analysis_details'),
  deadline_at: timestamp('deadline_at', { withTimezone: true }).notNull(),
  /** When the DICT last changed the report: sync writes only what is newer. */
  dict_modified_at: timestamp('dict_modified_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('infraction_tasks_dict_id_key').on(t.dict_id),
  index('infraction_tasks_created_idx').on(t.created_at, t.id),
  index('infraction_tasks_e2e_idx').on(t.end_to_end_id),
  check('infraction_tasks_status_check', sql`${t.status} in ('open', 'received', 'closed', 'canceled')`),
  check('infraction_tasks_details_check', sql`char_length(${t.details}) <= 2000 and char_length(coalesce(${t.analysis_details}, '')) <= 2000`),
  check('infraction_tasks_analysis_check', sql`(${t.analysis_result} is null) = (${t.analysis_details} is null)`),
]);

/** Each status a report went through, by whom (a staff username or "DICT"). */
export const infractionEvents = pgTable('infraction_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  task_id: integer('task_id').notNull().references(() => infractionTasks.id),
  status: text('status', { enum: ['open', 'received', 'closed', 'canceled'] }).notNull(),
  actor: text('actor').notNull(),
  note: stated('note').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('infraction_events_task_idx').on(t.task_id, t.id)]);

/** Where each pull from an outside system got to: the DICT's modified-since cursor and when it ran. */
export const syncCursors = pgTable('sync_cursors', {
  name: text('name').primaryKey(),
  cursor: timestamp('cursor', { withTimezone: true }).notNull(),
  ran_at: timestamp('ran_at', { withTimezone: true }).notNull(),
});
