import { sql } from 'drizzle-orm';
import type { Words } from '@wallet/contracts';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row for every mutation and every sign-in attempt, whatever its outcome. */
export const auditLogs = pgTable('audit_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actor_id: integer('actor_id'),
  actor_name: text('actor_name').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull().default(''),
  result: text('result', { enum: ['ok', 'asked', 'refused', 'failed'] }).notNull(),
  code: integer('code').notNull(),
  message: text('message').notNull().default(''),
  /** `message` as a key of the message catalogue and its parameters, so the console words it in the reader's language. */
  words: jsonb('words').$type<Words>(),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip').notNull().default(''),
  request_id: text('request_id').notNull().default(''),
  /** The checker whose approval ran this action; the actor asked for it. */
  approved_by: text('approved_by'),
}, (t) => [
  index('audit_logs_at_idx').on(t.at),
  index('audit_logs_action_ip_at_idx').on(t.action, t.ip, t.at),
  index('audit_logs_action_actor_at_idx').on(t.action, sql`lower(${t.actor_name})`, t.at),
  check('audit_logs_result_check', sql`${t.result} in ('ok', 'asked', 'refused', 'failed')`),
]);
