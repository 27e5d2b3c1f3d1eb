import { createHash } from 'node:crypto';
import type { StoredClaim } from './claim.js';

// What a participant the simulator plays does with a claim on one of its keys, decided by the
// claim's id, so that the same claim always goes the same way. Each move goes through the claim
// book's own rules, as a real donor's request would.

const HOUR_MS = 3_600_000;

/** A whole number from `low` to `high`, by a digest of `seed`. */
export function dice(seed: string, low: number, high: number): number {
  return low + (createHash('sha256').update(seed).digest().readUInt32BE(0) % (high - low + 1));
}

/** A UUID (version 4 in form) by a digest of `seed`: the same seed, the same id. */
export function hashedUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface DonorMove {
  at: Date;
  operation: 'acknowledge' | 'confirm' | 'cancel';
  reason?: string;
}

/**
 * The donor's moves: it acknowledges within the hour. Of a portability, its user agrees three
 * times in four (a confirmation within a day) and keeps the key otherwise (a cancellation within
 * two). Of an ownership claim, the holder gives the key up one time in four (a confirmation within
 * five days); otherwise it says nothing, and the donor confirms by default once the resolution
 * period is over.
 */
export function donorMoves(claim: StoredClaim): DonorMove[] {
  const opened = Date.parse(claim.openedAt);
  const after = (hours: number) => new Date(opened + hours * HOUR_MS);
  const moves: DonorMove[] = [{ at: new Date(opened + dice(`ack:${claim.Id}`, 1, 60) * 60_000), operation: 'acknowledge' }];
  if (claim.Type === 'PORTABILITY') {
    const agrees = dice(`agrees:${claim.Id}`, 0, 3) > 0;
    moves.push(agrees
      ? { at: after(dice(`confirm-at:${claim.Id}`, 2, 24)), operation: 'confirm', reason: 'USER_REQUESTED' }
      : { at: after(dice(`cancel-at:${claim.Id}`, 2, 48)), operation: 'cancel', reason: 'USER_REQUESTED' });
  } else {
    const givesUp = dice(`gives-up:${claim.Id}`, 0, 3) === 0;
    moves.push(givesUp
      ? { at: after(dice(`confirm-at:${claim.Id}`, 2, 120)), operation: 'confirm', reason: 'USER_REQUESTED' }
      : { at: new Date(claim.ResolutionPeriodEnd), operation: 'confirm', reason: 'DEFAULT_OPERATION' });
  }
  return moves;
}
