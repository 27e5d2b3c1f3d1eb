import type { Message } from '@wallet/dict-api';
import { DictRefusal } from '../refusal.js';
import type { DictRefundRequest, NewRefundRequest, RefundAnalysis, RefundRequests } from '../refund-requests.js';
import { centavosOf, reaisOf } from './amounts.js';
import { everyPage, latestOf } from './latest-changes.js';
import { askDictApi, isRefusal } from './refusals.js';
import type { DictTransport } from './transport.js';


interface ExtendedRefund {
  Id: string; TransactionId: string; RefundReason: NewRefundRequest['reason']; RefundAmount: number; RefundDetails?: string;
  RequestingParticipant: string; ContestedParticipant: string; Status: DictRefundRequest['status'];
  AnalysisResult?: NonNullable<DictRefundRequest['analysisResult']>; AnalysisDetails?: string;
  RefundRejectionReason?: NonNullable<DictRefundRequest['rejectionReason']>; RefundTransactionId?: string;
  CreationTime: string; LastModified: string;
}

/**
 * A request of the DICT's answers (`ExtendedRefund`) as the product keeps it. The document has no
 * field for the amount sent back: only the return's end-to-end id (`RefundTransactionId`), the
 * amount travelling with the return itself in the SPI. A request accepted in whole sent back what
 * it asked; one accepted in part sent back an amount the DICT does not tell, read as 0 (nothing
 * known, so nothing credited from it) unless `refunded` says it: the amount of our own close.
 */
function requestOf(answer: Message, refunded?: number): DictRefundRequest {
  const refund = answer as unknown as ExtendedRefund;
  const amount = centavosOf(refund.RefundAmount);
  const result = refund.AnalysisResult ?? null;
  return {
    id: refund.Id, endToEndId: refund.TransactionId, reason: refund.RefundReason, amount, details: refund.RefundDetails ?? '',
    requesterIspb: refund.RequestingParticipant, contestedIspb: refund.ContestedParticipant,
    status: refund.Status, analysisResult: result, rejectionReason: refund.RefundRejectionReason ?? null, analysisDetails: refund.AnalysisDetails ?? null,
    refundedAmount: result === 'TOTALLY_ACCEPTED' ? amount : result === 'PARTIALLY_ACCEPTED' ? refunded ?? 0 : 0,
    returnId: refund.RefundTransactionId ?? null, createdAt: new Date(refund.CreationTime), modifiedAt: new Date(refund.LastModified),
  };
}

/**
 * Refund requests through the DICT's API, we at one side: `createRefund` as the payer's
 * institution (requesting), `closeRefund` as the receiver's (contested), `cancelRefund` and the
 * listing of what changed.
 */
export class ApiRefundRequests implements RefundRequests {
  constructor(private readonly dict: DictTransport, private readonly ourIspb: string) {}

  /**
   * Asks back a settled Pix we debited; the DICT finds the contested side (for fraud, through the
   * infraction report on the transaction). The document's creation has no request id: a creation
   * asked again after its answer was lost is refused as a second request on the transaction, and
   * answered with the request we made there, when one open is the same (reason, amount, details).
   */
  async create(input: NewRefundRequest): Promise<DictRefundRequest> {
    const asked = { TransactionId: input.endToEndId, RefundReason: input.reason, RefundAmount: reaisOf(input.amount), ...(input.details !== '' && { RefundDetails: input.details }) };
    try {
      const answer = await this.dict.call('createRefund', { body: { Participant: this.ourIspb, Refund: asked } });
      return requestOf(answer.Refund as Message);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const ours = error.type === 'RefundAlreadyBeingProcessedForTransaction' ? await this.openOf(input) : undefined;
      if (ours) return ours;
      throw new DictRefusal(error.message);
    }
  }

  /** Our open request on the input's transaction, if it is the one the input asks for. */
  private async openOf(input: NewRefundRequest): Promise<DictRefundRequest | undefined> {
    const open = await this.listing({ Status: 'OPEN' }, ['REQUESTING']);
    return open.find((request) => request.endToEndId === input.endToEndId && request.requesterIspb === this.ourIspb
      && request.reason === input.reason && request.amount === input.amount && request.details === input.details);
  }

  /** Our answer as the contested side; an acceptance names the Pix return that sent the money back. */
  async close(id: string, analysis: RefundAnalysis): Promise<DictRefundRequest> {
    const accepted = analysis.result !== 'REJECTED';
    const fields = {
      RefundAnalysisResult: analysis.result, ...(analysis.details !== '' && { RefundAnalysisDetails: analysis.details }),
      ...(accepted ? { RefundTransactionId: analysis.returnId } : { RefundRejectionReason: analysis.rejectionReason }),
    };
    const answer = await askDictApi(this.dict, 'closeRefund', { params: { RefundId: id }, body: { RefundId: id, Participant: this.ourIspb, ...fields } });
    return requestOf(answer.Refund as Message, accepted ? analysis.refundedAmount : undefined);
  }

  async cancel(id: string): Promise<DictRefundRequest> {
    const answer = await askDictApi(this.dict, 'cancelRefund', { params: { RefundId: id }, body: { RefundId: id, Participant: this.ourIspb } });
    return requestOf(answer.Refund as Message);
  }

  /** Every request we are a side of that changed after `since`, requesting or contested, oldest change first. */
  listModifiedSince(since: Date): Promise<DictRefundRequest[]> {
    return this.listing({ ModifiedAfter: since.toISOString() });
  }

  /** The requests of a listing's filters in each of our roles (`ParticipantRole`, which the document asks for). */
  private async listing(filters: Record<string, string>, roles = ['REQUESTING', 'CONTESTED']): Promise<DictRefundRequest[]> {
    const listed: DictRefundRequest[] = [];
    for (const role of roles) {
      listed.push(...await everyPage(this.dict, {
        operationId: 'listRefund', query: { ...filters, Participant: this.ourIspb, ParticipantRole: role, IncludeDetails: 'true' }, list: 'Refunds', read: (refund) => requestOf(refund),
      }));
    }
    return latestOf(listed);
  }
}
