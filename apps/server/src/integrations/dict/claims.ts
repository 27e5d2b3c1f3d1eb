import { createHash } from 'node:crypto';
import { uuidV4From } from '../../uuid-v4.js';

/**
 * Ownership claims (reivindicação de posse) and portabilities at the DICT: a participant asks for
 * a key another one holds (the claimer against the donor). OPEN → WAITING_RESOLUTION (the donor
 * received it) → CONFIRMED (the donor let it go, or the holder did not prove ownership in time) →
 * COMPLETED (the claimer took it), or CANCELLED. The real client is plugged in here; the product
 * ships with a deterministic simulator.
 */
export interface DictClaims {
  /** Opens a claim for a key held at another participant: we are the claimer. */
  open(input: ClaimRequest, now: Date): Promise<DictClaim>;
  /** The donor says it received the claim. */
  acknowledge(id: string, now: Date): Promise<DictClaim>;
  /** The donor lets the key go. */
  confirm(id: string, reason: ClaimConfirmReason, now: Date): Promise<DictClaim>;
  cancel(id: string, reason: ClaimCancelReason, now: Date): Promise<DictClaim>;
  /** The claimer takes the key of a confirmed claim. */
  complete(id: string, now: Date): Promise<DictClaim>;
  /** Claims that involve us and changed after `since`: on our keys, and the other side's moves on ours. */
  listModifiedSince(since: Date, now: Date): Promise<DictClaim[]>;
  /** Only a simulator has this: it is told what the real DICT would know. */
  readonly simulation?: ClaimSimulation;
}

type ClaimType = 'OWNERSHIP' | 'PORTABILITY';
type ClaimStatus = 'OPEN' | 'WAITING_RESOLUTION' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';
export type ClaimConfirmReason = 'USER_REQUESTED' | 'DEFAULT_OPERATION';
export type ClaimCancelReason = 'CLAIMER_REQUEST' | 'DONOR_REQUEST' | 'ACCOUNT_CLOSURE' | 'FRAUD' | 'DEFAULT_OPERATION';

/** A claim as the claimer asks for it: the DICT names the donor, the participant that holds the key. */
interface NewClaim {
  type: ClaimType;
  keyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE';
  keyValue: string;
  claimerIspb: string;
  claimerDocument: string;
}

/** A claim as we open it: what the claim says, and the account and person the key is to go to. */
export interface ClaimRequest extends NewClaim {
  claimerAccount: { branch: string; accountNumber: string; accountType: 'CACC' | 'SVGS' | 'TRAN' | 'SLRY'; openedAt: Date };
  claimerName: string;
}

export interface DictClaim extends NewClaim {
  donorIspb: string;
  id: string;
  status: ClaimStatus;
  confirmReason: ClaimConfirmReason | null;
  cancelReason: ClaimCancelReason | null;
  /** Which side cancelled, or the DICT when a period ran out. */
  cancelledBy: 'claimer' | 'donor' | 'dict' | null;
  createdAt: Date;
  modifiedAt: Date;
}

/** A key we hold, which another participant may claim. */
export interface HeldKey {
  keyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';
  keyValue: string;
  ownerDocument: string;
  createdAt: Date;
}

export interface ClaimSimulation {
  /** How far back the simulator wants our keys: claims arrive up to this long after a key was registered. */
  readonly lookbackMs: number;
  tell(knowledge: { claims?: readonly DictClaim[]; keys?: readonly HeldKey[] }): void;
}

/**
 * The request id that completes a claim, ours to choose: the claim's own, so that a completion
 * asked again after a lost answer is the DICT's repeat of it. Our entry of the key is then made by
 * it, and its CID keyed by it.
 */
export const completionRequestId = (claimId: string) => uuidV4From(createHash('sha256').update(`complete:${claimId}`).digest('hex'));
