import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './staff.js';

/** Staff sessions. Only the SHA-256 of a token is kept, so a leaked table signs nobody in. */
export const adminSessions = pgTable('admin_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  token_hash: text('token_hash').notNull().unique(),
  admin_id: integer('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  /** The sign-in, or the latest re-authentication: sensitive calls need it within 5 minutes. */
  authenticated_at: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip').notNull().default(''),
  user_agent: text('user_agent').notNull().default(''),
}, (t) => [index('admin_sessions_admin_idx').on(t.admin_id)]);

/**
 * Where the primary's write-ahead log stood just after a staff member's latest write (`pg_lsn`,
 * as text): with a read replica (db/read-routing.ts), their reads go to the primary until the
 * replica has replayed that far, so that they always see what they wrote.
 */
export const staffWriteMarks = pgTable('staff_write_marks', {
  admin_id: integer('admin_id').primaryKey().references(() => admins.id, { onDelete: 'cascade' }),
  wrote_lsn: text('wrote_lsn').notNull(),
});
