import { randomBytes } from 'node:crypto';
import { eq, or, and } from 'drizzle-orm';
import { stateOfPhone, type users, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { cpfVerifications, userStatusChanges, walletUsers } from '../../db/schema/index.js';
import { refusalError, refusalErrorWith } from '../../core/errors.js';
import type { IdentityProvider } from '../../integrations/identity/provider.js';
import { hashPassword } from '../auth/index.js';
import { toWalletUser } from './mapping.js';
import { findUser } from './queries.js';
import type { Principal } from '../../core/member.js';

const TEMPORARY_PASSWORD_HOURS = 24;

/** A user or merchant as a refusal names it. */
const recordOf = (user: { kind: string; id: number }) => ({ record: user.kind === 'merchant' ? ('merchant' as const) : ('user' as const), id: String(user.id) });

interface Change {
  id: number;
  reason: string;
  actor: Principal;
  now: Date;
}

/** Blocks or unblocks, refusing a change to the state the user is already in. */
export async function changeStatus(db: Database, next: 'active' | 'blocked', change: Change) {
  const user = await findUser(db, change.id, { forUpdate: true });
  if (user.status === next) throw refusalError(409, next === 'blocked' ? 'user.already_blocked' : 'user.already_active', recordOf(user));
  const [updated] = await db
    .update(walletUsers)
    .set({ status: next, blocked_reason: next === 'blocked' ? change.reason : null, updated_at: change.now })
    .where(eq(walletUsers.id, user.id))
    .returning();
  await db.insert(userStatusChanges).values({
    user_id: user.id, status: next, reason: change.reason, actor_id: change.actor.id, actor_name: change.actor.username, at: change.now,
  });
  return { before: toWalletUser(user), after: toWalletUser(updated!) };
}

export async function createUser(db: Database, input: z.output<typeof users.NewWalletUser>, now: Date) {
  const [existing] = await db
    .select({ doc: walletUsers.doc_number, email: walletUsers.email })
    .from(walletUsers)
    .where(and(eq(walletUsers.kind, input.kind), or(eq(walletUsers.doc_number, input.doc_number), eq(walletUsers.email, input.email))))
    .limit(1);
  if (existing) {
    throw existing.doc === input.doc_number
      ? refusalErrorWith(409, { field: 'doc_number' }, 'user.document_taken', { kind: input.kind, doc_type: input.doc_type, doc_number: input.doc_number })
      : refusalErrorWith(409, { field: 'email' }, 'user.email_taken', { kind: input.kind, email: input.email });
  }
  const [created] = await db.insert(walletUsers).values({ ...input, state: stateOfPhone(input.phone) ?? null, created_at: now, updated_at: now }).returning();
  return toWalletUser(created!);
}

/** A one-time secret the user signs in with once; only its hash is kept. */
export async function issueTemporaryPassword(db: Database, id: number, now: Date) {
  const user = await findUser(db, id, { forUpdate: true });
  if (user.status === 'blocked') throw refusalError(409, 'user.reset_while_blocked', recordOf(user));
  const temporaryPassword = randomBytes(9).toString('base64url');
  const expiresAt = new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000);
  await db
    .update(walletUsers)
    .set({ temp_password_hash: await hashPassword(temporaryPassword), temp_password_expires_at: expiresAt, updated_at: now })
    .where(eq(walletUsers.id, id));
  return { user, temporary_password: temporaryPassword, expires_at: expiresAt.toISOString() };
}

export async function verifyUserCpf(db: Database, identity: IdentityProvider, input: { id: number; actor: Principal; now: Date }) {
  const user = await findUser(db, input.id);
  if (user.doc_type !== 'CPF') throw refusalError(400, 'user.cpf_check_on_cnpj', recordOf(user));
  const record = await identity.lookupCpf(user.doc_number);
  await db.insert(cpfVerifications).values({
    user_id: user.id, cpf: user.doc_number, situation: record.situation, name_on_record: record.name, checked_by: input.actor.username, checked_at: input.now,
  });
  return { situation: record.situation, name_on_record: record.name, checked_at: input.now.toISOString(), checked_by: input.actor.username };
}
