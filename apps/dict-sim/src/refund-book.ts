import { randomUUID } from 'node:crypto';
import type { Message } from '@wallet/dict-api';
import { badRequest, forbidden, type Answer } from './answers.js';
import { plays } from './directory.js';
import type { SimulatorEvent } from './group.js';
import type { StoredInfractionReport } from './infraction-book.js';
import type { Journal } from '@wallet/journal';
import { JournaledRecords, type Asker, type Sides } from './journaled-records.js';
import { contestedMove, type RefundAnalysis } from './played-refunds.js';
import { refundProblem, refundSidesOf, type NewRefund, type RefundSides } from './refund-sides.js';

type RefundStatus = 'OPEN' | 'CLOSED' | 'CANCELLED';

/** A refund as the DICT keeps it: the API's `ExtendedRefund`. */
export interface StoredRefund extends NewRefund, RefundSides {
  Id: string;
  Status: RefundStatus;
  CreationTime: string;
  LastModified: string;
  AnalysisResult?: RefundAnalysis['RefundAnalysisResult'];
  AnalysisDetails?: string;
  RefundRejectionReason?: RefundAnalysis['RefundRejectionReason'];
  RefundTransactionId?: string;
}

/** What is asked of a refund's operation: who asks, of which refund, as which participant (the body's). */
export interface RefundOperation extends Asker { refundId: string }

/** Who may do what: the requester cancels, the contested side closes, either side reads. */
const REQUESTER: Sides<StoredRefund> = { side: 'requester', of: (refund) => [refund.RequestingParticipant] };
const CONTESTED_SIDE: Sides<StoredRefund> = { side: 'contested side', of: (refund) => [refund.ContestedParticipant] };
const EITHER_SIDE: Sides<StoredRefund> = { side: 'either side', of: (refund) => [refund.RequestingParticipant, refund.ContestedParticipant] };
const operationInvalid = (refund: StoredRefund, operation: string) => refundProblem('RefundOperationInvalid', 'Refund operation is invalid', `A ${refund.Status} refund cannot be ${operation}`);

/** Why an analysis does not hold together: a rejection says why and sends nothing back, an acceptance names the payment that sent the money back. */
function analysisProblem(analysis: RefundAnalysis): Answer | null {
  const rejected = analysis.RefundAnalysisResult === 'REJECTED';
  if (rejected && analysis.RefundRejectionReason === undefined) return badRequest('A rejection says why', [{ reason: 'Required when REJECTED', property: 'RefundRejectionReason' }]);
  if (rejected && analysis.RefundTransactionId !== undefined) return badRequest('A rejection sends nothing back', [{ reason: 'Not given when REJECTED', property: 'RefundTransactionId' }]);
  if (!rejected && analysis.RefundTransactionId === undefined) return badRequest('An acceptance names the refund\'s payment', [{ reason: 'Required when accepted', property: 'RefundTransactionId' }]);
  if (!rejected && analysis.RefundRejectionReason !== undefined) return badRequest('An acceptance has no rejection reason', [{ reason: 'Not given when accepted', property: 'RefundRejectionReason' }]);
  return null;
}

/** The refund closed by an analysis, its fields as `ExtendedRefund` names them. */
const closedBy = (refund: StoredRefund, analysis: RefundAnalysis, now: Date): StoredRefund => ({
  ...refund, Status: 'CLOSED', AnalysisResult: analysis.RefundAnalysisResult, LastModified: now.toISOString(),
  ...(analysis.RefundAnalysisDetails !== undefined && { AnalysisDetails: analysis.RefundAnalysisDetails }),
  ...(analysis.RefundRejectionReason !== undefined && { RefundRejectionReason: analysis.RefundRejectionReason }),
  ...(analysis.RefundTransactionId !== undefined && { RefundTransactionId: analysis.RefundTransactionId }),
});
const sameAnalysis = (refund: StoredRefund, analysis: RefundAnalysis) => refund.AnalysisResult === analysis.RefundAnalysisResult
  && refund.AnalysisDetails === analysis.RefundAnalysisDetails && refund.RefundRejectionReason === analysis.RefundRejectionReason
  && refund.RefundTransactionId === analysis.RefundTransactionId;

/**
 * The DICT's refunds, by id, and the rules of the API's document ("Devolução"): the debited
 * participant of a transaction asks for its money back (`OPEN`); the contested side, the credited,
 * closes it with its analysis (`CLOSED`), the whole amount sent back, part of it or none; the
 * requester cancels it while it is open (`CANCELLED`). A transaction has one refund in progress at
 * most, and none after a closed one. The participants the simulator plays answer as the contested
 * side (`played-refunds.ts`). The document leaves the period to ask to the DICT's manual, and the
 * simulator knows no transaction's amount, so it keeps neither (`RefundPeriodExpired` is never
 * answered, nor an amount above the transaction's refused). State is rebuilt from the journal.
 */
export class RefundBook {
  private readonly refunds: JournaledRecords<StoredRefund>;

  constructor(journal: Journal<SimulatorEvent>, private readonly reports: () => readonly StoredInfractionReport[]) {
    this.refunds = new JournaledRecords(journal, 'refund_changed', 'refund', 'refund');
  }

  /**
   * Plays the contested side where the simulator plays it: its close, once due by `now`, made at
   * its own moment (or at the refund's last change: a refund's time never runs back) through the
   * rules a participant's request meets; a refund its requester cancelled first is left.
   */
  advance(now: Date): void {
    for (const refund of this.refunds.values()) {
      const side = refund.ContestedParticipant;
      if (refund.Status !== 'OPEN' || !plays(side) || side === refund.RequestingParticipant) continue;
      const move = contestedMove(refund);
      if (move.at > now) continue;
      this.close({ caller: side, refundId: refund.Id, participant: side }, move.analysis, this.refunds.momentFor(refund.Id, move.at));
    }
  }

  /** Every refund, in the order they were last changed (as `listRefund` lists them). */
  all(): StoredRefund[] {
    return this.refunds.byLastChange();
  }

  private answer(refund: StoredRefund, schema: string, status = 200): Answer {
    return { status, schema, body: { Refund: refund as unknown as Message } };
  }

  /** `createRefund`: by the debited participant of a settled transaction, which has no refund in progress nor closed. */
  create(caller: string, request: Message, now: Date): Answer {
    if (String(request.Participant) !== caller) return forbidden('The request names another participant than the one calling');
    const asked = request.Refund as unknown as NewRefund;
    if (!(asked.RefundAmount > 0)) return badRequest('The amount asked back is above zero', [{ reason: 'Not above zero', property: 'RefundAmount', value: String(asked.RefundAmount) }]);
    const sides = refundSidesOf(asked, caller, this.reports());
    if ('status' in sides) return sides;
    const earlier = this.refunds.values().filter((refund) => refund.TransactionId === asked.TransactionId);
    if (earlier.some((refund) => refund.Status === 'OPEN')) {
      return refundProblem('RefundAlreadyBeingProcessedForTransaction', 'Refund already being processed', 'The transaction has a refund in progress');
    }
    if (earlier.some((refund) => refund.Status === 'CLOSED')) {
      return refundProblem('RefundAlreadyProcessedForTransaction', 'Refund already processed', 'The transaction has a closed refund');
    }
    const at = now.toISOString();
    const refund: StoredRefund = { ...asked, ...sides, Id: randomUUID(), Status: 'OPEN', CreationTime: at, LastModified: at };
    return this.answer(this.refunds.record(refund), 'CreateRefundResponse', 201);
  }

  /** `getRefund`: for either side, which names itself as the requesting participant. */
  get(caller: string, refundId: string, requestingParticipant: string | undefined): Answer {
    const found = this.refunds.readBy(caller, refundId, requestingParticipant, EITHER_SIDE);
    return 'refusal' in found ? found.refusal : this.answer(found, 'GetRefundResponse');
  }

  /** `closeRefund`: the contested side's analysis of an open refund; a repeat with the same analysis answers the same. */
  close(operation: RefundOperation, analysis: RefundAnalysis, now: Date): Answer {
    const found = this.refunds.operand(operation.refundId, operation, CONTESTED_SIDE);
    if ('refusal' in found) return found.refusal;
    if (found.Status === 'CLOSED' && sameAnalysis(found, analysis)) return this.answer(found, 'CloseRefundResponse');
    if (found.Status !== 'OPEN') return operationInvalid(found, 'closed');
    const refused = analysisProblem(analysis);
    if (refused) return refused;
    return this.answer(this.refunds.record(closedBy(found, analysis, now)), 'CloseRefundResponse');
  }

  /** `cancelRefund`: by the requester only, while the refund is open; a repeat answers the same. */
  cancel(operation: RefundOperation, now: Date): Answer {
    const found = this.refunds.operand(operation.refundId, operation, REQUESTER);
    if ('refusal' in found) return found.refusal;
    if (found.Status === 'CANCELLED') return this.answer(found, 'CancelRefundResponse');
    if (found.Status !== 'OPEN') return operationInvalid(found, 'cancelled');
    return this.answer(this.refunds.record({ ...found, Status: 'CANCELLED', LastModified: now.toISOString() }), 'CancelRefundResponse');
  }
}
