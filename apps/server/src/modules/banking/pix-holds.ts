// Holds on the money of a Pix our customer received (cautionary blocks and MED holds), and the
// freeze screen's holds of every type: the MED asks for its holds here.
import { and, eq, ne, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fundsFreezes, pixReturns, trades } from '../../db/schema/index.js';
import { refusalError } from '../../core/errors.js';
import type { Principal } from '../../core/member.js';
import { oweNotice } from '../notices/index.js';
import { freezeFunds, holdOnLockedAccount, type HoldKind } from './funds-service.js';
import { loadAccount } from './ledger.js';

type Actor = Pick<Principal, 'id' | 'username'>;

/** What of a received Pix is neither held nor returned already: the most a new hold may take. */
async function leftToHold(db: Database, tradeId: number, amount: number): Promise<number> {
  const [[held], [returned]] = await Promise.all([
    db.select({ total: sum(fundsFreezes.remaining).mapWith(Number) }).from(fundsFreezes).where(and(eq(fundsFreezes.trade_id, tradeId), eq(fundsFreezes.status, 'active'))),
    db.select({ total: sum(pixReturns.amount).mapWith(Number) }).from(pixReturns)
      .where(and(eq(pixReturns.trade_id, tradeId), eq(pixReturns.direction, 'sent'), ne(pixReturns.status, 'rejected'))),
  ]);
  return amount - (held?.total ?? 0) - (returned?.total ?? 0);
}

interface HoldOfPix {
  accountId: number;
  tradeId: number;
  amount: number;
  reason: string;
  hold: HoldKind;
  actor: Actor;
  now: Date;
}

/**
 * Holds money of a Pix our customer received: refused unless the Pix is a settled pay-in to that
 * account with that much not held or returned yet. The trade is taken before the account, in the
 * engine's order (a return takes them so), then the account. A cautionary block is told to the
 * customer (Res. BCB 147/2021) once the transaction commits.
 */
export async function holdPixMoney(db: Database, input: HoldOfPix) {
  const [trade] = await db.select().from(trades).where(eq(trades.id, input.tradeId)).for('update');
  const account = await loadAccount(db, input.accountId, { forUpdate: true });
  if (!trade || trade.trade_type !== 'payin' || trade.account_id !== account.id || !['success', 'refunded'].includes(trade.status)) {
    throw refusalError(409, 'holds.cautionary_not_a_payin', { trade: trade?.trade_no ?? String(input.tradeId), account: account.account_number });
  }
  const left = await leftToHold(db, trade.id, trade.amount);
  if (input.amount > left) throw refusalError(409, 'holds.above_the_pix', { amount: input.amount, trade: trade.trade_no, left: Math.max(left, 0) });
  const result = await holdOnLockedAccount(db, account, { amount: input.amount, reason: input.reason, actor: input.actor, now: input.now, hold: input.hold });
  if (input.hold.type === 'cautionary') {
    await oweNotice(db, { customer_id: account.owner_id, subject: 'cautionary_block', end_to_end_id: trade.end_to_end_id, amount: input.amount, created_at: input.now });
  }
  return result;
}

/**
 * A hold made through the freeze screen: internal risk or judicial on any money, a cautionary
 * block only on a Pix the account received.
 */
export async function placeHold(db: Database, input: { accountId: number; amount: number; reason: string; hold: HoldKind; actor: Actor; now: Date }) {
  if (input.hold.type === 'cautionary') return holdPixMoney(db, { ...input, tradeId: input.hold.tradeId! });
  return freezeFunds(db, input);
}
