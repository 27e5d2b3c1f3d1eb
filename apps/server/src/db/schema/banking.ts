import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ispbParticipants } from './ispb.js';
import { OWNER_KINDS, walletUsers } from './users.js';
import { stated } from './stated.js';

// Centavos as bigint, read as JavaScript numbers: the contracts refuse amounts at or above 2^53.
const centavos = (name: string) => bigint(name, { mode: 'number' });

/** The numbers of the accounts we open, before their check digit. */
export const bankAccountNumbers = pgSequence('bank_account_number_seq', { startWith: 1_000_001 });

/** Accounts of users and merchants, with their two balances. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id').notNull().references(() => walletUsers.id),
  /** The owner's kind, kept here so that the list's filter on it reads the accounts alone; the foreign key on both columns keeps it the owner's. */
  owner_kind: text('owner_kind', { enum: OWNER_KINDS }).notNull(),
  ispb: text('ispb').notNull().references(() => ispbParticipants.ispb),
  branch: text('branch').notNull(),
  account_number: text('account_number').notNull(),
  account_type: text('account_type', { enum: ['CACC', 'SVGS', 'TRAN', 'SLRY'] }).notNull(),
  currency: text('currency', { enum: ['BRL'] }).notNull().default('BRL'),
  status: text('status', { enum: ['inactive', 'active'] }).notNull().default('inactive'),
  available: centavos('available').notNull().default(0),
  frozen: centavos('frozen').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('bank_accounts_number_key').on(t.ispb, t.branch, t.account_number),
  index('bank_accounts_owner_idx').on(t.owner_id),
  foreignKey({ name: 'bank_accounts_owner_kind_fk', columns: [t.owner_kind, t.owner_id], foreignColumns: [walletUsers.kind, walletUsers.id] }),
  // The owner kind filter: its count reads this index alone, with no join to the customers (8.0 ms to about 2).
  index('bank_accounts_owner_kind_created_idx').on(t.owner_kind, t.created_at, t.id),
  index('bank_accounts_created_idx').on(t.created_at, t.id),
  index('bank_accounts_status_created_idx').on(t.status, t.created_at, t.id),
  // The account type filter keeps most accounts: its count reads this index alone (about 5 ms to 2).
  index('bank_accounts_type_created_idx').on(t.account_type, t.created_at, t.id),
  index('bank_accounts_number_idx').on(t.account_number.op('text_pattern_ops')),
  // The money held, summed by the dashboard over the few accounts that hold some (migration 0051).
  index('bank_accounts_frozen_idx').on(t.frozen).where(sql`${t.frozen} > 0`),
  check('bank_accounts_available_check', sql`${t.available} >= 0`),
  check('bank_accounts_frozen_check', sql`${t.frozen} >= 0`),
  check('bank_accounts_status_check', sql`${t.status} in ('inactive', 'active')`),
  check('bank_accounts_branch_check', sql`${t.branch} ~ '^[0-9]{1,4}$'`),
  check('bank_accounts_number_check', sql`${t.account_number} ~ '^[0-9]{1,20}$'`),
]);

/** What a hold is for: each kind has its own rules of expiry and release (docs/domain.md). */
export const HOLD_TYPES = ['internal_risk', 'cautionary', 'med', 'judicial'] as const;

/**
 * Money held on an account (a hold; "freeze" in the specification's calls) until it is released,
 * whole or in parts, or given back by a MED return. A cautionary hold expires 72 hours after it was
 * made unless escalated to a MED hold; a judicial hold names its court order and never expires.
 */
export const fundsFreezes = pgTable('funds_freezes', {
  id: serial('id').primaryKey(),
  account_id: integer('account_id').notNull().references(() => bankAccounts.id),
  amount: centavos('amount').notNull(),
  remaining: centavos('remaining').notNull(),
  /** What went back to available so far: the whole amount a release's approval threshold weighs. */
  released: centavos('released').notNull().default(0),
  status: text('status', { enum: ['active', 'released'] }).notNull().default('active'),
  hold_type: text('hold_type', { enum: HOLD_TYPES }).notNull().default('internal_risk'),
  /** When a cautionary hold ends by itself. */
  expires_at: timestamp('expires_at', { withTimezone: true }),
  /** The court order a judicial hold obeys. */
  court_order: text('court_order'),
  /** The Pix whose money is held (a cautionary or MED hold), and the MED case that holds it. */
  trade_id: bigint('trade_id', { mode: 'number' }),
  case_id: integer('case_id'),
  reason: text('reason').notNull(),
  /** Why the last of it was released: staff's words, or the system's note (`hold.…`). */
  release_reason: stated('release_reason'),
  created_by: text('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  released_at: timestamp('released_at', { withTimezone: true }),
}, (t) => [
  index('funds_freezes_account_idx').on(t.account_id, t.status),
  index('funds_freezes_created_idx').on(t.created_at, t.id),
  index('funds_freezes_expiring_idx').on(t.expires_at).where(sql`${t.status} = 'active' and ${t.expires_at} is not null`),
  index('funds_freezes_case_idx').on(t.case_id).where(sql`${t.case_id} is not null`),
  index('funds_freezes_trade_idx').on(t.trade_id).where(sql`${t.trade_id} is not null`),
  check('funds_freezes_hold_type_check', sql`${t.hold_type} in ('internal_risk', 'cautionary', 'med', 'judicial')`),
  check('funds_freezes_expiry_check', sql`(${t.hold_type} = 'cautionary') = (${t.expires_at} is not null) and coalesce(${t.expires_at} <= ${t.created_at} + interval '72 hours', true)`),
  check('funds_freezes_court_order_check', sql`(${t.hold_type} = 'judicial') = (${t.court_order} is not null)`),
  check('funds_freezes_med_check', sql`${t.hold_type} <> 'med' or ${t.case_id} is not null`),
  check('funds_freezes_amount_check', sql`${t.amount} > 0 and ${t.remaining} between 0 and ${t.amount}`),
  check('funds_freezes_status_check', sql`(${t.status} = 'released') = (${t.remaining} = 0)`),
  check('funds_freezes_released_check', sql`(${t.status} = 'released') = (${t.released_at} is not null)`),
]);

/** Fees deducted from merchant accounts; each has its ledger row, referenced `fee:<id>`. */
export const feeLogs = pgTable('fee_logs', {
  id: serial('id').primaryKey(),
  account_id: integer('account_id').notNull().references(() => bankAccounts.id),
  merchant_id: integer('merchant_id').notNull().references(() => walletUsers.id),
  amount: centavos('amount').notNull(),
  available_after: centavos('available_after').notNull(),
  reason: text('reason').notNull(),
  operator: text('operator').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('fee_logs_account_idx').on(t.account_id),
  index('fee_logs_created_idx').on(t.created_at, t.id),
  check('fee_logs_amount_check', sql`${t.amount} > 0`),
]);
