import { eq, sql } from 'drizzle-orm';
import type { banking } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, fundsLogs, walletUsers } from '../../db/schema/index.js';
import { notFound, refuse } from '../../http/errors.js';
import type { Principal } from '../auth/sessions.js';

export type LockedAccount = typeof bankAccounts.$inferSelect & { owner_name: string; owner_kind: 'user' | 'merchant' };

/**
 * Reads an account with its owner. Every change of a balance starts by locking the account's row
 * for the rest of its transaction (`forUpdate`, `SELECT … FOR UPDATE`), so two calls on one
 * account run one after the other.
 */
export async function loadAccount(db: Database, id: number, options: { forUpdate: boolean }): Promise<LockedAccount> {
  const query = db
    .select({ account: bankAccounts, owner_name: walletUsers.name, owner_kind: walletUsers.kind })
    .from(bankAccounts)
    .innerJoin(walletUsers, eq(walletUsers.id, bankAccounts.owner_id))
    .where(eq(bankAccounts.id, id));
  const [row] = await (options.forUpdate ? query.for('update', { of: bankAccounts }) : query);
  if (!row) throw notFound('bank_account', id);
  return { ...row.account, owner_name: row.owner_name, owner_kind: row.owner_kind };
}

/** Refuses to take more than the account has available, in words an operator can act on. */
export function ensureAvailable(account: LockedAccount, amount: number, refusal: 'funds.insufficient_to_freeze' | 'funds.insufficient_for_fee'): void {
  if (amount > account.available) throw refuse(409, refusal, { amount, account: account.account_number, available: account.available });
}

export interface Movement {
  kind: 'deposit' | 'freeze' | 'unfreeze' | 'fee';
  availableDelta: number;
  frozenDelta: number;
  reference: string;
  reason: string;
  actor: Pick<Principal, 'id' | 'username'> | null;
  now: Date;
}

/**
 * Changes an account's balances and appends the ledger row that explains it, in the caller's
 * transaction and on an account the caller has locked. The CHECK constraints refuse a negative
 * balance even if a caller forgot to look.
 */
export async function moveFunds(db: Database, account: LockedAccount, movement: Movement) {
  const [updated] = await db
    .update(bankAccounts)
    .set({
      available: sql`${bankAccounts.available} + ${movement.availableDelta}`,
      frozen: sql`${bankAccounts.frozen} + ${movement.frozenDelta}`,
      updated_at: movement.now,
    })
    .where(eq(bankAccounts.id, account.id))
    .returning();
  const after = updated!;
  await db.insert(fundsLogs).values({
    account_id: account.id,
    kind: movement.kind,
    available_delta: movement.availableDelta,
    frozen_delta: movement.frozenDelta,
    available_after: after.available,
    frozen_after: after.frozen,
    reference: movement.reference,
    reason: movement.reason,
    actor_id: movement.actor?.id ?? null,
    operator: movement.actor?.username ?? 'system',
    created_at: movement.now,
  });
  return { ...account, ...after };
}

export const balanceOf = (account: LockedAccount): banking.Balance => ({
  account_id: account.id,
  account_number: account.account_number,
  owner_name: account.owner_name,
  status: account.status,
  currency: account.currency,
  available: account.available,
  frozen: account.frozen,
  total: account.available + account.frozen,
});
