import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankAccounts } from './banking.js';
import { jobs } from './jobs.js';
import { walletUsers } from './users.js';
import { admins } from './staff.js';
import { adminSessions } from './sessions.js';
import { spiNoted } from './stated.js';

const centavos = (name: string) => bigint(name, { mode: 'number' });

/**
 * Pix trades of our merchants: pay-ins (money in, to the merchant) and payouts (money out). A trade
 * is a record of what happened, so both parties are kept as they were at the time.
 *
 * Partitioned by month of `created_at` (migration 0032, db/month-partitions.ts): PostgreSQL wants
 * the month in every unique key of the table, so the keys that must hold across months live in
 * `trade_keys`, which a trigger fills with each trade written.
 */
export const trades = pgTable('trades', {
  id: bigserial('id', { mode: 'number' }).notNull(),
  trade_no: text('trade_no').notNull(),
  trade_type: text('trade_type', { enum: ['payin', 'payout'] }).notNull(),
  status: text('status', { enum: ['pending', 'processing', 'success', 'failed', 'refunded'] }).notNull(),
  amount: centavos('amount').notNull(),
  fee: centavos('fee').notNull().default(0),
  currency: text('currency', { enum: ['BRL'] }).notNull().default('BRL'),
  merchant_id: integer('merchant_id').notNull().references(() => walletUsers.id),
  account_id: integer('account_id').references(() => bankAccounts.id),
  payer_name: text('payer_name').notNull(),
  payer_document: text('payer_document').notNull(),
  payer_ispb: text('payer_ispb').notNull(),
  payer_branch: text('payer_branch').notNull(),
  payer_account: text('payer_account').notNull(),
  payee_name: text('payee_name').notNull(),
  payee_document: text('payee_document').notNull(),
  payee_ispb: text('payee_ispb').notNull(),
  payee_branch: text('payee_branch').notNull(),
  payee_account: text('payee_account').notNull(),
  end_to_end_id: text('end_to_end_id').notNull(),
  txid: text('txid'),
  description: text('description').notNull().default(''),
  failure_reason: spiNoted('failure_reason'),
  /** The key a payout was sent to, when the customer paid a key. */
  payee_key: text('payee_key'),
  /** What the fraud-marker rule did with a payout to a marked key or person; null when the payee was not marked. */
  payee_rule: text('payee_rule', {
    enum: ['refused', 'held_for_review', 'allowed_below_review', 'allowed', 'released_after_review', 'refused_after_review'],
  }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  processed_at: timestamp('processed_at', { withTimezone: true }),
  finished_at: timestamp('finished_at', { withTimezone: true }),
  refunded_at: timestamp('refunded_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ name: 'trades_pkey', columns: [t.id, t.created_at] }),
  // Unique in trade_keys; here they find the row in each month.
  index('trades_trade_no_idx').on(t.trade_no),
  index('trades_end_to_end_id_idx').on(t.end_to_end_id),
  index('trades_txid_idx').on(t.txid),
  // A payment is chased by its end-to-end id in any letter case, or by either party's document.
  index('trades_end_to_end_id_upper_idx').on(sql`upper(${t.end_to_end_id})`),
  index('trades_payer_document_idx').on(t.payer_document, t.created_at),
  index('trades_payee_document_idx').on(t.payee_document, t.created_at),
  // Or by the start of either party's name, in any case (the list's party filter): 0.3 ms for a week
  // of 19 000 trades where reading the week took 14.
  index('trades_payer_name_idx').on(sql`lower(${t.payer_name}) text_pattern_ops`, t.created_at),
  index('trades_payee_name_idx').on(sql`lower(${t.payee_name}) text_pattern_ops`, t.created_at),
  // The list's orders, by day, status, type or merchant. Each ends with the amount and the fee, which
  // the list's count adds up, so that the count reads the index alone (an index-only scan):
  // 10 000 trades of a week, 2.2 ms instead of 3.0, and 2.6 ms instead of 8.5 by type. The day's
  // also holds the currency, the one filter left that no index starts with.
  index('trades_created_idx').on(t.created_at, t.id, t.amount, t.fee, t.currency),
  index('trades_status_created_idx').on(t.status, t.created_at, t.id, t.amount, t.fee),
  index('trades_type_created_idx').on(t.trade_type, t.created_at, t.id, t.amount, t.fee),
  index('trades_merchant_created_idx').on(t.merchant_id, t.created_at, t.id, t.amount, t.fee),
  // A range of amounts, however few of the days' trades fall in it (the count adds the fee up, here
  // too): without it, amounts up to R$ 0.01 in a week of 190 000 trades read the whole week, 10 ms.
  index('trades_amount_created_idx').on(t.amount, t.created_at, t.id, t.fee),
  // Payouts waiting for a second look, found at once however many trades there are.
  index('trades_held_for_review_idx').on(t.created_at).where(sql`${t.payee_rule} = 'held_for_review'`),
  check('trades_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0`),
  check('trades_type_check', sql`${t.trade_type} in ('payin', 'payout')`),
  check('trades_status_check', sql`${t.status} in ('pending', 'processing', 'success', 'failed', 'refunded')`),
  check('trades_end_to_end_id_check', sql`${t.end_to_end_id} ~ '^E[0-9]{8}[0-9]{12}[A-Za-z0-9]{11}$'`),
  check('trades_failure_check', sql`(${t.status} = 'failed') = (${t.failure_reason} is not null)`),
  // A payout held for a second look waits, pending, with its money in flight; nothing else is held.
  check('trades_held_check', sql`(${t.payee_rule} = 'held_for_review') = (${t.status} = 'pending' and ${t.trade_type} = 'payout')`),
  // A trade's timeline runs in time order.
  check('trades_time_order_check', sql`${t.created_at} <= coalesce(${t.processed_at}, ${t.created_at})
    and coalesce(${t.processed_at}, ${t.created_at}) <= coalesce(${t.finished_at}, 'infinity')
    and coalesce(${t.finished_at}, ${t.created_at}) <= coalesce(${t.refunded_at}, 'infinity')`),
]);

/**
 * What identifies a trade across every month: its id, its number and its end-to-end id, each
 * unique, with the month it lives in. Written by a trigger on `trades` in the trade's own INSERT
 * (so a bulk load keeps it too); the tables that point at a trade reference its row here.
 */
export const tradeKeys = pgTable('trade_keys', {
  trade_id: bigint('trade_id', { mode: 'number' }).primaryKey(),
  trade_no: text('trade_no').notNull().unique('trade_keys_trade_no_key'),
  end_to_end_id: text('end_to_end_id').notNull().unique('trade_keys_end_to_end_id_key'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** An export of trades to CSV: what it selects and what it wrote. Its run is a `jobs` row. */
export const tradeExports = pgTable('trade_exports', {
  id: serial('id').primaryKey(),
  job_id: bigint('job_id', { mode: 'number' }).notNull().references(() => jobs.id),
  /** The list exported, by its call, and the file's format: `csv` or `xlsx`. */
  list: text('list').notNull().default('/api/v1/trade/list'),
  format: text('format').notNull().default('csv'),
  /** The list's body without its page (a trades export also names its time zone there). */
  filters: jsonb('filters').notNull(),
  /** The zone the file's times are written in, named in its header. */
  time_zone: text('time_zone').notNull().default('America/Sao_Paulo'),
  /** Trades created after the request are left out, so a retry writes the same rows. */
  as_of: timestamp('as_of', { withTimezone: true }).notNull(),
  file_name: text('file_name').notNull(),
  row_count: integer('row_count').notNull().default(0),
  byte_count: bigint('byte_count', { mode: 'number' }).notNull().default(0),
  created_by: integer('created_by').notNull().references(() => admins.id),
  created_by_name: text('created_by_name').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }),
  /** Set when the file is deleted after expiring. */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('trade_exports_job_key').on(t.job_id),
  index('trade_exports_creator_idx').on(t.created_by, t.id),
  index('trade_exports_expiry_idx').on(t.expires_at).where(sql`${t.deleted_at} is null`),
]);

/** One-time addresses for downloading an export, bound to the session that asked (stored as SHA-256). */
export const downloadTickets = pgTable('download_tickets', {
  ticket_hash: text('ticket_hash').primaryKey(),
  export_id: integer('export_id').notNull().references(() => tradeExports.id),
  session_id: bigint('session_id', { mode: 'number' }).notNull().references(() => adminSessions.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});
