import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { approvals, Words } from '@wallet/contracts';
import { admins } from './staff.js';

const POLICY_ACTIONS = sql`('fee_create', 'hold_release', 'limit_increase', 'marked_unblock', 'refund_accept', 'role_change', 'staff_create', 'totp_reset')`;
/** A request may also loosen a policy, which has no policy of its own: it always waits. */
const REQUEST_ACTIONS = sql`('fee_create', 'hold_release', 'limit_increase', 'marked_unblock', 'policy_change', 'refund_accept', 'role_change', 'staff_create', 'totp_reset')`;

/** For each sensitive action, whether it waits for a second person and from which amount; a row per action. */
export const approvalPolicies = pgTable('approval_policies', {
  action: text('action').primaryKey(),
  needs_approval: boolean('needs_approval').notNull().default(false),
  /** Centavos from which the action waits; null: at any amount. */
  from_amount: bigint('from_amount', { mode: 'number' }),
  /** Hold types whose release waits at any amount (hold_release only). */
  hold_types: text('hold_types').array().notNull().default(sql`'{}'`),
  updated_at: timestamp('updated_at', { withTimezone: true }),
  updated_by: text('updated_by'),
}, (t) => [
  check('approval_policies_action_check', sql`${t.action} in ${POLICY_ACTIONS}`),
  check('approval_policies_from_amount_check', sql`${t.from_amount} is null or ${t.from_amount} > 0`),
]);

/**
 * An action that waits for a second person: the call and its exact body, who asked and why, the
 * state of its target when asked (re-read at approval), and how it ended.
 */
export const approvalRequests = pgTable('approval_requests', {
  id: serial('id').primaryKey(),
  action: text('action').notNull(),
  /** The call's path; it runs with `body` on approval. */
  call: text('call').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  target: text('target').notNull(),
  target_label: text('target_label').notNull(),
  amount: bigint('amount', { mode: 'number' }),
  /** What the target looked like when asked, compared at approval: a change refuses the approval. */
  guard: jsonb('guard').notNull(),
  changes: jsonb('changes').$type<approvals.ApprovalChange[]>().notNull(),
  /** The permission the call needs: a checker must hold it too. */
  permission: text('permission').notNull(),
  reason: text('reason').notNull(),
  maker_id: integer('maker_id').notNull().references(() => admins.id),
  maker_name: text('maker_name').notNull(),
  asked_at: timestamp('asked_at', { withTimezone: true }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn', 'expired'] }).notNull().default('pending'),
  checker_id: integer('checker_id').references(() => admins.id),
  checker_name: text('checker_name'),
  decided_at: timestamp('decided_at', { withTimezone: true }),
  decision_reason: text('decision_reason'),
  /** What the action answered when it ran, as catalogue words. */
  outcome: jsonb('outcome').$type<Words>(),
}, (t) => [
  check('approval_requests_action_check', sql`${t.action} in ${REQUEST_ACTIONS}`),
  check('approval_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn', 'expired')`),
  check('approval_requests_checker_check', sql`${t.checker_id} is null or ${t.checker_id} <> ${t.maker_id}`),
  // One waiting request per action and target.
  uniqueIndex('approval_requests_pending_key').on(t.action, t.target).where(sql`${t.status} = 'pending'`),
  index('approval_requests_status_asked_idx').on(t.status, t.asked_at),
  index('approval_requests_maker_asked_idx').on(t.maker_id, t.asked_at),
]);
