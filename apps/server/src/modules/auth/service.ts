import { eq } from 'drizzle-orm';
import type { auth, DataOf } from '@wallet/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';
import { Refusal } from '../../http/errors.js';
import { adminProfile, findAdminByUsername, sortedPermissions } from '../staff/queries.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { openSession, resolveSession } from './sessions.js';
import { verifyTotp } from './totp.js';
import { spendRecoveryCode } from './account-security.js';

export interface SignInInput {
  username: string;
  password: string;
  totp?: string | undefined;
  recovery_code?: string | undefined;
  ip: string;
  userAgent: string;
  now: Date;
}

const WRONG_CREDENTIALS = 'Wrong username or password';

/**
 * Checks a sign-in attempt (already counted and admitted by `admitLoginAttempt`) and opens a session. Every refusal is returned, not thrown, so that
 * the failure count it raised is committed together with the attempt's audit row.
 */
export async function signIn(
  db: Database,
  config: Config,
  input: SignInInput,
): Promise<DataOf<typeof auth.login> | Refusal> {
  const admin = await findAdminByUsername(db, input.username, { forUpdate: true });
  if (!admin) {
    await verifyAgainstDecoy(input.password);
    return new Refusal(400, WRONG_CREDENTIALS);
  }
  if (admin.locked_until && admin.locked_until > input.now) {
    return new Refusal(429, `This account is locked after too many failed sign-ins until ${admin.locked_until.toISOString()}`);
  }
  if (!(await verifyPassword(admin.password_hash, input.password))) {
    return recordFailure(db, config, admin, input.now, WRONG_CREDENTIALS);
  }
  if (admin.status !== 'active') return new Refusal(403, 'This account is disabled');
  if (admin.totp_secret) {
    if (input.recovery_code) {
      if (!(await spendRecoveryCode(db, admin.id, input.recovery_code, input.now))) {
        return recordFailure(db, config, admin, input.now, 'Unknown or already used recovery code');
      }
    } else if (!input.totp) {
      return new Refusal(400, 'Enter the 6-digit code from your authenticator app', { totp_required: true });
    } else if (!(await verifyTotp(admin.totp_secret, input.totp, input.now))) {
      return recordFailure(db, config, admin, input.now, 'Wrong two-factor code');
    }
  }

  await db
    .update(admins)
    .set({ failed_login_count: 0, last_failed_login_at: null, locked_until: null, last_login_at: input.now })
    .where(eq(admins.id, admin.id));
  const session = await openSession(db, { adminId: admin.id, now: input.now, ip: input.ip, userAgent: input.userAgent, limits: config.session });
  const principal = await resolveSession(db, { token: session.token, now: input.now, limits: config.session });
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    admin: await adminProfile(db, admin.id),
    permissions: sortedPermissions(principal),
  };
}

/** Counts a wrong password or code toward the lock-out, answering the refusal to return (not throw). */
export async function recordFailure(
  db: Database,
  config: Config,
  admin: typeof admins.$inferSelect,
  now: Date,
  message: string,
): Promise<Refusal> {
  const { lockoutFailures, lockoutWindowMs, lockoutMs } = config.login;
  const windowOpen = admin.last_failed_login_at && now.getTime() - admin.last_failed_login_at.getTime() < lockoutWindowMs;
  const failures = (windowOpen ? admin.failed_login_count : 0) + 1;
  const lockedUntil = failures >= lockoutFailures ? new Date(now.getTime() + lockoutMs) : null;
  await db
    .update(admins)
    .set({ failed_login_count: failures, last_failed_login_at: now, locked_until: lockedUntil })
    .where(eq(admins.id, admin.id));
  if (lockedUntil) {
    return new Refusal(429, `Too many failed sign-ins: this account is locked until ${lockedUntil.toISOString()}`);
  }
  return new Refusal(400, message);
}
