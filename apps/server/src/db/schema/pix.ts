import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankAccounts } from './banking.js';
import { walletUsers } from './users.js';

const KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;

/** Pix keys registered at the DICT for our accounts. */
export const pixKeys = pgTable('pix_keys', {
  id: serial('id').primaryKey(),
  key_type: text('key_type', { enum: KEY_TYPES }).notNull(),
  key_value: text('key_value').notNull(),
  status: text('status', { enum: ['active', 'pending_claim', 'pending_portability', 'deleted'] }).notNull(),
  owner_id: integer('owner_id').notNull().references(() => walletUsers.id),
  account_id: integer('account_id').notNull().references(() => bankAccounts.id),
  deleted_reason: text('deleted_reason'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  // A key lives on one account only: one row that is not deleted per key.
  uniqueIndex('pix_keys_live_value_key').on(t.key_value).where(sql`${t.status} <> 'deleted'`),
  index('pix_keys_account_idx').on(t.account_id, t.status),
  index('pix_keys_created_idx').on(t.created_at.desc(), t.id.desc()),
  check('pix_keys_deleted_reason_check', sql`(${t.status} = 'deleted') = (${t.deleted_reason} is not null)`),
]);

/** Every register, delete, claim and portability event of a key. */
export const pixKeyLogs = pgTable('pix_key_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key_id: integer('key_id').notNull().references(() => pixKeys.id),
  action: text('action', { enum: ['register', 'delete', 'claim', 'portability'] }).notNull(),
  reason: text('reason').notNull(),
  operator: text('operator').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('pix_key_logs_key_idx').on(t.key_id),
  index('pix_key_logs_created_idx').on(t.created_at.desc(), t.id.desc()),
]);

/** Pix limits per owner, type and period; an increase waits in `pending_*` until it is due. */
export const pixLimits = pgTable('pix_limits', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id').notNull().references(() => walletUsers.id),
  limits_type: text('limits_type', { enum: ['PIX', 'PIX_SAQUE', 'PIX_TROCO'] }).notNull(),
  period_type: text('period_type', { enum: ['DAYTIME', 'NIGHTTIME'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  pending_amount: bigint('pending_amount', { mode: 'number' }),
  pending_effective_at: timestamp('pending_effective_at', { withTimezone: true }),
  updated_by: text('updated_by').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('pix_limits_owner_type_period_key').on(t.owner_id, t.limits_type, t.period_type),
  index('pix_limits_pending_idx').on(t.pending_effective_at).where(sql`${t.pending_effective_at} is not null`),
  check('pix_limits_amount_check', sql`${t.amount} >= 0`),
  check('pix_limits_pending_check', sql`(${t.pending_amount} is null) = (${t.pending_effective_at} is null) and (${t.pending_amount} is null or ${t.pending_amount} > ${t.amount})`),
]);
