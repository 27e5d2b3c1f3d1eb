import type { ReturnReason, SpiReasonCode } from '@wallet/contracts';

/** Why a Pix's money goes back (the central bank's pacs.004 reasons). */
type ReturnReasonCode = (typeof ReturnReason.codes)[number];

/**
 * The central bank's SPI (Sistema de Pagamentos Instantâneos), which settles every Pix between
 * participants. We send it payouts and returns (devoluções, pacs.004); it answers each at once
 * (settled, or rejected with its reason) or later, when the receiving participant is slow: then we
 * ask again until the answer comes or the time-out passes. Pay-ins and returns of our payouts
 * reach us from it as events. The real client is plugged in here; the product ships with a
 * deterministic simulator.
 */
export interface SpiGateway {
  sendPayout(order: SpiPayoutOrder): Promise<SpiAnswer>;
  sendReturn(order: SpiReturnOrder): Promise<SpiAnswer>;
  /** What became of a payout or return sent earlier, by its end-to-end id or return id. */
  answerFor(id: string): Promise<SpiAnswer>;
}

export interface SpiParty {
  name: string;
  document: string;
  ispb: string;
  branch: string;
  account: string;
}

export interface SpiPayoutOrder {
  endToEndId: string;
  amount: number;
  payer: SpiParty;
  payee: SpiParty;
}

/** Money of a Pix we received, sent back to its payer's institution. */
export interface SpiReturnOrder {
  /** The return's own id (`D…`), shaped like an end-to-end id. */
  returnId: string;
  originalEndToEndId: string;
  amount: number;
  reasonCode: ReturnReasonCode;
}

/**
 * `settled`: the money reached the other institution. `rejected`: it did not, for the SPI's
 * reason (its pacs.002 code). `pending`: no answer yet.
 */
export type SpiAnswer = { outcome: 'settled' } | { outcome: 'rejected'; code: SpiReasonCode } | { outcome: 'pending' };

/** A Pix another participant sent to one of our customers. */
export interface SpiPayin {
  endToEndId: string;
  amount: number;
  payer: SpiParty;
  /** Our customer's account, as the payer's institution addressed it. */
  payee: Omit<SpiParty, 'name' | 'document'>;
  txid?: string;
  description?: string;
  at: Date;
}

/** Money of a payout we sent, returned by the payee's institution (a devolução we receive). */
export interface SpiIncomingReturn {
  returnId: string;
  originalEndToEndId: string;
  amount: number;
  reasonCode: ReturnReasonCode;
  at: Date;
}
