/**
 * Refund requests (solicitações de devolução) at the DICT, the MED's way of asking for a Pix's
 * money back: the payer's institution asks (REQUESTING), the receiver's answers (CONTESTED) with
 * its analysis and, when it accepts, a Pix return tied to the original end-to-end id. The real
 * client is plugged in here; the product ships with a deterministic simulator.
 */
export interface RefundRequests {
  /** Requests that involve us and changed after `since`, oldest change first. */
  listModifiedSince(since: Date, now: Date): Promise<DictRefundRequest[]>;
  create(input: NewRefundRequest, now: Date): Promise<DictRefundRequest>;
  /** The contested side's answer: accepted (whole or in part, with the return that carries the money) or rejected. */
  close(id: string, analysis: RefundAnalysis, now: Date): Promise<DictRefundRequest>;
  /** Withdrawn by the requesting side while it is open. */
  cancel(id: string, now: Date): Promise<DictRefundRequest>;
  /** Only a simulator has this: it is told what the real DICT would know. */
  readonly simulation?: RefundSimulation;
}

type RefundReasonCode = 'FRAUD' | 'OPERATIONAL_FLAW' | 'REFUND_CANCELLED';
type RefundResultCode = 'TOTALLY_ACCEPTED' | 'PARTIALLY_ACCEPTED' | 'REJECTED';
type RefundRejectionCode = 'NO_BALANCE' | 'ACCOUNT_CLOSURE' | 'CANNOT_REFUND' | 'OTHER';

export interface NewRefundRequest {
  endToEndId: string;
  reason: RefundReasonCode;
  amount: number;
  details: string;
  requesterIspb: string;
  contestedIspb: string;
}

export type RefundAnalysis =
  | { result: 'TOTALLY_ACCEPTED' | 'PARTIALLY_ACCEPTED'; refundedAmount: number; returnId: string; details: string }
  | { result: 'REJECTED'; rejectionReason: RefundRejectionCode; details: string };

export interface DictRefundRequest extends NewRefundRequest {
  id: string;
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  analysisResult: RefundResultCode | null;
  rejectionReason: RefundRejectionCode | null;
  analysisDetails: string | null;
  refundedAmount: number;
  returnId: string | null;
  createdAt: Date;
  modifiedAt: Date;
}

/** One of our settled pay-ins, which the payer's institution may ask back. */
export interface ReceivedPix {
  endToEndId: string;
  amount: number;
  payerIspb: string;
  createdAt: Date;
}

export interface RefundSimulation {
  /** How far back the simulator wants our pay-ins: requests arrive up to this long after a payment. */
  readonly lookbackMs: number;
  tell(knowledge: { requests?: readonly DictRefundRequest[]; payins?: readonly ReceivedPix[] }): void;
}
