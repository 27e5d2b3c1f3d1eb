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
