import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FundsRecoveryStatus, regulatory, SituationType } from '@wallet/contracts';
import { bankAccounts } from './banking.js';
import { tradeKeys } from './trades.js';
import { walletUsers } from './users.js';
import { stated } from './stated.js';

const centavos = (name: string) => bigint(name, { mode: 'number' });

export const MED_SIDES = ['payer', 'receiver'] as const;
export const MED_ORIGINS = ['contestation', 'infraction_report', 'refund_request', 'staff'] as const;
export const REFUND_REASONS = ['FRAUD', 'OPERATIONAL_FLAW', 'REFUND_CANCELLED'] as const;
export const REFUND_STATUSES = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export const REFUND_RESULTS = ['TOTALLY_ACCEPTED', 'PARTIALLY_ACCEPTED', 'REJECTED'] as const;
export const REFUND_REJECTIONS = ['NO_BALANCE', 'ACCOUNT_CLOSURE', 'CANNOT_REFUND', 'OTHER'] as const;

/**
 * One MED case per contested Pix: it gathers the Pix's infraction reports, refund requests, holds,
 * returns and what staff and the DICT did. `payer`: our customer paid and contests it (we ask the
 * money back); `receiver`: our customer received it (we are asked, and may block it).
 * `next_deadline_at` is the soonest deadline of what is still to do, kept by every change.
 */
export const medCases = pgTable('med_cases', {
  id: serial('id').primaryKey(),
  trade_id: bigint('trade_id', { mode: 'number' }).notNull().references(() => tradeKeys.trade_id),
  end_to_end_id: text('end_to_end_id').notNull(),
  /** The trade's number, kept here as its end-to-end id is: the inbox's keyword finds both by trigram index. */
  trade_no: text('trade_no').notNull(),
  side: text('side', { enum: MED_SIDES }).notNull(),
  origin: text('origin', { enum: MED_ORIGINS }).notNull(),
  status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
  amount: centavos('amount').notNull(),
  customer_id: integer('customer_id').notNull().references(() => walletUsers.id),
  account_id: integer('account_id').notNull().references(() => bankAccounts.id),
  counterparty_ispb: text('counterparty_ispb').notNull(),
  /** The customer's own words, when the case came from a contestation in their app. */
  contestation_id: text('contestation_id'),
  assigned_to: text('assigned_to'),
  next_deadline_at: timestamp('next_deadline_at', { withTimezone: true }),
  next_deadline_kind: text('next_deadline_kind', { enum: regulatory.med.DEADLINE_KINDS }),
  opened_by: text('opened_by').notNull(),
  opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
  closed_at: timestamp('closed_at', { withTimezone: true }),
  close_note: stated('close_note'),
}, (t) => [
  uniqueIndex('med_cases_trade_key').on(t.trade_id),
  uniqueIndex('med_cases_contestation_key').on(t.contestation_id).where(sql`${t.contestation_id} is not null`),
  index('med_cases_opened_idx').on(t.opened_at, t.id),
  // The inbox's counts of open cases (open, due today, overdue, mine) read this index alone.
  index('med_cases_deadline_idx').on(t.next_deadline_at, t.assigned_to).where(sql`${t.status} = 'open'`),
  // The inbox's filters that keep few of the cases: a member's own, a side, an origin.
  index('med_cases_assigned_idx').on(t.assigned_to).where(sql`${t.assigned_to} is not null`),
  index('med_cases_side_idx').on(t.side),
  index('med_cases_origin_idx').on(t.origin),
  // The inbox's order (modules/med/queries.ts listCases): open first, soonest deadline, newest.
  index('med_cases_inbox_idx').on(sql`(${t.status} = 'open') desc`, t.next_deadline_at.asc().nullsLast(), t.opened_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // The same order within one status: the closed cases, newest first, and their capped count.
  index('med_cases_status_inbox_idx').on(t.status, sql`(${t.status} = 'open') desc`, t.next_deadline_at.asc().nullsLast(), t.opened_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('med_cases_e2e_idx').on(sql`upper(${t.end_to_end_id})`),
  // The inbox's keyword (modules/med/queries.ts): part of the end-to-end id, the trade's number or the customer's name.
  index('med_cases_e2e_trgm_idx').using('gin', t.end_to_end_id.op('gin_trgm_ops')),
  index('med_cases_trade_no_trgm_idx').using('gin', t.trade_no.op('gin_trgm_ops')),
  index('med_cases_customer_idx').on(t.customer_id),
  check('med_cases_side_check', sql`${t.side} in ('payer', 'receiver')`),
  check('med_cases_status_check', sql`${t.status} in ('open', 'closed') and (${t.status} = 'closed') = (${t.closed_at} is not null)`),
  check('med_cases_amount_check', sql`${t.amount} > 0`),
]);

/** The case's timeline: who did what and when (a staff username, "DICT", "customer" or "system"). */
export const medCaseEvents = pgTable('med_case_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  case_id: integer('case_id').notNull().references(() => medCases.id),
  kind: text('kind', { enum: regulatory.med.CASE_EVENT_KINDS }).notNull(),
  actor: text('actor').notNull(),
  /** A member's words or the system's note; null when the kind says it all. */
  note: stated('note'),
  amount: centavos('amount'),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('med_case_events_case_idx').on(t.case_id, t.at, t.id)]);

/**
 * A refund request (solicitação de devolução) at the DICT: `requesting` when we ask the receiver's
 * institution for our customer's money back, `contested` when another institution asks us.
 * OPEN → CLOSED with the contested side's analysis, or CANCELLED by the requester.
 */
export const medRefundRequests = pgTable('med_refund_requests', {
  id: serial('id').primaryKey(),
  dict_id: text('dict_id').notNull(),
  case_id: integer('case_id').notNull().references(() => medCases.id),
  trade_id: bigint('trade_id', { mode: 'number' }).notNull().references(() => tradeKeys.trade_id),
  role: text('role', { enum: ['requesting', 'contested'] }).notNull(),
  reason: text('reason', { enum: REFUND_REASONS }).notNull(),
  amount: centavos('amount').notNull(),
  details: text('details').notNull(),
  status: text('status', { enum: REFUND_STATUSES }).notNull().default('OPEN'),
  analysis_result: text('analysis_result', { enum: REFUND_RESULTS }),
  rejection_reason: text('rejection_reason', { enum: REFUND_REJECTIONS }),
  analysis_details: text('analysis_details'),
  refunded_amount: centavos('refunded_amount').notNull().default(0),
  /** The Pix return (devolução) that carried the money back. */
  return_id: text('return_id'),
  /** The traced account it asks, when it was filed along the chain; null for the contested Pix's receiver. */
  hop_id: integer('hop_id').references((): AnyPgColumn => medTraceHops.id),
  counterparty_ispb: text('counterparty_ispb').notNull(),
  requested_by: text('requested_by').notNull(),
  answered_by: text('answered_by'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When the contested side's analysis is due. */
  deadline_at: timestamp('deadline_at', { withTimezone: true }).notNull(),
  closed_at: timestamp('closed_at', { withTimezone: true }),
  dict_modified_at: timestamp('dict_modified_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('med_refund_requests_dict_id_key').on(t.dict_id),
  index('med_refund_requests_case_idx').on(t.case_id),
  index('med_refund_requests_trade_idx').on(t.trade_id),
  uniqueIndex('med_refund_requests_one_open_key').on(t.trade_id, t.role, sql`coalesce(${t.hop_id}, 0)`).where(sql`${t.status} = 'OPEN'`),
  check('med_refund_requests_amount_check', sql`${t.amount} > 0 and ${t.refunded_amount} between 0 and ${t.amount}`),
  check('med_refund_requests_status_check', sql`${t.status} in ('OPEN', 'CLOSED', 'CANCELLED') and (${t.status} = 'OPEN') = (${t.closed_at} is null)`),
  check('med_refund_requests_result_check', sql`(${t.status} = 'CLOSED') = (${t.analysis_result} is not null)
    and (${t.analysis_result} = 'REJECTED') = (${t.rejection_reason} is not null)
    and (${t.analysis_result} = 'REJECTED' or ${t.analysis_result} is null) = (${t.refunded_amount} = 0)`),
  check('med_refund_requests_details_check', sql`char_length(${t.details}) <= 2000 and char_length(coalesce(${t.analysis_details}, '')) <= 2000`),
]);

/**
 * The contested money's way through further accounts (MED 2.0 funds tracing): the account that
 * received the contested Pix (depth 1), then each account that received part of it from its
 * parent by a Pix, up to five further; drawn again each time the case is traced.
 */
export const medTraceHops = pgTable('med_trace_hops', {
  id: serial('id').primaryKey(),
  case_id: integer('case_id').notNull().references(() => medCases.id),
  parent_id: integer('parent_id').references((): AnyPgColumn => medTraceHops.id),
  depth: integer('depth').notNull(),
  end_to_end_id: text('end_to_end_id').notNull(),
  amount: centavos('amount').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  ispb: text('ispb').notNull(),
  branch: text('branch').notNull(),
  account: text('account').notNull(),
  holder_name: text('holder_name').notNull(),
  /** Our account, when the money reached one of ours. */
  account_id: integer('account_id').references(() => bankAccounts.id),
}, (t) => [
  uniqueIndex('med_trace_hops_pix_key').on(t.case_id, t.end_to_end_id),
  index('med_trace_hops_case_idx').on(t.case_id, t.depth, t.id),
  check('med_trace_hops_depth_check', sql`${t.depth} between 1 and 6 and (${t.depth} = 1) = (${t.parent_id} is null)`),
  check('med_trace_hops_amount_check', sql`${t.amount} > 0`),
]);

/** A recovery's trail as kept: its tracked Pix, amounts in centavos, as the DICT last answered them. */
export type StoredTrail = Omit<regulatory.med.TrackedPix, 'credited_name'>[];

/**
 * A funds recovery at the DICT (MED 2.0) for a case's Pix our customer paid: CREATED → TRACKED →
 * AWAITING_ANALYSIS → ANALYSED → REFUNDING → COMPLETED, or CANCELLED by us until REFUNDING.
 * `trail` is the money's way as the DICT tracked it; `recovered_amount`, what its returns brought back.
 */
export const medFundsRecoveries = pgTable('med_funds_recoveries', {
  id: serial('id').primaryKey(),
  dict_id: text('dict_id').notNull(),
  case_id: integer('case_id').notNull().references(() => medCases.id),
  status: text('status', { enum: FundsRecoveryStatus.codes }).notNull(),
  situation_type: text('situation_type', { enum: SituationType.codes }).notNull(),
  details: text('details').notNull(),
  contested_amount: centavos('contested_amount').notNull(),
  recovered_amount: centavos('recovered_amount').notNull().default(0),
  trail: jsonb('trail').$type<StoredTrail>().notNull().default([]),
  requested_by: text('requested_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  dict_modified_at: timestamp('dict_modified_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('med_funds_recoveries_dict_id_key').on(t.dict_id),
  index('med_funds_recoveries_case_idx').on(t.case_id),
  // One live recovery a case: a cancelled one may be followed by another.
  uniqueIndex('med_funds_recoveries_one_live_key').on(t.case_id).where(sql`${t.status} <> 'CANCELLED'`),
  check('med_funds_recoveries_amount_check', sql`${t.contested_amount} > 0 and ${t.recovered_amount} between 0 and ${t.contested_amount}`),
]);
