import { problem, type Answer } from './answers.js';
import { PLAYED } from './directory.js';
import { dice } from './played-donors.js';
import type { SettledTrade } from './trade-book.js';

type ReportedBy = 'DEBITED_PARTICIPANT' | 'CREDITED_PARTICIPANT';

/** The two sides of a reported transaction, and which of them reports it. */
export interface TransactionSides { DebitedParticipant: string; CreditedParticipant: string; ReportedBy: ReportedBy }

/** What a reporter asks about: the API's `InfractionReport`. */
export interface NewInfractionReport {
  TransactionId: string;
  TransactionType?: string;
  TransactionResult?: string;
  InfractionType: string;
  ReportDetails?: string;
  InfractionData?: { DebitedParticipant: string; CreditedParticipant: string; ReportedBy: ReportedBy };
}

/** A refusal of one of the document's infraction report error types ("Relatos de Infração"). */
export const infractionProblem = (type: string, title: string, detail: string) => problem(400, type, title, detail);
const invalid = (detail: string) => infractionProblem('InfractionReportInvalid', 'Infraction report is invalid', detail);

/** An SPI end-to-end id: `E`, the payer's participant's ISPB, then the rest. */
export const END_TO_END_ID = /^E([0-9]{8})/;

/**
 * The sides of the transaction a report is about, as the DICT would find them in the SPI: those of
 * the trade told (`told`, trade-book.ts), of which the reporter is a side. Of a transaction it was
 * not told, the simulator knows nothing: any well-formed id is one settled between the reporter and the
 * other side the request names (`InfractionData`, as the document's examples of an internal or a
 * rejected transaction do), or else the sides of its end-to-end id: the payer's participant, the
 * debited, is the id's ISPB; the credited is the reporter when the reporter is not the debited,
 * and otherwise one of the participants the simulator plays, by the id's hash.
 */
export function sidesOf(asked: NewInfractionReport, reporter: string, told?: SettledTrade): TransactionSides | Answer {
  if (told) return toldSides(asked, reporter, told);
  const data = asked.InfractionData;
  if (data) {
    const reporterSide = data.ReportedBy === 'DEBITED_PARTICIPANT' ? data.DebitedParticipant : data.CreditedParticipant;
    if (reporterSide !== reporter) return invalid(`ReportedBy is ${data.ReportedBy}, and the reporter is not that participant`);
    const payer = END_TO_END_ID.exec(asked.TransactionId)?.[1];
    if ((asked.TransactionType ?? 'SPI') === 'SPI' && payer !== undefined && payer !== data.DebitedParticipant) {
      return invalid('The end-to-end id names another debited participant than the DebitedParticipant');
    }
    return { DebitedParticipant: data.DebitedParticipant, CreditedParticipant: data.CreditedParticipant, ReportedBy: data.ReportedBy };
  }
  if ((asked.TransactionType ?? 'SPI') !== 'SPI' || (asked.TransactionResult ?? 'SETTLED') !== 'SETTLED') {
    return invalid('A report on an internal or a rejected transaction names its sides (InfractionData)');
  }
  const debited = END_TO_END_ID.exec(asked.TransactionId)?.[1];
  if (debited === undefined) return infractionProblem('InfractionReportTransactionNotFound', 'Transaction not found', 'No SPI transaction has this end-to-end id');
  if (debited !== reporter) return { DebitedParticipant: debited, CreditedParticipant: reporter, ReportedBy: 'CREDITED_PARTICIPANT' };
  const credited = PLAYED[dice(asked.TransactionId, 0, PLAYED.length - 1)]!;
  return { DebitedParticipant: debited, CreditedParticipant: credited, ReportedBy: 'DEBITED_PARTICIPANT' };
}

/** The sides of a told trade, of which the reporter is one; the sides a request names are those. */
function toldSides(asked: NewInfractionReport, reporter: string, told: SettledTrade): TransactionSides | Answer {
  const { DebitedParticipant, CreditedParticipant } = told;
  if (reporter !== DebitedParticipant && reporter !== CreditedParticipant) return invalid('The reporter is not a side of the transaction');
  const data = asked.InfractionData;
  if (data && (data.DebitedParticipant !== DebitedParticipant || data.CreditedParticipant !== CreditedParticipant)) return invalid('InfractionData names other sides than the transaction\'s');
  const ReportedBy = reporter === DebitedParticipant ? 'DEBITED_PARTICIPANT' : 'CREDITED_PARTICIPANT';
  if (data && data.ReportedBy !== ReportedBy) return invalid(`ReportedBy is ${data.ReportedBy}, and the reporter is not that participant`);
  return { DebitedParticipant, CreditedParticipant, ReportedBy };
}
