import { sql } from 'drizzle-orm';
import { bytes } from './bytes.js';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The kinds of customer: wallet users and merchants. */
export const OWNER_KINDS = ['user', 'merchant'] as const;

/** Wallet users and merchants: one table, told apart by `kind`. */
export const walletUsers = pgTable('wallet_users', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: OWNER_KINDS }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** The customer's state (UF), from their phone's area code until an address says otherwise; null for a code no state has. */
  state: text('state'),
  doc_type: text('doc_type', { enum: ['CPF', 'CNPJ'] }).notNull(),
  doc_number: text('doc_number').notNull(),
  status: text('status', { enum: ['active', 'blocked'] }).notNull().default('active'),
  blocked_reason: text('blocked_reason'),
  kyc_status: text('kyc_status', { enum: ['pending', 'approved', 'rejected'] }),
  temp_password_hash: text('temp_password_hash'),
  temp_password_expires_at: timestamp('temp_password_expires_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  // A sole trader may be both a wallet user and a merchant under one CPF, but not twice either.
  uniqueIndex('wallet_users_kind_document_key').on(t.kind, t.doc_number),
  uniqueIndex('wallet_users_email_key').on(t.kind, t.email),
  // The owner filters find a customer by document whatever their kind.
  index('wallet_users_document_idx').on(t.doc_number),
  index('wallet_users_kind_created_idx').on(t.kind, t.created_at, t.id),
  index('wallet_users_kind_status_created_idx').on(t.kind, t.status, t.created_at, t.id),
  index('wallet_users_kind_name_idx').on(t.kind, t.name),
  // What the accounts and limits say of their owner's kind is the owner's (their foreign keys on
  // both columns, migration 0039).
  uniqueIndex('wallet_users_kind_id_key').on(t.kind, t.id),
  // The keyword filter searches inside these (ILIKE '%…%'): trigram indexes (migration 0003).
  index('wallet_users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  index('wallet_users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  index('wallet_users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  // The map's customers by state, counted from this index alone (migration 0050).
  index('wallet_users_state_idx').on(t.state),
  check('wallet_users_kind_check', sql`${t.kind} in ('user', 'merchant')`),
  check('wallet_users_status_check', sql`${t.status} in ('active', 'blocked')`),
  check('wallet_users_blocked_reason_check', sql`(${t.status} = 'blocked') = (${t.blocked_reason} is not null)`),
]);

/** Every block and unblock, with who and why. */
export const userStatusChanges = pgTable('user_status_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  user_id: integer('user_id').notNull().references(() => walletUsers.id),
  status: text('status', { enum: ['active', 'blocked'] }).notNull(),
  reason: text('reason').notNull(),
  actor_id: integer('actor_id'),
  actor_name: text('actor_name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('user_status_changes_user_idx').on(t.user_id, t.at)]);

export const kycChecks = pgTable('kyc_checks', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => walletUsers.id),
  document_type: text('document_type', { enum: ['RG', 'CNH', 'CTPS', 'RNE_RNM', 'PASSPORT', 'CIN'] }).notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  reviewer_id: integer('reviewer_id'),
  reviewer_name: text('reviewer_name'),
  reason: text('reason'),
  submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull(),
  reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
}, (t) => [
  index('kyc_checks_submitted_idx').on(t.submitted_at, t.id),
  index('kyc_checks_status_submitted_idx').on(t.status, t.submitted_at, t.id),
  // The document type filter keeps a third of the checks: its count reads this index alone (7.4 ms to 1.9).
  index('kyc_checks_document_type_submitted_idx').on(t.document_type, t.submitted_at, t.id),
  index('kyc_checks_user_idx').on(t.user_id),
  check('kyc_checks_review_check', sql`(${t.status} = 'pending') = (${t.reviewed_at} is null)`),
]);

/**
 * The files of a KYC check (ID sides, selfie, proof of address), kept in the database with the
 * check: a JPEG, PNG or PDF of at most 5 MB, its type checked against its first bytes.
 */
export const kycDocuments = pgTable('kyc_documents', {
  id: serial('id').primaryKey(),
  check_id: integer('check_id').notNull().references(() => kycChecks.id),
  kind: text('kind', { enum: ['front', 'back', 'selfie', 'proof_of_address', 'other'] }).notNull(),
  file_name: text('file_name').notNull(),
  content_type: text('content_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
  byte_size: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytes('content').notNull(),
  uploaded_by: text('uploaded_by').notNull(),
  uploaded_at: timestamp('uploaded_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('kyc_documents_check_idx').on(t.check_id, t.id),
  check('kyc_documents_size_check', sql`${t.byte_size} = octet_length(${t.content}) and ${t.byte_size} between 1 and 5242880`),
]);

/** Answers of the Receita Federal about a CPF, kept with the time of the check. */
export const cpfVerifications = pgTable('cpf_verifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  user_id: integer('user_id').notNull().references(() => walletUsers.id),
  cpf: text('cpf').notNull(),
  situation: text('situation').notNull(),
  name_on_record: text('name_on_record').notNull(),
  checked_by: text('checked_by').notNull(),
  checked_at: timestamp('checked_at', { withTimezone: true }).notNull(),
}, (t) => [index('cpf_verifications_user_idx').on(t.user_id, t.checked_at)]);
