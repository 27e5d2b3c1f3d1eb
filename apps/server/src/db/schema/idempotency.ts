import { integer, json, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each (member, Idempotency-Key): stored in the same transaction as the
 * mutation, so a key is either spent together with its effect or not at all.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  admin_id: integer('admin_id').notNull(),
  key: text('key').notNull(),
  action: text('action').notNull(),
  request_hash: text('request_hash').notNull(),
  // json, not jsonb: jsonb cannot hold the escape \u0000, and no answer may fail to be stored for its key.
  response: json('response'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.admin_id, t.key] })]);
