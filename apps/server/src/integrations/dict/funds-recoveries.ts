import type { SettledTrade } from './infraction-reports.js';

/**
 * Funds recoveries at the DICT (MED 2.0, "recuperação de valores", mandatory since 2 February
 * 2026): the payer's institution opens one for a contested Pix at most 80 days old; the DICT
 * follows the money through up to five layers of accounts, raises an infraction report at each
 * institution it reached, and once they agree, has each send back what it holds. The DICT's
 * published API (1.8) lacks it: the calls are written in its style (packages/dict-api/med2).
 */
export interface FundsRecoveries {
  /** Opens one for a Pix we paid (`trade`, as the SPI told the DICT of it). */
  create(input: NewFundsRecovery, trade: SettledTrade): Promise<DictFundsRecovery>;
  /** Withdrawn by us while it has not reached REFUNDING. */
  cancel(id: string): Promise<DictFundsRecovery>;
  /** Ours that changed after `since`, oldest change first. */
  listModifiedSince(since: Date): Promise<DictFundsRecovery[]>;
}

type FundsRecoveryStatus = 'CREATED' | 'TRACKED' | 'AWAITING_ANALYSIS' | 'ANALYSED' | 'REFUNDING' | 'COMPLETED' | 'CANCELLED';

export interface NewFundsRecovery {
  endToEndId: string;
  situationType: 'SCAM' | 'ACCOUNT_TAKEOVER' | 'COERCION' | 'FRAUDULENT_ACCESS' | 'OTHER' | 'UNKNOWN';
  details: string;
}

/** One Pix of the money's trail, as the DICT tracked it: layer 1 is the contested Pix. Amounts in centavos. */
export interface TrackedPix {
  layer: number;
  endToEndId: string;
  debitedIspb: string;
  creditedIspb: string;
  amount: number;
  settledAt: Date;
  /** What the credited institution blocked of it. */
  held: number;
  infractionReportId: string | null;
  analysisResult: 'AGREED' | 'DISAGREED' | null;
  refundId: string | null;
  /** The return (pacs.004) that sent it back to us, and how much. */
  returnId: string | null;
  refunded: number;
}

export interface DictFundsRecovery extends NewFundsRecovery {
  id: string;
  status: FundsRecoveryStatus;
  contestedAmount: number;
  recoveredAmount: number;
  trail: TrackedPix[];
  createdAt: Date;
  modifiedAt: Date;
}
