/**
 * The central bank's SPI (Sistema de Pagamentos Instantâneos), which settles every Pix between
 * participants. We send it payouts and it answers each: accepted (settled at once, as the SPI
 * settles in real time) or rejected with its reason. Pay-ins reach us from it as events. The real
 * client is plugged in here; the product ships with a deterministic simulator.
 */
export interface SpiGateway {
  sendPayout(order: SpiPayoutOrder): Promise<SpiAnswer>;
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

/** `settled`: the money reached the payee's institution. `rejected`: it did not, for the SPI's reason. */
export type SpiAnswer = { outcome: 'settled' } | { outcome: 'rejected'; reason: string };

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
