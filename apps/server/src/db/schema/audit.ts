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
  // The result filter, newest first, and its count from the index alone: a result few entries have
  // (refused, failed) was found by reading the whole log.
  index('audit_logs_result_at_idx').on(t.result, t.at, t.id),
  // The log's text filters (a part of the actor's name or of the target, the start of the action,
  // any case) read these: a text few rows hold was found by reading the whole log newest first.
  index('audit_logs_actor_trgm_idx').using('gin', t.actor_name.op('gin_trgm_ops')),
  index('audit_logs_action_trgm_idx').using('gin', t.action.op('gin_trgm_ops')),
  index('audit_logs_target_trgm_idx').using('gin', t.target.op('gin_trgm_ops')),
  check('audit_logs_result_check', sql`${t.result} in ('ok', 'asked', 'refused', 'failed')`),
]);
