import { and, eq } from 'drizzle-orm';
import type { banking } from '@wallet/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { bankAccounts, ispbParticipants } from '../../db/schema/index.js';
import { refuse } from '../../http/errors.js';
import { findUser } from '../users/queries.js';
import { insertUnique } from '../../db/unique.js';
import { findAccount } from './accounts-queries.js';
import { loadAccount } from './ledger.js';
import { openLedgerAccounts } from '../ledger/post.js';
import type { DictDirectory } from '../../integrations/dict/directory.js';
import type { Principal } from '../auth/sessions.js';
import { deleteKeysOfAccount } from '../pix/keys-service.js';

/** Opens an account, inactive and empty, for an active user or merchant. */
export async function createAccount(db: Database, input: z.output<typeof banking.NewBankAccount>, now: Date) {
  const owner = await findUser(db, input.owner_id);
  if (owner.status === 'blocked') throw refuse(409, 'account.owner_blocked', { owner: owner.name });
  const [participant] = await db.select().from(ispbParticipants).where(eq(ispbParticipants.ispb, input.ispb));
  if (!participant) throw refuse(400, 'account.unknown_ispb', { ispb: input.ispb });
  const [taken] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.ispb, input.ispb), eq(bankAccounts.branch, input.branch), eq(bankAccounts.account_number, input.account_number)));
  const exists = () => refuse(409, 'account.exists', { branch: input.branch, account: input.account_number, institution: participant.name });
  if (taken) throw exists();
  const [created] = await insertUnique(() => db.insert(bankAccounts).values({ ...input, created_at: now, updated_at: now }).returning(), exists);
  await openLedgerAccounts(db, [created!.id]);
  return findAccount(db, created!.id);
}

/**
 * Activates an inactive account or deactivates an active one; anything else is a conflict. A
 * blocked customer's account is not activated; an account is deactivated only once it holds no
 * money, and its Pix keys are then deleted at the DICT for the account's closure.
 */
export async function changeAccountStatus(db: Database, dict: DictDirectory, input: { id: number; next: 'active' | 'inactive'; actor: Principal; now: Date }) {
  const { id, next, now } = input;
  const locked = await loadAccount(db, id, { forUpdate: true });
  if (locked.status === next) throw refuse(409, next === 'active' ? 'account.already_active' : 'account.already_inactive', { account: locked.account_number });
  if (next === 'active' && locked.owner_status === 'blocked') {
    throw refuse(409, 'account.owner_blocked_activate', { owner: locked.owner_name, account: locked.account_number });
  }
  if (next === 'inactive' && locked.available + locked.frozen > 0) {
    throw refuse(409, 'account.holds_money', { account: locked.account_number, available: locked.available, held: locked.frozen });
  }
  const before = await findAccount(db, id);
  const keysDeleted = next === 'inactive'
    ? await deleteKeysOfAccount(db, dict, { accountId: id, reason: 'Account closed', dictReason: 'ACCOUNT_CLOSURE', actor: input.actor, now })
    : 0;
  await db.update(bankAccounts).set({ status: next, updated_at: now }).where(eq(bankAccounts.id, id));
  return { before, after: await findAccount(db, id), keysDeleted };
}
