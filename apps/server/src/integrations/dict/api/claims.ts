import type { Message } from '@wallet/dict-api';
import { completionRequestId, type ClaimCancelReason, type ClaimConfirmReason, type ClaimRequest, type DictClaim, type DictClaims } from '../claims.js';
import { accountMessage, ownerMessage } from './messages.js';
import { askDictApi } from './refusals.js';
import type { DictTransport } from './transport.js';

/** The DICT's resolution period: a claim's answer gives its end, not its opening, which is this long before. */
const RESOLUTION_PERIOD_MS = 7 * 24 * 3_600_000;
/** Claims a page of the listing asks for. */
const PAGE = 200;

interface ExtendedClaim {
  Type: DictClaim['type']; Key: string; KeyType: DictClaim['keyType']; Id: string; Status: DictClaim['status'];
  ClaimerAccount: { Participant: string }; Claimer: { TaxIdNumber: string }; DonorParticipant: string;
  ResolutionPeriodEnd: string; LastModified: string;
  ConfirmReason?: ClaimConfirmReason; CancelReason?: ApiCancelReason; CancelledBy?: 'DONOR' | 'CLAIMER';
}

/** The document's reasons to cancel (`ClaimOperationReason`): a side's own request is `USER_REQUESTED`, whichever side it is. */
type ApiCancelReason = 'USER_REQUESTED' | 'ACCOUNT_CLOSURE' | 'FRAUD' | 'DEFAULT_OPERATION' | 'RECONCILIATION';
const API_CANCEL_REASON: Readonly<Record<ClaimCancelReason, ApiCancelReason>> = {
  CLAIMER_REQUEST: 'USER_REQUESTED', DONOR_REQUEST: 'USER_REQUESTED', ACCOUNT_CLOSURE: 'ACCOUNT_CLOSURE', FRAUD: 'FRAUD', DEFAULT_OPERATION: 'DEFAULT_OPERATION',
};

/**
 * A cancellation's reason as the product names it: a side's own request by the side that
 * cancelled; a reconciliation's, which the product has no name for, as the DICT's own operation.
 */
function cancelReasonOf(reason: ApiCancelReason, by: ExtendedClaim['CancelledBy']): ClaimCancelReason {
  if (reason === 'USER_REQUESTED') return by === 'DONOR' ? 'DONOR_REQUEST' : 'CLAIMER_REQUEST';
  return reason === 'RECONCILIATION' ? 'DEFAULT_OPERATION' : reason;
}

/** A claim of the DICT's answers (`ExtendedClaim`) as the product keeps it. */
function claimOf(answer: Message): DictClaim {
  const claim = answer as unknown as ExtendedClaim;
  return {
    id: claim.Id, type: claim.Type, keyType: claim.KeyType, keyValue: claim.Key, status: claim.Status,
    claimerIspb: claim.ClaimerAccount.Participant, donorIspb: claim.DonorParticipant, claimerDocument: claim.Claimer.TaxIdNumber,
    confirmReason: claim.ConfirmReason ?? null, cancelReason: claim.CancelReason ? cancelReasonOf(claim.CancelReason, claim.CancelledBy) : null,
    cancelledBy: claim.CancelledBy === 'DONOR' ? 'donor' : claim.CancelledBy === 'CLAIMER' ? 'claimer' : null,
    createdAt: new Date(Date.parse(claim.ResolutionPeriodEnd) - RESOLUTION_PERIOD_MS), modifiedAt: new Date(claim.LastModified),
  };
}

/** Claims through the DICT's API, we at one side: `createClaim` and the moves of each side, and the listing of what changed. */
export class ApiDictClaims implements DictClaims {
  constructor(private readonly dict: DictTransport, private readonly ourIspb: string) {}

  /** A call about a claim: the DICT's refusal becomes one the operator can read. */
  private ask(operationId: string, input: Parameters<DictTransport['call']>[1]): Promise<Message> {
    return askDictApi(this.dict, operationId, input);
  }

  private async move(operation: 'acknowledgeClaim' | 'confirmClaim' | 'cancelClaim' | 'completeClaim', id: string, fields: Message = {}): Promise<DictClaim> {
    const answer = await this.ask(operation, { params: { ClaimId: id }, body: { ClaimId: id, Participant: this.ourIspb, ...fields } });
    return claimOf(answer.Claim as Message);
  }

  async open(input: ClaimRequest): Promise<DictClaim> {
    const answer = await this.ask('createClaim', {
      body: {
        Claim: {
          Type: input.type, Key: input.keyValue, KeyType: input.keyType,
          ClaimerAccount: accountMessage({ ispb: input.claimerIspb, ...input.claimerAccount }),
          Claimer: ownerMessage(input.claimerDocument, input.claimerName),
        },
      },
    });
    return claimOf(answer.Claim as Message);
  }

  acknowledge(id: string) {
    return this.move('acknowledgeClaim', id);
  }

  confirm(id: string, reason: ClaimConfirmReason) {
    return this.move('confirmClaim', id, { Reason: reason });
  }

  cancel(id: string, reason: ClaimCancelReason) {
    return this.move('cancelClaim', id, { Reason: API_CANCEL_REASON[reason] });
  }

  /** Takes a confirmed key: the DICT makes our entry for it, by the claim's completing request. */
  complete(id: string) {
    return this.move('completeClaim', id, { RequestId: completionRequestId(id) });
  }

  /** Every claim we are a side of that changed after `since`, page by page. */
  async listModifiedSince(since: Date): Promise<DictClaim[]> {
    const claims: DictClaim[] = [];
    let after = since.toISOString();
    for (;;) {
      const page = await this.ask('listClaims', { query: { Participant: this.ourIspb, ModifiedAfter: after, Limit: String(PAGE) } });
      const listed = ((page.Claims ?? []) as Message[]).map(claimOf);
      claims.push(...listed);
      if (page.HasMoreElements !== true || listed.length === 0) return claims;
      after = listed.at(-1)!.modifiedAt.toISOString();
    }
  }
}
