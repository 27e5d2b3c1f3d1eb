import { forbidden, problem, type Answer } from './answers.js';
import { PLAYED } from './directory.js';
import type { StoredInfractionReport } from './infraction-book.js';
import { END_TO_END_ID } from './infraction-sides.js';
import { dice } from './played-donors.js';

/** What a requester asks: the API's `Refund`. */
export interface NewRefund {
  TransactionId: string;
  RefundReason: 'FRAUD' | 'OPERATIONAL_FLAW' | 'REFUND_CANCELLED';
  RefundAmount: number;
  RefundDetails?: string;
}

/** The sides of a refund: the debited participant of the transaction asks, the credited is contested; a refund for fraud names its infraction report. */
export interface RefundSides { RequestingParticipant: string; ContestedParticipant: string; InfractionReportId?: string }

/** A refusal of one of the document's refund error types ("Devoluções"). */
export const refundProblem = (type: string, title: string, detail: string) => problem(400, type, title, detail);

/**
 * The sides of the transaction a refund is asked for, as the DICT would find them. A refund for
 * fraud follows an infraction report of its transaction (the latest not cancelled, else
 * `RefundInfractionReportNotFound`), whose sides are the transaction's. The simulator knows no
 * transactions otherwise: any end-to-end id is one settled from the participant its ISPB names (the
 * debited) to one of the participants the simulator plays, by the id's hash (an id that is not one
 * is `RefundTransactionNotFound`). Only the debited participant asks for a refund.
 */
export function refundSidesOf(asked: NewRefund, requester: string, reports: readonly StoredInfractionReport[]): RefundSides | Answer {
  if (asked.RefundReason === 'FRAUD') {
    const report = reports.filter((candidate) => candidate.TransactionId === asked.TransactionId && candidate.Status !== 'CANCELLED').pop();
    if (!report) return refundProblem('RefundInfractionReportNotFound', 'Infraction report not found', 'A refund for fraud follows an infraction report of its transaction');
    if (report.DebitedParticipant !== requester) return forbidden('Only the debited participant of the transaction asks for a refund');
    return { RequestingParticipant: requester, ContestedParticipant: report.CreditedParticipant, InfractionReportId: report.Id };
  }
  const debited = END_TO_END_ID.exec(asked.TransactionId)?.[1];
  if (debited === undefined) return refundProblem('RefundTransactionNotFound', 'Transaction not found', 'No SPI transaction has this end-to-end id');
  if (debited !== requester) return forbidden('Only the debited participant of the transaction asks for a refund');
  return { RequestingParticipant: requester, ContestedParticipant: PLAYED[dice(asked.TransactionId, 0, PLAYED.length - 1)]! };
}
