import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankAccounts } from './banking.js';
import { tradeKeys } from './trades.js';
import { stated } from './stated.js';

// Centavos as bigint, read as JavaScript numbers: the contracts refuse amounts at or above 2^53.
const centavos = (name: string) => bigint(name, { mode: 'number' });

/** Ledger accounts that hold a customer's money: each payment account has both. */
export const CUSTOMER_LEDGER_KINDS = ['customer_available', 'customer_held'] as const;
/** The institution's own ledger accounts, one of each. */
export const SYSTEM_LEDGER_KINDS = ['settlement', 'fee_revenue', 'payouts_in_flight', 'returns_payable', 'opening_balances'] as const;

/**
 * The double-entry ledger's accounts. A balance is the sum of its entries, credits positive: what
 * we owe a customer is positive, our money at the central bank (settlement, an asset) negative,
 * so that all of them together always sum to zero.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: [...CUSTOMER_LEDGER_KINDS, ...SYSTEM_LEDGER_KINDS] }).notNull(),
  bank_account_id: integer('bank_account_id').references(() => bankAccounts.id),
  balance: centavos('balance').notNull().default(0),
}, (t) => [
  uniqueIndex('ledger_accounts_customer_key').on(t.bank_account_id, t.kind).where(sql`${t.bank_account_id} is not null`),
  uniqueIndex('ledger_accounts_system_key').on(t.kind).where(sql`${t.bank_account_id} is null`),
  check('ledger_accounts_owner_check', sql`(${t.kind} in ('customer_available', 'customer_held')) = (${t.bank_account_id} is not null)`),
  check('ledger_accounts_customer_money_check', sql`${t.kind} not in ('customer_available', 'customer_held') or ${t.balance} >= 0`),
]);

/**
 * Why money moved. A Pix payout posts to payouts in flight, then settles at the SPI or comes back
 * (rejected by the SPI, or no answer in time). A return we send posts to returns payable, then
 * settles or comes back the same way; a return we receive credits the customer from settlement.
 */
export const TRANSFER_KINDS = [
  'opening', 'deposit', 'freeze', 'unfreeze', 'fee', 'payin', 'payout', 'payout_settled', 'payout_rejected',
  'return_sent', 'return_settled', 'return_rejected', 'return_received',
] as const;

/**
 * One movement of money: entries that sum to zero, posted together in one database transaction.
 * Its key identifies it (`freeze:12`, `fee:7`): a transfer posted twice posts once.
 */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transfer_key: text('transfer_key').notNull(),
  kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
  /** The Pix trade the transfer carries, when it carries one. */
  trade_id: bigint('trade_id', { mode: 'number' }).references(() => tradeKeys.trade_id),
  reason: stated('reason').notNull(),
  actor_id: integer('actor_id'),
  operator: text('operator').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('ledger_transfers_key').on(t.transfer_key),
  index('ledger_transfers_trade_idx').on(t.trade_id),
  index('ledger_transfers_created_idx').on(t.created_at, t.id),
]);

/**
 * One side of a transfer on one ledger account, with that account's balance right after it.
 * Partitioned by month of its transfer's time (migration 0033, db/month-partitions.ts).
 */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).notNull(),
  transfer_id: bigint('transfer_id', { mode: 'number' }).notNull().references(() => ledgerTransfers.id),
  ledger_account_id: integer('ledger_account_id').notNull().references(() => ledgerAccounts.id),
  amount: centavos('amount').notNull(),
  balance_after: centavos('balance_after').notNull(),
  /** Its transfer's `created_at`: the month it is kept in. */
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ name: 'ledger_entries_pkey', columns: [t.id, t.created_at] }),
  index('ledger_entries_account_idx').on(t.ledger_account_id, t.id),
  index('ledger_entries_transfer_idx').on(t.transfer_id),
  check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
]);

/**
 * A payment account's statement: one line per transfer that touched its money, with both
 * balances right after it. Written by the ledger in the transfer's transaction, never alone.
 */
export const fundsLogs = pgTable('funds_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  account_id: integer('account_id').notNull().references(() => bankAccounts.id),
  /** The transfer this line shows; null for lines written before the double-entry ledger. */
  transfer_id: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  kind: text('kind', { enum: ['deposit', 'freeze', 'unfreeze', 'fee', 'payin', 'payout', 'payout_rejected', 'return_sent', 'return_rejected', 'return_received'] }).notNull(),
  available_delta: centavos('available_delta').notNull(),
  frozen_delta: centavos('frozen_delta').notNull(),
  available_after: centavos('available_after').notNull(),
  frozen_after: centavos('frozen_after').notNull(),
  reference: text('reference').notNull().default(''),
  reason: stated('reason').notNull(),
  actor_id: integer('actor_id'),
  operator: text('operator').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('funds_logs_account_idx').on(t.account_id, t.id),
  // An account's statement: its lines of a period, and its balances before and after it.
  index('funds_logs_account_created_idx').on(t.account_id, t.created_at, t.id),
  index('funds_logs_created_idx').on(t.created_at, t.id),
  check('funds_logs_balances_check', sql`${t.available_after} >= 0 and ${t.frozen_after} >= 0`),
  check('funds_logs_moves_check', sql`${t.available_delta} <> 0 or ${t.frozen_delta} <> 0`),
]);
