import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import type { Database } from '../../db/client.js';
import { adminRecoveryCodes, admins, adminSessions } from '../../db/schema/index.js';
import type { Config } from '../../config.js';
import { refusalError, type Refusal } from '../../core/errors.js';
import { passwordWeakness } from './common-passwords.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeSessionsOf } from './sessions.js';
import { refuseInSession, type WrongSessionSecret } from './failures.js';
import { chosenPasswordHashes, historyWith, isAmong, REMEMBERED_PASSWORDS } from './password-history.js';
import { spendTotp, totpStep } from './totp.js';
import type { Principal } from '../../core/member.js';

const ISSUER = 'Wallet Admin';
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const memberOf = async (db: Database, id: number) => {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id)).for('update');
  if (!admin) throw refusalError(410, 'session.account_gone');
  return admin;
};

/** Refuses a new password that is common, too repetitive or made of the username. */
function checkNewPassword(password: string, username: string, field = 'new_password'): void {
  const weakness = passwordWeakness(password, username);
  if (weakness) throw refusalError(400, 'password.weak', { field, weakness });
}

/**
 * A wrong password or code given inside a session counts toward the lock-out like one at sign-in,
 * so a stolen session cannot be used to guess; when it locks the account, its sessions end.
 */
async function wrongSecret(db: Database, config: Config, admin: typeof admins.$inferSelect, now: Date, failure: WrongSessionSecret): Promise<Refusal> {
  const refusal = await refuseInSession(db, config, admin, now, failure);
  if (refusal.code === 429) await revokeSessionsOf(db, admin.id, now);
  return refusal;
}

/** Refuses a new password that is one of the member's last chosen ones (a temporary one is refused as unchanged). */
async function checkNotReused(password: string, chosen: readonly string[]): Promise<void> {
  if (await isAmong(password, chosen)) throw refusalError(400, 'password.reused', { field: 'new_password', count: REMEMBERED_PASSWORDS });
}

/**
 * Changes one's own password, which also ends the duty to change a temporary one and signs the
 * member out everywhere else. The new one joins the member's history; a temporary one never does.
 */
export async function changeOwnPassword(db: Database, config: Config, principal: Principal, input: { current: string; next: string; now: Date }) {
  const admin = await memberOf(db, principal.id);
  if (!(await verifyPassword(admin.password_hash, input.current))) return wrongSecret(db, config, admin, input.now, 'password.wrong_current');
  if (input.current === input.next) throw refusalError(400, 'password.unchanged', { field: 'new_password' });
  checkNewPassword(input.next, admin.username);
  const chosen = chosenPasswordHashes(admin);
  await checkNotReused(input.next, chosen);
  const hash = await hashPassword(input.next);
  await db.update(admins)
    .set({ password_hash: hash, previous_password_hashes: historyWith(hash, chosen), must_change_password: false, updated_at: input.now })
    .where(eq(admins.id, admin.id));
  await db.update(adminSessions).set({ revoked_at: input.now }).where(and(eq(adminSessions.admin_id, admin.id), isNull(adminSessions.revoked_at), ne(adminSessions.id, principal.sessionId)));
  return null;
}

/** Proves again who the member is (password or TOTP code, spent once), opening sensitive calls for 5 minutes. */
export async function reauthenticate(db: Database, config: Config, principal: Principal, input: { password?: string | undefined; totp?: string | undefined; now: Date }) {
  if (input.password === undefined && input.totp === undefined) throw refusalError(400, 'reauth.proof_needed');
  const admin = await memberOf(db, principal.id);
  const proved = input.password !== undefined
    ? await verifyPassword(admin.password_hash, input.password)
    : admin.totp_secret !== null && (await spendTotp(db, admin.id, admin.totp_secret, input.totp!, input.now));
  if (!proved) return wrongSecret(db, config, admin, input.now, input.password !== undefined ? 'password.wrong' : 'sign_in.wrong_totp');
  await db.update(adminSessions).set({ authenticated_at: input.now }).where(eq(adminSessions.id, principal.sessionId));
  return { authenticated_at: input.now.toISOString() };
}

/** Starts enrolment: a new secret, kept aside until a code from the app confirms it. */
export async function startTotpEnrolment(db: Database, principal: Principal, now: Date) {
  const secret = generateSecret();
  await db.update(admins).set({ totp_pending_secret: secret, updated_at: now }).where(eq(admins.id, principal.id));
  return { secret, otpauth_url: generateURI({ issuer: ISSUER, label: principal.username, secret }) };
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Confirms the pending secret with a code, turns two-factor on and answers fresh recovery codes. The
 * confirming code is spent: the new secret's steps start after it, whatever the old secret spent.
 */
export async function confirmTotpEnrolment(db: Database, principal: Principal, input: { code: string; now: Date }) {
  const admin = await memberOf(db, principal.id);
  if (!admin.totp_pending_secret) throw refusalError(409, 'totp.no_pending_secret');
  const step = await totpStep(admin.totp_pending_secret, input.code, input.now);
  if (step === null) throw refusalError(400, 'totp.wrong_code', { field: 'code' });
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.update(admins)
    .set({ totp_secret: admin.totp_pending_secret, totp_pending_secret: null, totp_last_step: step, updated_at: input.now })
    .where(eq(admins.id, admin.id));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.admin_id, admin.id));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ admin_id: admin.id, code_hash: hashCode(code) })));
  return { recovery_codes: codes };
}

/** Spends one unused recovery code of a member; false when it is unknown or used already. */
export async function spendRecoveryCode(db: Database, adminId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ used_at: now })
    .where(and(eq(adminRecoveryCodes.admin_id, adminId), eq(adminRecoveryCodes.code_hash, hashCode(code)), isNull(adminRecoveryCodes.used_at)))
    .returning({ id: adminRecoveryCodes.id });
  return spent.length > 0;
}
