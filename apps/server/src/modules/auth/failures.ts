import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';
import { refusal, type Refusal } from '../../http/errors.js';

/** The refusals of a wrong secret: each counts toward the lock-out. */
export type WrongSecret = 'sign_in.wrong_credentials' | 'sign_in.wrong_recovery_code' | 'sign_in.wrong_totp' | 'password.wrong' | 'password.wrong_current';

/**
 * Counts a wrong password or code toward the lock-out, at sign-in or inside a session, answering
 * the refusal to return (not throw) so that the count commits.
 */
export async function recordFailure(db: Database, config: Config, admin: typeof admins.$inferSelect, now: Date, failure: WrongSecret): Promise<Refusal> {
  const { lockoutFailures, lockoutWindowMs, lockoutMs } = config.login;
  const windowOpen = admin.last_failed_login_at && now.getTime() - admin.last_failed_login_at.getTime() < lockoutWindowMs;
  const failures = (windowOpen ? admin.failed_login_count : 0) + 1;
  const lockedUntil = failures >= lockoutFailures ? new Date(now.getTime() + lockoutMs) : null;
  await db
    .update(admins)
    .set({ failed_login_count: failures, last_failed_login_at: now, locked_until: lockedUntil })
    .where(eq(admins.id, admin.id));
  if (lockedUntil) return refusal(429, 'sign_in.locked_now', { until: lockedUntil.toISOString() });
  // A wrong current password names its field, so the console shows it under that field.
  return failure === 'password.wrong_current' ? refusal(400, failure, { field: 'current_password' }) : refusal(400, failure);
}
