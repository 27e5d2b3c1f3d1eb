import type { ReturnReason } from '@wallet/contracts';

// The sides of a Pix, and what another institution sends us, as the engine and the SPI's gateways
// name them, apart from the gateway so that the tables keeping them (db/schema/spi.ts) need
// nothing else of it.

export interface SpiParty {
  name: string;
  document: string;
  ispb: string;
  branch: string;
  account: string;
}

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
  reasonCode: (typeof ReturnReason.codes)[number];
  at: Date;
}
