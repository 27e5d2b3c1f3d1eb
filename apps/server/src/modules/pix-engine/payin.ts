import { eq } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { trades } from '../../db/schema/index.js';
import type { SpiPayin } from '../../integrations/spi/gateway.js';
import { availableOf, loadAccountAt } from '../banking/index.js';
import { postTransfer } from '../ledger/index.js';
import { insertTrade, payinFee, type PixRefusal } from './trade-rows.js';

async function tradeOf(db: Database, endToEndId: string): Promise<PayinOutcome | null> {
  const [trade] = await db.select().from(trades).where(eq(trades.end_to_end_id, endToEndId));
  // Taken once (settled, or returned since): the same answer; refused once: the same refusal.
  return trade ? { accepted: trade.status !== 'failed', trade, reason: trade.failure_reason } : null;
}

/** What became of a Pix sent to us: a trade, or refused before any (no such account here). */
export type PayinOutcome = { accepted: boolean; trade: typeof trades.$inferSelect | null; reason: PixRefusal | null };

/** The SPI's reason to refuse a Pix to a payee of ours: no such account (AC03), closed or inactive (AC07), its owner blocked (AC06). */
type PayinRefusalCode = 'AC03' | 'AC06' | 'AC07';

const refusalOfAccount = (account: { status: string; owner_status: string }): PayinRefusalCode | null =>
  (account.status !== 'active' ? 'AC07' : account.owner_status === 'blocked' ? 'AC06' : null);

/** Why a Pix to `payee` would be refused now, or null when it would be taken (the checks `receivePayin` makes). */
export async function payinRefusal(db: Database, payee: SpiPayin['payee']): Promise<PayinRefusalCode | null> {
  const account = await loadAccountAt(db, payee, { forUpdate: false });
  return account ? refusalOfAccount(account) : 'AC03';
}

/**
 * Takes a Pix the SPI brings us, in the caller's transaction: credited to the customer's account
 * less its fee (settlement pays in, revenue takes the fee), or refused as a failed trade when the
 * account is inactive or its owner blocked. The same end-to-end id twice is the same payment:
 * the second answers the first and moves nothing (its trade's insert finds the first).
 */
export async function receivePayin(db: Database, payin: SpiPayin): Promise<PayinOutcome> {
  const account = await loadAccountAt(db, payin.payee, { forUpdate: true });
  if (!account) return { accepted: false, trade: null, reason: note('spi.refused', { code: 'AC03' }) };
  const code = refusalOfAccount(account);
  const reason = code ? note('spi.refused', { code }) : null;
  const fee = reason ? 0 : Math.min(payinFee(account.owner_kind, payin.amount), payin.amount);
  const trade = await insertTrade(db, {
    type: 'payin', ownerId: account.owner_id, accountId: account.id, amount: payin.amount, fee, payer: payin.payer,
    payee: { ...payin.payee, name: account.owner_name, document: account.owner_document }, endToEndId: payin.endToEndId, txid: payin.txid,
    description: payin.description ?? 'Pix received', at: payin.at, outcome: reason ? { status: 'failed', reason } : { status: 'success' },
  });
  // The same Pix delivered again (at once, or after): the first delivery wrote it and posted its money.
  if (!trade) return (await tradeOf(db, payin.endToEndId))!;
  if (reason) return { accepted: false, trade, reason };
  await postTransfer(db, {
    key: `payin:${payin.endToEndId}`, kind: 'payin', tradeId: trade.id, reason: note('pix.received', { payer: payin.payer.name }), reference: `trade:${trade.trade_no}`,
    actor: null, now: payin.at,
    legs: [
      { account: { system: 'settlement' }, amount: -payin.amount },
      { account: availableOf(account), amount: payin.amount - fee },
      ...(fee ? [{ account: { system: 'fee_revenue' as const }, amount: fee }] : []),
    ],
  });
  return { accepted: true, trade, reason: null };
}
