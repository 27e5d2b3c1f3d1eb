import { and, eq, inArray } from 'drizzle-orm';
import { note, pix, type Stated } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { dictClaims, pixKeys } from '../../db/schema/index.js';
import { completionRequestId, type ClaimCancelReason, type ClaimConfirmReason } from '../../integrations/dict/claims.js';
import { deadlineOf, logClaimEvent, periodEnd, type ClaimRow } from './store.js';

// A claim's moves, each from the states it may leave and applied once: a move that finds the
// claim elsewhere (another process moved it first) changes nothing and answers null. Only a
// completed claim moves the key; a cancelled one deletes the key we were waiting for.

interface Move {
  at: Date;
  operator: string;
  note: Stated;
}

async function moveClaim(db: Database, claim: ClaimRow, from: readonly ClaimRow['status'][], change: Partial<ClaimRow> & Pick<ClaimRow, 'status'>, at: Date) {
  const next = { ...claim, ...change };
  const closed = change.status === 'COMPLETED' || change.status === 'CANCELLED';
  const [moved] = await db.update(dictClaims)
    .set({ ...change, next_deadline_at: deadlineOf(next), updated_at: at, ...(closed ? { closed_at: at } : {}) })
    .where(and(eq(dictClaims.id, claim.id), inArray(dictClaims.status, [...from])))
    .returning();
  return moved ?? null;
}

/** The donor received the claim: it now waits for the donor's answer. */
export const markWaiting = (db: Database, claim: ClaimRow, at: Date) => moveClaim(db, claim, ['OPEN'], { status: 'WAITING_RESOLUTION' }, at);

/** The donor let the key go (or the holder did not prove ownership in time): the claimer's completion period starts. */
export async function markConfirmed(db: Database, claim: ClaimRow, reason: ClaimConfirmReason, move: Move) {
  const moved = await moveClaim(db, claim, ['OPEN', 'WAITING_RESOLUTION'], { status: 'CONFIRMED', confirm_reason: reason, completion_period_end: periodEnd(move.at) }, move.at);
  if (moved) await logClaimEvent(db, claim, { action: 'claim_confirmed', reason: move.note, operator: move.operator, at: move.at });
  return moved;
}

/** Cancelled by a side or by the DICT: the key stays where it was, and a key we were waiting for is deleted. */
export async function markCancelled(db: Database, claim: ClaimRow, cancel: { reason: ClaimCancelReason; by: 'claimer' | 'donor' | 'dict' }, move: Move) {
  const moved = await moveClaim(db, claim, pix.claims.LIVE_CLAIM_STATUSES, { status: 'CANCELLED', cancel_reason: cancel.reason, cancelled_by: cancel.by }, move.at);
  if (!moved) return null;
  await logClaimEvent(db, claim, { action: 'claim_cancelled', reason: move.note, operator: move.operator, at: move.at });
  if (claim.role === 'claimer') {
    await db.update(pixKeys).set({ status: 'deleted', deleted_reason: note('key.claim_lost', { type: claim.claim_type, ispb: claim.counterparty_ispb }), updated_at: move.at })
      .where(and(eq(pixKeys.id, claim.key_id), inArray(pixKeys.status, ['pending_claim', 'pending_portability'])));
  }
  return moved;
}

/** The claimer took the key: ours becomes active, or leaves us for the claimer's institution. The only move of a key. */
export async function markCompleted(db: Database, claim: ClaimRow, move: Move) {
  const moved = await moveClaim(db, claim, ['CONFIRMED'], { status: 'COMPLETED' }, move.at);
  if (!moved) return null;
  await logClaimEvent(db, claim, { action: 'claim_completed', reason: move.note, operator: move.operator, at: move.at });
  const key = claim.role === 'claimer'
    ? { status: 'active' as const, deleted_reason: null, dict_request_id: completionRequestId(claim.dict_id) }
    : { status: 'deleted' as const, deleted_reason: note('key.moved_away', { ispb: claim.counterparty_ispb, type: claim.claim_type, claim: claim.dict_id }) };
  await db.update(pixKeys).set({ ...key, updated_at: move.at }).where(eq(pixKeys.id, claim.key_id));
  return moved;
}
