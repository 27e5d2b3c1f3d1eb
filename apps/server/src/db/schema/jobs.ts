import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Background work, taken by any number of workers with `FOR UPDATE SKIP LOCKED`. */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  payload: jsonb('payload').notNull().default({}),
  result: jsonb('result'),
  error: text('error'),
  progress: integer('progress').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  locked_by: text('locked_by'),
  locked_at: timestamp('locked_at', { withTimezone: true }),
  created_by: integer('created_by'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('jobs_queue_idx').on(t.status, t.run_after),
  check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  check('jobs_progress_check', sql`${t.progress} between 0 and 100`),
]);
