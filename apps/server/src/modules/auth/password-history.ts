import type { admins } from '../../db/schema/index.js';
import { verifyPassword } from './passwords.js';

/** How many of a member's last chosen passwords may not be chosen again. */
export const REMEMBERED_PASSWORDS = 5;

type PasswordState = Pick<typeof admins.$inferSelect, 'password_hash' | 'must_change_password' | 'previous_password_hashes'>;

/**
 * The hashes of the member's last chosen passwords, newest first: those remembered, headed by the
 * current one when the member chose it and it is not remembered yet (a member created before the
 * history, or with a password of their own). A temporary password set by an admin is not theirs.
 */
export function chosenPasswordHashes(member: PasswordState): string[] {
  const remembered = member.previous_password_hashes;
  const currentToRemember = !member.must_change_password && remembered[0] !== member.password_hash;
  return (currentToRemember ? [member.password_hash, ...remembered] : remembered).slice(0, REMEMBERED_PASSWORDS);
}

/** The history once the member chose the password of `hash`: it first, then the newest of the others. */
export const historyWith = (hash: string, chosen: readonly string[]): string[] => [hash, ...chosen].slice(0, REMEMBERED_PASSWORDS);

/** Whether a password is one of these hashes: an argon2id check of each, run side by side. */
export async function isAmong(password: string, hashes: readonly string[]): Promise<boolean> {
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)));
  return matches.includes(true);
}
