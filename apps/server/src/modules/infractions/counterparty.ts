import type { trades } from '../../db/schema/index.js';

/** A Pix that moved money: only these can be reported to the MED. */
export const SETTLED_TRADE_STATUSES = ['success', 'refunded'] as const;

/**
 * The other participant of one of our trades: the payer's ISPB on a pay-in, the payee's on a
 * payout (the merchant, our customer, is the other side). Null when that side is at our
 * institution too: an infraction report is between two participants.
 */
export function counterpartyIspbOf(
  trade: Pick<typeof trades.$inferSelect, 'trade_type' | 'payer_ispb' | 'payee_ispb'>,
  ourIspb: string,
): string | null {
  const other = trade.trade_type === 'payin' ? trade.payer_ispb : trade.payee_ispb;
  return other === ourIspb ? null : other;
}
