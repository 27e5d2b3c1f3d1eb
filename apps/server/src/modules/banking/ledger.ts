import { and, eq, type SQL } from 'drizzle-orm';
import type { banking } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, walletUsers } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { postTransfer, type LedgerAccountRef, type Transfer } from '../ledger/index.js';
import type { Principal } from '../../core/member.js';

export type LockedAccount = typeof bankAccounts.$inferSelect & {
  owner_name: string;
  owner_kind: 'user' | 'merchant';
  owner_status: 'active' | 'blocked';
  owner_doc_type: 'CPF' | 'CNPJ';
  owner_document: string;
};

/** An account as a Pix addresses it: the institution, the branch and the number. */
export interface AccountAddress {
  ispb: string;
  branch: string;
  account: string;
}

/** The accounts `where` selects, with their owners, locked for the transaction when asked. */
async function accountsWithOwner(db: Database, where: SQL, options: { forUpdate: boolean }): Promise<LockedAccount[]> {
  const query = db
    .select({
      account: bankAccounts, owner_name: walletUsers.name, owner_kind: walletUsers.kind, owner_status: walletUsers.status,
      owner_doc_type: walletUsers.doc_type, owner_document: walletUsers.doc_number,
    })
    .from(bankAccounts)
    .innerJoin(walletUsers, eq(walletUsers.id, bankAccounts.owner_id))
    .where(where);
  const rows = await (options.forUpdate ? query.for('update', { of: bankAccounts }) : query);
  return rows.map(({ account, ...owner }) => ({ ...account, ...owner }));
}

/**
 * Reads an account with its owner. Every change of a balance starts by locking the account's row
 * for the rest of its transaction (`forUpdate`, `SELECT … FOR UPDATE`), so two calls on one
 * account run one after the other.
 */
export async function loadAccount(db: Database, id: number, options: { forUpdate: boolean }): Promise<LockedAccount> {
  const [account] = await accountsWithOwner(db, eq(bankAccounts.id, id), options);
  if (!account) throw notFound('bank_account', id);
  return account;
}

/** The account a Pix addresses, locked as `loadAccount` locks it; null when it is not ours. */
export async function loadAccountAt(db: Database, address: AccountAddress, options: { forUpdate: boolean }): Promise<LockedAccount | null> {
  const where = and(eq(bankAccounts.ispb, address.ispb), eq(bankAccounts.branch, address.branch), eq(bankAccounts.account_number, address.account))!;
  const [account] = await accountsWithOwner(db, where, options);
  return account ?? null;
}

/** Refuses to take more than the account has available, in words an operator can act on. */
export function ensureAvailable(account: LockedAccount, amount: number, refusal: 'funds.insufficient_to_freeze' | 'funds.insufficient_for_fee'): void {
  if (amount > account.available) throw refusalError(409, refusal, { amount, account: account.account_number, available: account.available });
}

/** A payment account's available money, as a side of a ledger transfer. */
export const availableOf = (account: Pick<LockedAccount, 'id'>): LedgerAccountRef => ({ side: 'available', bankAccountId: account.id });
/** A payment account's held (frozen) money, as a side of a ledger transfer. */
export const heldOf = (account: Pick<LockedAccount, 'id'>): LedgerAccountRef => ({ side: 'held', bankAccountId: account.id });

/**
 * Posts a transfer that touches an account the caller has locked, and answers the account with
 * its balances after it.
 */
export async function moveFunds(db: Database, account: LockedAccount, transfer: Omit<Transfer, 'actor'> & { actor: Pick<Principal, 'id' | 'username'> | null }) {
  const { accounts } = await postTransfer(db, transfer);
  const after = accounts.get(account.id);
  return after ? { ...account, ...after, updated_at: transfer.now } : account;
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
