import { and, eq, gte, sum } from 'drizzle-orm';
import { banking } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { startOfCalendarDay } from '../../db/list-filters.js';
import { feeLogs, fundsFreezes } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { gate, moneyChange } from '../../http/approval-gate.js';
import { loadAccount, type LockedAccount } from './ledger.js';

const accountLabel = (account: LockedAccount) => `${account.owner_name} · ${account.account_number}`;

/** The account, or null where it does not exist (the call then refuses in its own words). */
async function accountOrNone(load: () => Promise<LockedAccount>): Promise<LockedAccount | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === 404) return null;
    throw error;
  }
}

/** The fees an account was charged since the start of the Brasília day of `now`. */
async function feesOfTheDay(db: Database, accountId: number, now: Date): Promise<number> {
  const [charged] = await db.select({ total: sum(feeLogs.amount).mapWith(Number) }).from(feeLogs)
    .where(and(eq(feeLogs.account_id, accountId), gte(feeLogs.created_at, startOfCalendarDay(now))));
  return charged?.total ?? 0;
}

/**
 * A fee leaves the merchant's available money; the threshold weighs the account's fees of the day
 * with it. The account is locked first, so that two fees at once are weighed one after the other.
 */
export const feeGate = gate({
  action: 'fee_create',
  endpoint: banking.feeCreate,
  async inspect(db, body, { now, forUpdate }) {
    const account = await accountOrNone(() => loadAccount(db, body.account_id, { forUpdate }));
    if (!account) return null;
    return {
      target: `bank_account:${account.id}`,
      targetLabel: accountLabel(account),
      amount: body.amount,
      wholeAmount: (await feesOfTheDay(db, account.id, now)) + body.amount,
      // Its checker approves a fee the balance covers: one that no longer does is stale.
      guard: { status: account.status, owner_status: account.owner_status, covered: account.available >= body.amount },
      changes: [moneyChange('available', account.available, account.available - body.amount)],
    };
  },
});

/**
 * A release moves held money back to available; the hold must still hold what it held when asked,
 * and the threshold weighs everything released from it. The hold is locked first, so that two
 * releases at once are weighed one after the other.
 */
export const holdReleaseGate = gate({
  action: 'hold_release',
  endpoint: banking.unfreeze,
  async inspect(db, body, { forUpdate }) {
    const query = db.select().from(fundsFreezes).where(eq(fundsFreezes.id, body.freeze_id));
    const [held] = await (forUpdate ? query.for('update') : query);
    if (!held || held.status !== 'active') return null;
    const account = await loadAccount(db, held.account_id, { forUpdate: false });
    const amount = Math.min(body.amount ?? held.remaining, held.remaining);
    return {
      target: `funds_freeze:${held.id}`,
      targetLabel: accountLabel(account),
      amount,
      wholeAmount: held.released + amount,
      holdTypes: [held.hold_type],
      guard: { status: held.status, remaining: held.remaining },
      changes: [
        moneyChange('held', held.remaining, held.remaining - amount),
        moneyChange('available', account.available, account.available + amount),
      ],
    };
  },
});
