/**
 * Funds tracing at the DICT (MED 2.0, from 2 February 2026): the participants report, for an
 * account under a MED case, the Pix that took money out of it; the payer's institution follows the
 * contested money through up to five further accounts. The real client is plugged in here; the
 * product ships with a deterministic simulator.
 */
export interface FundsTracing {
  /** The Pix that left an account at another participant after the traced money reached it (`inflow`), oldest first. */
  outflows(account: TracedAccount, inflow: TracedInflow, until: Date): Promise<TracedPix[]>;
}

export interface TracedAccount {
  ispb: string;
  branch: string;
  account: string;
}

/** The Pix by which the traced money reached the account. */
export interface TracedInflow {
  endToEndId: string;
  amount: number;
  at: Date;
}

export interface TracedPix {
  endToEndId: string;
  amount: number;
  at: Date;
  to: TracedAccount & { name: string };
}
