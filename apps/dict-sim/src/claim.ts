import type { Message } from '@wallet/dict-api';
import { problem } from './answers.js';
import type { ClaimType, Side } from './claim-rules.js';
import type { StoredEntry } from './directory.js';

type ClaimStatus = 'OPEN' | 'WAITING_RESOLUTION' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED';

/** A claim as the DICT keeps it: the API's `ExtendedClaim`, with the request that completed it. */
export interface StoredClaim {
  Type: ClaimType;
  Key: string;
  KeyType: string;
  ClaimerAccount: StoredEntry['Account'];
  Claimer: StoredEntry['Owner'];
  DonorParticipant: string;
  Id: string;
  Status: ClaimStatus;
  ResolutionPeriodEnd: string;
  CompletionPeriodEnd?: string;
  LastModified: string;
  ConfirmReason?: string;
  CancelReason?: string;
  CancelledBy?: Side;
  /** When it was opened, for the periods counted from then. */
  openedAt: string;
  /** The `RequestId` of the completing request, which is the claimer's new entry's. */
  completedBy?: string;
}

/** What a claimer asks for: the API's `Claim`. */
export type NewClaim = Pick<StoredClaim, 'Type' | 'Key' | 'KeyType' | 'ClaimerAccount' | 'Claimer'>;

/** The statuses of a claim neither completed nor cancelled: a key has one such claim at most. */
export const LIVE: ReadonlySet<ClaimStatus> = new Set(['OPEN', 'WAITING_RESOLUTION', 'CONFIRMED']);

/** A claim as the API's answers show it: without the simulator's own fields. */
export const shownClaim = ({ openedAt: _openedAt, completedBy: _completedBy, ...claim }: StoredClaim): Message => claim;

/** A refusal of one of the document's claim error types ("Reivindicações"). */
export const claimProblem = (type: string, title: string, detail: string) => problem(400, type, title, detail);
