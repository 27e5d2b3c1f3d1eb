import { eq } from 'drizzle-orm';
import type { auth, DataOf } from '@wallet/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';
import { committedRefusal, committedRefusalWith, type Refusal } from '../../core/errors.js';
import { refuseSignIn } from './failures.js';
import { adminProfile, findAdminByUsername, sortedPermissions } from './admin-profile.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { openSession, resolveSession } from './sessions.js';
import { spendTotp } from './totp.js';
import { spendRecoveryCode } from './account-security.js';
import { roleNetworks } from './networks.js';
import { fromAllowedNetwork } from '../../core/allowed-networks.js';

export interface SignInInput {
  username: string;
  password: string;
  totp?: string | undefined;
  recovery_code?: string | undefined;
  ip: string;
  userAgent: string;
  now: Date;
}

type Member = typeof admins.$inferSelect;

/** What a wrong password answers at sign-in; an unknown username and a locked account answer it too. */
const wrongCredentials = () => committedRefusal(400, 'sign_in.wrong_credentials');

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
    return wrongCredentials();
  }
  const passwordRight = await verifyPassword(admin.password_hash, input.password);
  // A locked account answers as a wrong password, whatever was typed, after the same check: sign-in
  // never tells it from an unknown username. The member learns of the lock from an admin.
  if (admin.locked_until && admin.locked_until > input.now) return wrongCredentials();
  if (!passwordRight) return refuseSignIn(db, config, admin, input.now, 'sign_in.wrong_credentials');
  if (admin.status !== 'active') return committedRefusal(403, 'sign_in.disabled');
  if (!fromAllowedNetwork(input.ip, await roleNetworks(db, admin.role_id))) return committedRefusal(403, 'network.not_allowed', { ip: input.ip });
  if (admin.totp_secret) {
    const refused = await secondFactorRefusal(db, config, admin, admin.totp_secret, input);
    if (refused) return refused;
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

/** The second factor of an enrolled member: a recovery code or a TOTP code, each spent once; null when it passes. */
async function secondFactorRefusal(db: Database, config: Config, admin: Member, secret: string, input: SignInInput): Promise<Refusal | null> {
  if (input.recovery_code) {
    const spent = await spendRecoveryCode(db, admin.id, input.recovery_code, input.now);
    return spent ? null : refuseSignIn(db, config, admin, input.now, 'sign_in.wrong_recovery_code');
  }
  if (!input.totp) return committedRefusalWith(400, { totp_required: true }, 'sign_in.totp_needed');
  const spent = await spendTotp(db, admin.id, secret, input.totp, input.now);
  return spent ? null : refuseSignIn(db, config, admin, input.now, 'sign_in.wrong_totp');
}
