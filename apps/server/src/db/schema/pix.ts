import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankAccounts } from './banking.js';
import { OWNER_KINDS, walletUsers } from './users.js';
import { stated } from './stated.js';

export const KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;

/** Pix keys registered at the DICT for our accounts. */
export const pixKeys = pgTable('pix_keys', {
  id: serial('id').primaryKey(),
  key_type: text('key_type', { enum: KEY_TYPES }).notNull(),
  key_value: text('key_value').notNull(),
  status: text('status', { enum: ['active', 'pending_claim', 'pending_portability', 'deleted'] }).notNull(),
  owner_id: integer('owner_id').notNull().references(() => walletUsers.id),
  account_id: integer('account_id').notNull().references(() => bankAccounts.id),
  deleted_reason: stated('deleted_reason'),
  /**
   * The request id that made the key's entry at the DICT (a registration's, a completed claim's):
   * its content identifier (CID) is keyed by it. Null for a key made before it was kept, until a
   * reconciliation finds it at the DICT.
   */
  dict_request_id: text('dict_request_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  // A key lives on one account only: one row that is not deleted per key.
  uniqueIndex('pix_keys_live_value_key').on(t.key_value).where(sql`${t.status} <> 'deleted'`),
  // A key is looked up as typed in any status (the unique index above leaves deleted keys out).
  index('pix_keys_value_idx').on(t.key_value),
  // Part of a key as typed in the claims inbox's keyword (ilike '%text%').
  index('pix_keys_value_trgm_idx').using('gin', t.key_value.op('gin_trgm_ops')),
  index('pix_keys_account_idx').on(t.account_id, t.status),
  index('pix_keys_owner_idx').on(t.owner_id),
  index('pix_keys_created_idx').on(t.created_at, t.id),
  // The key type filter keeps a fifth of the keys or more: its count reads this index alone (6.3 ms to 2.5).
  index('pix_keys_type_created_idx').on(t.key_type, t.created_at, t.id),
  // A status few keys have (pending a claim or a portability) was found by reading every key.
  index('pix_keys_status_created_idx').on(t.status, t.created_at, t.id),
  check('pix_keys_deleted_reason_check', sql`(${t.status} = 'deleted') = (${t.deleted_reason} is not null)`),
]);

/** Every register, delete, claim and portability event of a key. */
export const pixKeyLogs = pgTable('pix_key_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key_id: integer('key_id').notNull().references(() => pixKeys.id),
  /** The key's type, which never changes, kept on its log too: the log list filters by it from an index of its own. */
  key_type: text('key_type', { enum: KEY_TYPES }).notNull(),
  action: text('action', {
    enum: ['register', 'delete', 'claim', 'portability', 'claim_received', 'claim_confirmed', 'claim_completed', 'claim_cancelled'],
  }).notNull(),
  /** The claim this event belongs to, when it belongs to one. */
  claim_id: integer('claim_id'),
  reason: stated('reason').notNull(),
  operator: text('operator').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('pix_key_logs_key_idx').on(t.key_id),
  index('pix_key_logs_claim_idx').on(t.claim_id).where(sql`${t.claim_id} is not null`),
  index('pix_key_logs_created_idx').on(t.created_at, t.id),
  index('pix_key_logs_type_created_idx').on(t.key_type, t.created_at, t.id),
  // An action few entries have (the claims', the portabilities', deletions) was found by reading the whole history.
  index('pix_key_logs_action_created_idx').on(t.action, t.created_at, t.id),
]);

const LIVE_CLAIM = sql`status in ('OPEN', 'WAITING_RESOLUTION', 'CONFIRMED')`;

/**
 * Ownership claims and portabilities at the DICT that involve us: as the claimer (our customer
 * asks for a key held elsewhere; `key_id` is our pending key) or as the donor (another participant
 * asks for a key of ours; `key_id` is our live key). The key moves only when the claim completes.
 */
export const dictClaims = pgTable('dict_claims', {
  id: serial('id').primaryKey(),
  dict_id: text('dict_id').notNull(),
  claim_type: text('claim_type', { enum: ['OWNERSHIP', 'PORTABILITY'] }).notNull(),
  role: text('role', { enum: ['claimer', 'donor'] }).notNull(),
  status: text('status', { enum: ['OPEN', 'WAITING_RESOLUTION', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] }).notNull(),
  key_id: integer('key_id').notNull().references(() => pixKeys.id),
  counterparty_ispb: text('counterparty_ispb').notNull(),
  opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
  resolution_period_end: timestamp('resolution_period_end', { withTimezone: true }).notNull(),
  completion_period_end: timestamp('completion_period_end', { withTimezone: true }),
  confirm_reason: text('confirm_reason', { enum: ['USER_REQUESTED', 'DEFAULT_OPERATION'] }),
  cancel_reason: text('cancel_reason', { enum: ['CLAIMER_REQUEST', 'DONOR_REQUEST', 'ACCOUNT_CLOSURE', 'FRAUD', 'DEFAULT_OPERATION'] }),
  cancelled_by: text('cancelled_by', { enum: ['claimer', 'donor', 'dict'] }),
  /** The deadline of the step the claim waits for (kept by every change); null once it ended. */
  next_deadline_at: timestamp('next_deadline_at', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  closed_at: timestamp('closed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('dict_claims_dict_id_key').on(t.dict_id),
  // A key has at most one claim running.
  uniqueIndex('dict_claims_live_key').on(t.key_id).where(LIVE_CLAIM),
  // The inbox's order: live claims (those with a deadline, by the check below) soonest first, then
  // the ended ones newest first; also the claims whose deadline passed or falls today.
  index('dict_claims_inbox_idx').on(t.next_deadline_at.asc().nullsLast(), t.opened_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('dict_claims_opened_idx').on(t.opened_at, t.id),
  index('dict_claims_key_idx').on(t.key_id),
  // The inbox's counts (live, to answer, due today, overdue) from the live claims' entries alone.
  index('dict_claims_live_idx').on(t.next_deadline_at, t.role, t.status).where(sql`${t.next_deadline_at} is not null`),
  // Confirmed once (then completed, or cancelled after): the completion period and why it was confirmed.
  check('dict_claims_confirmed_check', sql`(${t.completion_period_end} is null) = (${t.confirm_reason} is null)
    and (${t.status} not in ('CONFIRMED', 'COMPLETED') or ${t.completion_period_end} is not null)`),
  check('dict_claims_cancelled_check', sql`(${t.status} = 'CANCELLED') = (${t.cancel_reason} is not null and ${t.cancelled_by} is not null)`),
  check('dict_claims_closed_check', sql`(${t.status} in ('COMPLETED', 'CANCELLED')) = (${t.closed_at} is not null)`),
  // A live claim waits on a deadline (deadlineOf); an ended one on none.
  check('dict_claims_deadline_check', sql`(${t.next_deadline_at} is null) = (${t.status} in ('COMPLETED', 'CANCELLED'))`),
  check('dict_claims_periods_check', sql`${t.opened_at} < ${t.resolution_period_end}`),
]);

/**
 * Fraud markers we set at the DICT after a confirmed infraction, on a person (CPF/CNPJ) or a key.
 * While active, the person registers no key and starts no claim with us, and payouts to the key
 * or person follow the marked-payee rule.
 */
export const fraudMarkers = pgTable('fraud_markers', {
  id: serial('id').primaryKey(),
  dict_id: text('dict_id').notNull(),
  kind: text('kind', { enum: ['APPLICATION_FRAUD', 'MULE_ACCOUNT', 'SCAMMER_ACCOUNT', 'OTHER'] }).notNull(),
  target: text('target', { enum: ['person', 'key'] }).notNull(),
  document: text('document'),
  key_value: text('key_value'),
  customer_id: integer('customer_id').references(() => walletUsers.id),
  case_id: integer('case_id'),
  status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
  note: text('note').notNull(),
  created_by: text('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  cancelled_by: text('cancelled_by'),
  cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  cancel_reason: text('cancel_reason'),
}, (t) => [
  uniqueIndex('fraud_markers_dict_id_key').on(t.dict_id),
  // One active marker of a kind per subject.
  uniqueIndex('fraud_markers_active_key').on(t.target, sql`coalesce(${t.document}, ${t.key_value})`, t.kind).where(sql`${t.status} = 'active'`),
  index('fraud_markers_document_idx').on(t.document).where(sql`${t.status} = 'active'`),
  index('fraud_markers_key_idx').on(t.key_value).where(sql`${t.status} = 'active'`),
  index('fraud_markers_created_idx').on(t.created_at, t.id),
  check('fraud_markers_subject_check', sql`(${t.target} = 'person') = (${t.document} is not null) and (${t.target} = 'key') = (${t.key_value} is not null)`),
  check('fraud_markers_cancel_check', sql`(${t.status} = 'cancelled') = (${t.cancelled_at} is not null and ${t.cancelled_by} is not null and ${t.cancel_reason} is not null)`),
]);

/** Pix limits per owner, type and period; an increase waits in `pending_*` until it is due. */
export const pixLimits = pgTable('pix_limits', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id').notNull().references(() => walletUsers.id),
  /** The owner's kind, for the list's target filter, as on the accounts (kept the owner's by the foreign key on both columns). */
  owner_kind: text('owner_kind', { enum: OWNER_KINDS }).notNull(),
  limits_type: text('limits_type', { enum: ['PIX', 'PIX_SAQUE', 'PIX_TROCO'] }).notNull(),
  period_type: text('period_type', { enum: ['DAYTIME', 'NIGHTTIME'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  pending_amount: bigint('pending_amount', { mode: 'number' }),
  pending_effective_at: timestamp('pending_effective_at', { withTimezone: true }),
  updated_by: text('updated_by').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('pix_limits_owner_type_period_key').on(t.owner_id, t.limits_type, t.period_type),
  index('pix_limits_updated_idx').on(t.updated_at, t.id),
  foreignKey({ name: 'pix_limits_owner_kind_fk', columns: [t.owner_kind, t.owner_id], foreignColumns: [walletUsers.kind, walletUsers.id] }),
  index('pix_limits_owner_kind_updated_idx').on(t.owner_kind, t.updated_at, t.id),
  // A limit type few rows have (withdrawal, change) was found by reading every limit.
  index('pix_limits_type_updated_idx').on(t.limits_type, t.updated_at, t.id),
  index('pix_limits_pending_idx').on(t.pending_effective_at).where(sql`${t.pending_effective_at} is not null`),
  check('pix_limits_amount_check', sql`${t.amount} >= 0`),
  check('pix_limits_pending_check', sql`(${t.pending_amount} is null) = (${t.pending_effective_at} is null) and (${t.pending_amount} is null or ${t.pending_amount} > ${t.amount})`),
]);
