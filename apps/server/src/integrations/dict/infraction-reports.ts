/**
 * Infraction reports at the DICT (the MED, Mecanismo Especial de Devolução): either participant
 * of a Pix transaction may report it; the other side acknowledges and closes it with an analysis;
 * the reporting side may cancel it. The real client is plugged in here; the product ships with a
 * deterministic simulator.
 */
export interface InfractionReports {
  /** Reports that involve us and changed after `since`, oldest change first. */
  listModifiedSince(since: Date, now: Date): Promise<DictInfractionReport[]>;
  create(input: NewInfractionReport, now: Date): Promise<DictInfractionReport>;
  acknowledge(id: string, now: Date): Promise<DictInfractionReport>;
  close(id: string, analysis: { result: 'AGREED' | 'DISAGREED'; details: string }, now: Date): Promise<DictInfractionReport>;
  cancel(id: string, now: Date): Promise<DictInfractionReport>;
  /**
   * Only a simulator has this. The real DICT holds every report and sees every settled Pix; a
   * simulator is told what it would know: the reports as we stored them and our recent trades.
   */
  readonly simulation?: DictSimulation;
}

export interface DictSimulation {
  /** How far before a sync's start the simulator wants our trades: reports arrive up to this long after a payment. */
  readonly tradeLookbackMs: number;
  tell(knowledge: { reports?: readonly DictInfractionReport[]; trades?: readonly SettledTrade[] }): void | Promise<void>;
}

/** One of our settled Pix transactions, which the other participant may report. */
export interface SettledTrade {
  endToEndId: string;
  counterpartyIspb: string;
  /** A pay-in (the other participant debited, we credited), or else a payout. */
  paidToUs: boolean;
  /** In centavos. */
  amount: number;
  createdAt: Date;
}

export interface NewInfractionReport {
  endToEndId: string;
  type: 'FRAUD' | 'REFUND_REQUEST';
  situationType: 'SCAM' | 'ACCOUNT_TAKEOVER' | 'COERCION' | 'FRAUDULENT_ACCESS' | 'OTHER' | 'UNKNOWN';
  details: string;
  /** Our ISPB and the other participant's. */
  reporterIspb: string;
  reportedIspb: string;
}

export interface DictInfractionReport extends NewInfractionReport {
  id: string;
  status: 'open' | 'received' | 'closed' | 'canceled';
  analysisResult: 'AGREED' | 'DISAGREED' | null;
  analysisDetails: string | null;
  createdAt: Date;
  modifiedAt: Date;
}
