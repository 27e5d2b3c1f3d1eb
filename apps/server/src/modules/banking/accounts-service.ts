import { eq } from 'drizzle-orm';
import type { banking, z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts } from '../../db/schema/index.js';
import type { Institution } from '../../config.js';
import { refusalError } from '../../core/errors.js';
import { findUser } from '../users/index.js';
import { nextAccountNumber } from './account-number.js';
import { isOurs, ourInstitutions } from './institutions.js';
import { findAccount } from './accounts-queries.js';
import { loadAccount } from './ledger.js';
import { openLedgerAccounts } from '../ledger/index.js';
import type { Principal } from '../../core/member.js';

/**
 * Opens an account, inactive and empty, at one of our institutions (ours when none is named), numbered by our sequence
 * with its check digit, for a customer who is not blocked.
 */
export async function createAccount(db: Database, institution: Pick<Institution, 'ispb' | 'sponsorIspbs'>, input: z.output<typeof banking.NewBankAccount>, now: Date) {
  const owner = await findUser(db, input.owner_id);
  if (owner.status === 'blocked') throw refusalError(409, 'account.owner_blocked', { owner: owner.name });
  const ispb = input.ispb ?? institution.ispb;
  if (!isOurs(institution, ispb)) {
    const ours = (await ourInstitutions(db, institution)).map((participant) => `${participant.ispb} (${participant.name})`).join(', ');
    throw refusalError(400, 'account.not_our_institution', { ispb, ours });
  }
  const [created] = await db.insert(bankAccounts)
    .values({ ...input, owner_kind: owner.kind, ispb, account_number: await nextAccountNumber(db), created_at: now, updated_at: now }).returning();
  await openLedgerAccounts(db, [created!.id]);
  return findAccount(db, created!.id);
}

/** Deletes the Pix keys of an account that closes, at the DICT, answering how many (modules/pix does it). */
export type CloseKeys = (db: Database, closing: { accountId: number; actor: Principal; now: Date }) => Promise<number>;

/**
 * Activates an inactive account or deactivates an active one; anything else is a conflict. A
 * blocked customer's account is not activated; an account is deactivated only once it holds no
 * money, and its Pix keys are then deleted (`closeKeys`) for the account's closure.
 */
export async function changeAccountStatus(db: Database, closeKeys: CloseKeys, input: { id: number; next: 'active' | 'inactive'; actor: Principal; now: Date }) {
  const { id, next, now } = input;
  const locked = await loadAccount(db, id, { forUpdate: true });
  if (locked.status === next) throw refusalError(409, next === 'active' ? 'account.already_active' : 'account.already_inactive', { account: locked.account_number });
  if (next === 'active' && locked.owner_status === 'blocked') {
    throw refusalError(409, 'account.owner_blocked_activate', { owner: locked.owner_name, account: locked.account_number });
  }
  if (next === 'inactive' && locked.available + locked.frozen > 0) {
    throw refusalError(409, 'account.holds_money', { account: locked.account_number, available: locked.available, held: locked.frozen });
  }
  const before = await findAccount(db, id);
  const keysDeleted = next === 'inactive'
    ? await closeKeys(db, { accountId: id, actor: input.actor, now })
    : 0;
  await db.update(bankAccounts).set({ status: next, updated_at: now }).where(eq(bankAccounts.id, id));
  return { before, after: await findAccount(db, id), keysDeleted };
}
