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

/** Activates an inactive account or deactivates an active one; anything else is a conflict. */
export async function changeAccountStatus(db: Database, id: number, next: 'active' | 'inactive', now: Date) {
  const locked = await loadAccount(db, id, { forUpdate: true });
  if (locked.status === next) throw refuse(409, next === 'active' ? 'account.already_active' : 'account.already_inactive', { account: locked.account_number });
  const before = await findAccount(db, id);
  await db.update(bankAccounts).set({ status: next, updated_at: now }).where(eq(bankAccounts.id, id));
  return { before, after: await findAccount(db, id) };
}
