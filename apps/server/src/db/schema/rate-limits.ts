import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per attempt in a rate-limited bucket (such as the sign-ins of one address). Attempts are
 * recorded before they are checked, each under the bucket's advisory lock in a transaction of its
 * own, so simultaneous attempts in any number of processes each see all the attempts before them.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bucket: text('bucket').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('rate_limit_hits_bucket_at_idx').on(t.bucket, t.at), index('rate_limit_hits_at_idx').on(t.at)]);
