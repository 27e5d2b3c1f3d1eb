import { eq } from 'drizzle-orm';
import { banking } from '@wallet/contracts';
import { fundsFreezes } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { gate, moneyChange } from '../approvals/gate.js';
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

/** A fee leaves the merchant's available money; the account's standing must not change meanwhile. */
export const feeGate = gate({
  action: 'fee_create',
  endpoint: banking.feeCreate,
  async inspect(db, body) {
    const account = await accountOrNone(() => loadAccount(db, body.account_id, { forUpdate: false }));
    if (!account) return null;
    return {
      target: `bank_account:${account.id}`,
      targetLabel: accountLabel(account),
      amount: body.amount,
      guard: { status: account.status, owner_status: account.owner_status },
      changes: [moneyChange('available', account.available, account.available - body.amount)],
    };
  },
});

/** A release moves held money back to available; the hold must still hold what it held when asked. */
export const holdReleaseGate = gate({
  action: 'hold_release',
  endpoint: banking.unfreeze,
  async inspect(db, body) {
    const [held] = await db.select().from(fundsFreezes).where(eq(fundsFreezes.id, body.freeze_id));
    if (!held || held.status !== 'active') return null;
    const account = await loadAccount(db, held.account_id, { forUpdate: false });
    const amount = Math.min(body.amount ?? held.remaining, held.remaining);
    return {
      target: `funds_freeze:${held.id}`,
      targetLabel: accountLabel(account),
      amount,
      holdType: held.hold_type,
      guard: { status: held.status, remaining: held.remaining },
      changes: [
        moneyChange('held', held.remaining, held.remaining - amount),
        moneyChange('available', account.available, account.available + amount),
      ],
    };
  },
});
