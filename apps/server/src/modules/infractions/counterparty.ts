import type { trades } from '../../db/schema/index.js';
import type { SettledTrade } from '../../integrations/dict/infraction-reports.js';

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

/** One of our trades as the DICT would know it from the SPI, or null when both sides are ours. */
export function settledTradeOf(
  trade: Pick<typeof trades.$inferSelect, 'end_to_end_id' | 'trade_type' | 'payer_ispb' | 'payee_ispb' | 'amount' | 'created_at'>,
  ourIspb: string,
): SettledTrade | null {
  const counterpartyIspb = counterpartyIspbOf(trade, ourIspb);
  return counterpartyIspb ? { endToEndId: trade.end_to_end_id, counterpartyIspb, paidToUs: trade.trade_type === 'payin', amount: trade.amount, createdAt: trade.created_at } : null;
}
