import { eq } from 'drizzle-orm';
import { regulatory, type banking, type Stated } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { feeLogs, fundsFreezes, trades } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { availableOf, balanceOf, ensureAvailable, heldOf, loadAccount, moveFunds, type LockedAccount } from './ledger.js';
import type { Principal } from '../../core/member.js';
import { oweNotice } from '../notices/index.js';

interface MoneyAction {
  amount: number;
  reason: string;
  actor: Pick<Principal, 'id' | 'username'>;
  now: Date;
}

type FreezeRow = typeof fundsFreezes.$inferSelect;
type HoldType = FreezeRow['hold_type'];

/** A cautionary block ends by itself this long after it was made, unless escalated. */
const CAUTIONARY_HOLD_MS = regulatory.med.CAUTIONARY_HOLD_HOURS * 3_600_000;

export function toFreeze(row: FreezeRow, account: Pick<LockedAccount, 'account_number' | 'owner_name'>, releaseRequestId: number | null = null): banking.Freeze {
  return {
    ...row,
    release_request_id: releaseRequestId,
    account_number: account.account_number,
    owner_name: account.owner_name,
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    released_at: row.released_at?.toISOString() ?? null,
  };
}

/** What a hold is for, beyond the amount: its type, and what it names (a court order, a Pix, a MED case). */
export interface HoldKind {
  type: HoldType;
  courtOrder?: string | undefined;
  tradeId?: number | undefined;
  caseId?: number | undefined;
}

/**
 * Moves money from available to held and records the hold that holds it (internal risk unless
 * said). The account is taken for the transaction first; a cautionary block expires in 72 hours.
 */
export async function freezeFunds(db: Database, input: MoneyAction & { accountId: number; hold?: HoldKind }) {
  const account = await loadAccount(db, input.accountId, { forUpdate: true });
  return holdOnLockedAccount(db, account, input);
}

/** `freezeFunds` on an account the caller has locked. */
export async function holdOnLockedAccount(db: Database, account: LockedAccount, input: MoneyAction & { hold?: HoldKind }) {
  ensureAvailable(account, input.amount, 'funds.insufficient_to_freeze');
  const hold = input.hold ?? { type: 'internal_risk' };
  const [created] = await db
    .insert(fundsFreezes)
    .values({
      account_id: account.id, amount: input.amount, remaining: input.amount, reason: input.reason, created_by: input.actor.username, created_at: input.now,
      hold_type: hold.type, court_order: hold.courtOrder ?? null, trade_id: hold.tradeId ?? null, case_id: hold.caseId ?? null,
      expires_at: hold.type === 'cautionary' ? new Date(input.now.getTime() + CAUTIONARY_HOLD_MS) : null,
    })
    .returning();
  const after = await moveFunds(db, account, {
    key: `freeze:${created!.id}`, kind: 'freeze', reason: input.reason, actor: input.actor, now: input.now,
    legs: [{ account: availableOf(account), amount: -input.amount }, { account: heldOf(account), amount: input.amount }],
  });
  return { freeze: toFreeze(created!, after), balance: balanceOf(after) };
}

/** A release: by a staff member, or by the system (an expired cautionary block, a closed MED case). */
interface Release {
  freezeId: number;
  amount: number | undefined;
  /** Staff's words, or the system's note of why it released the hold (`hold.…`). */
  reason: Stated;
  actor: Pick<Principal, 'id' | 'username'> | null;
  now: Date;
}

/**
 * Releases what a hold still holds, all of it unless an amount is given. A cautionary block that
 * ends so is told to its customer, whoever ends it (staff, its 72 hours, its case closing).
 */
export async function unfreezeFunds(db: Database, input: Release) {
  const [held] = await db.select().from(fundsFreezes).where(eq(fundsFreezes.id, input.freezeId)).for('update');
  if (!held) throw notFound('freeze', input.freezeId);
  if (held.status === 'released') throw refusalError(409, 'funds.freeze_released', { freeze: String(held.id) });
  const amount = input.amount ?? held.remaining;
  if (amount > held.remaining) {
    throw refusalError(409, 'funds.release_above_held', { amount, freeze: String(held.id), remaining: held.remaining });
  }
  const account = await loadAccount(db, held.account_id, { forUpdate: true });
  const remaining = held.remaining - amount;
  const [released] = await db
    .update(fundsFreezes)
    .set({ remaining, released: held.released + amount, ...(remaining === 0 ? { status: 'released' as const, released_at: input.now, release_reason: input.reason } : {}) })
    .where(eq(fundsFreezes.id, held.id))
    .returning();
  // Each release leaves less held, so what remains names it: released twice, a release posts once.
  const after = await moveFunds(db, account, {
    key: `release:${held.id}:${remaining}`, reference: `freeze:${held.id}`, kind: 'unfreeze', reason: input.reason, actor: input.actor, now: input.now,
    legs: [{ account: heldOf(account), amount: -amount }, { account: availableOf(account), amount }],
  });
  if (held.hold_type === 'cautionary' && remaining === 0) await tellBlockEnded(db, released!, account.owner_id, 'cautionary_released', input.now);
  return { before: toFreeze(held, account), freeze: toFreeze(released!, after), balance: balanceOf(after) };
}

/** Tells a customer how a cautionary block on their Pix ended: released, or become a MED hold. */
export async function tellBlockEnded(db: Database, hold: FreezeRow, customerId: number, subject: 'cautionary_released' | 'cautionary_escalated', now: Date) {
  // Every cautionary block names the Pix it holds (holdPixMoney makes them only so).
  if (hold.trade_id === null) return;
  const [pix] = await db.select({ end_to_end_id: trades.end_to_end_id }).from(trades).where(eq(trades.id, hold.trade_id));
  await oweNotice(db, { customer_id: customerId, subject, end_to_end_id: pix!.end_to_end_id, amount: hold.amount, created_at: now });
}

/** Debits a fee from a merchant account's available money and logs it. */
export async function deductFee(db: Database, input: MoneyAction & { accountId: number }) {
  const account = await loadAccount(db, input.accountId, { forUpdate: true });
  if (account.owner_kind !== 'merchant') {
    throw refusalError(400, 'fees.user_account', { account: account.account_number });
  }
  if (account.status !== 'active') throw refusalError(409, 'fees.account_inactive', { account: account.account_number });
  if (account.owner_status === 'blocked') throw refusalError(409, 'fees.merchant_blocked', { merchant: account.owner_name });
  ensureAvailable(account, input.amount, 'funds.insufficient_for_fee');
  const [fee] = await db
    .insert(feeLogs)
    .values({
      account_id: account.id, merchant_id: account.owner_id, amount: input.amount, available_after: account.available - input.amount,
      reason: input.reason, operator: input.actor.username, created_at: input.now,
    })
    .returning();
  const after = await moveFunds(db, account, {
    key: `fee:${fee!.id}`, kind: 'fee', reason: input.reason, actor: input.actor, now: input.now,
    legs: [{ account: availableOf(account), amount: -input.amount }, { account: { system: 'fee_revenue' }, amount: input.amount }],
  });
  return { fee: toFeeLog(fee!, after), balance: balanceOf(after) };
}

export function toFeeLog(row: typeof feeLogs.$inferSelect, account: Pick<LockedAccount, 'account_number' | 'owner_name'>): banking.FeeLog {
  return {
    ...row,
    account_number: account.account_number,
    merchant_name: account.owner_name,
    created_at: row.created_at.toISOString(),
  };
}
