import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';
import { committedRefusal, type Refusal } from '../../core/errors.js';

/** The refusals of a wrong secret at sign-in: each counts toward the lock-out. */
export type WrongSignInSecret = 'sign_in.wrong_credentials' | 'sign_in.wrong_recovery_code' | 'sign_in.wrong_totp';

/** The refusals of a wrong secret inside a session: each counts toward the lock-out too. */
export type WrongSessionSecret = 'sign_in.wrong_totp' | 'password.wrong' | 'password.wrong_current';

type Member = typeof admins.$inferSelect;

/** Counts a wrong password or code toward the lock-out; answers the end of the lock when this failure set one. */
async function countFailure(db: Database, config: Config, admin: Member, now: Date): Promise<Date | null> {
  const { lockoutFailures, lockoutWindowMs, lockoutMs } = config.login;
  const windowOpen = admin.last_failed_login_at && now.getTime() - admin.last_failed_login_at.getTime() < lockoutWindowMs;
  const failures = (windowOpen ? admin.failed_login_count : 0) + 1;
  const lockedUntil = failures >= lockoutFailures ? new Date(now.getTime() + lockoutMs) : null;
  await db
    .update(admins)
    .set({ failed_login_count: failures, last_failed_login_at: now, locked_until: lockedUntil })
    .where(eq(admins.id, admin.id));
  return lockedUntil;
}

/**
 * A wrong secret at sign-in, counted and answered as wrong even when it locks the account: sign-in
 * never tells a locked account from a wrong password or an unknown username (the member learns of
 * the lock from an admin, whose staff list shows it). Returned, not thrown, so that the count commits.
 */
export async function refuseSignIn(db: Database, config: Config, admin: Member, now: Date, failure: WrongSignInSecret): Promise<Refusal> {
  await countFailure(db, config, admin, now);
  return committedRefusal(400, failure);
}

/**
 * A wrong secret inside a session, counted; the member is known there, so a failure that locks the
 * account says until when. Returned, not thrown, so that the count commits.
 */
export async function refuseInSession(db: Database, config: Config, admin: Member, now: Date, failure: WrongSessionSecret): Promise<Refusal> {
  const lockedUntil = await countFailure(db, config, admin, now);
  if (lockedUntil) return committedRefusal(429, 'sign_in.locked_now', { until: lockedUntil.toISOString() });
  // A wrong current password names its field, so the console shows it under that field.
  return failure === 'password.wrong_current' ? committedRefusal(400, failure, { field: 'current_password' }) : committedRefusal(400, failure);
}
