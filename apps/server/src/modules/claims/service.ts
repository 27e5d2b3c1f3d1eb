import { claimNote, pix, type Stated } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { changingEntriesOf } from '../../db/dict-entries-lock.js';
import { eq } from 'drizzle-orm';
import { dictClaims, pixKeys } from '../../db/schema/index.js';
import { refusalError } from '../../core/errors.js';
import { askDict } from '../../integrations/dict/ask.js';
import type { ClaimCancelReason, DictClaim, DictClaims } from '../../integrations/dict/claims.js';
import { markCancelled, markCompleted, markConfirmed } from './moves.js';
import { lockClaim, logClaimEvent, periodEnd, type ClaimRow } from './store.js';
import type { Principal } from '../../core/member.js';


interface Acting {
  id: number;
  actor: Principal;
  now: Date;
  ourIspb: string;
  claims: DictClaims;
}

/** Tells a simulated DICT the claim as we hold it, before asking it to move the claim. */
async function tellClaim(db: Database, row: ClaimRow, input: Acting) {
  if (!input.claims.simulation) return;
  const [key] = await db.select().from(pixKeys).where(eq(pixKeys.id, row.key_id));
  input.claims.simulation.tell({ claims: [dictClaimOf(row, key!, input.ourIspb)] });
}

/** The claim as the DICT holds it, told to a simulator before it is asked to move it. */
export function dictClaimOf(row: ClaimRow, key: { key_type: DictClaim['keyType'] | 'EVP'; key_value: string }, ourIspb: string): DictClaim {
  const ours = row.role === 'claimer';
  return {
    id: row.dict_id, type: row.claim_type, keyType: key.key_type === 'EVP' ? 'EMAIL' : key.key_type, keyValue: key.key_value,
    claimerIspb: ours ? ourIspb : row.counterparty_ispb, donorIspb: ours ? row.counterparty_ispb : ourIspb, claimerDocument: '',
    status: row.status, confirmReason: row.confirm_reason, cancelReason: row.cancel_reason, cancelledBy: row.cancelled_by, createdAt: row.opened_at, modifiedAt: row.updated_at,
  };
}

/** Stores a claim the DICT holds, with its first event in the key's history. */
export async function storeClaim(db: Database, claim: DictClaim, stored: { keyId: number; role: ClaimRow['role']; note: Stated; operator: string }) {
  const status = claim.status === 'OPEN' || claim.status === 'WAITING_RESOLUTION' ? claim.status : 'OPEN';
  const resolution = periodEnd(claim.createdAt);
  const [row] = await db.insert(dictClaims).values({
    dict_id: claim.id, claim_type: claim.type, role: stored.role, status, key_id: stored.keyId,
    counterparty_ispb: stored.role === 'claimer' ? claim.donorIspb : claim.claimerIspb,
    opened_at: claim.createdAt, resolution_period_end: resolution, next_deadline_at: resolution, updated_at: claim.modifiedAt,
  }).returning();
  await logClaimEvent(db, row!, {
    action: stored.role === 'donor' ? 'claim_received' : claim.type === 'OWNERSHIP' ? 'claim' : 'portability', reason: stored.note, operator: stored.operator, at: claim.createdAt,
  });
  return row!;
}

function checkCancel(row: ClaimRow, reason: ClaimCancelReason) {
  if (!(pix.claims.LIVE_CLAIM_STATUSES as readonly string[]).includes(row.status)) throw refusalError(409, 'claim.cancel_refused', { claim: row.dict_id, status: row.status });
  if (row.role === 'donor' && row.status === 'CONFIRMED') throw refusalError(409, 'claim.cancel_confirmed', { claim: row.dict_id });
  if (!(pix.claims.CANCEL_REASONS_OF[row.role] as readonly string[]).includes(reason)) throw refusalError(400, 'claim.reason_not_ours', { reason, claim: row.dict_id });
}

/** As the donor: the key leaves us, once the claimer completes. */
export async function confirmClaim(db: Database, input: Acting & { note: string }) {
  const row = await lockClaim(db, input.id);
  if (row.role === 'claimer') throw refusalError(409, 'claim.confirm_ours', { claim: row.dict_id, side: row.counterparty_ispb });
  if (row.status !== 'OPEN' && row.status !== 'WAITING_RESOLUTION') throw refusalError(409, 'claim.confirm_refused', { claim: row.dict_id, status: row.status });
  await tellClaim(db, row, input);
  await askDict('claim.dict_refused', () => input.claims.confirm(row.dict_id, 'USER_REQUESTED', input.now));
  return { before: row, after: (await markConfirmed(db, row, 'USER_REQUESTED', { at: input.now, operator: input.actor.username, note: input.note }))! };
}

/** Withdraws our claim, or keeps the key the other side asks for, with a reason our side may give. */
export async function cancelClaim(db: Database, input: Acting & { reason: ClaimCancelReason; note: Stated }) {
  const row = await lockClaim(db, input.id);
  checkCancel(row, input.reason);
  await tellClaim(db, row, input);
  await askDict('claim.dict_refused', () => input.claims.cancel(row.dict_id, input.reason, input.now));
  const after = await markCancelled(db, row, { reason: input.reason, by: row.role }, { at: input.now, operator: input.actor.username, note: input.note });
  return { before: row, after: after! };
}

/** As the claimer: takes the key of a confirmed claim, which becomes active on our customer's account. */
export async function completeClaim(db: Database, input: Acting) {
  const row = await lockClaim(db, input.id);
  if (row.role === 'donor') throw refusalError(409, 'claim.complete_theirs', { claim: row.dict_id, side: row.counterparty_ispb });
  if (row.status !== 'CONFIRMED') throw refusalError(409, 'claim.complete_refused', { claim: row.dict_id, status: row.status });
  await tellClaim(db, row, input);
  const [key] = await db.select({ keyType: pixKeys.key_type }).from(pixKeys).where(eq(pixKeys.id, row.key_id));
  await changingEntriesOf(db, key!.keyType);
  await askDict('claim.dict_refused', () => input.claims.complete(row.dict_id, input.now));
  return { before: row, after: (await markCompleted(db, row, { at: input.now, operator: input.actor.username, note: claimNote('we_completed') }))! };
}

