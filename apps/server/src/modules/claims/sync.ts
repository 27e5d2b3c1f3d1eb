import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { claimNote, pix, type Note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { dictClaims, pixKeys, walletUsers } from '../../db/schema/index.js';
import { pullNow, pullPeriodically, type CursorPull } from '../../db/sync-cursor.js';
import { askDict } from '../../integrations/dict/ask.js';
import type { DictClaim, DictClaims } from '../../integrations/dict/claims.js';
import { markCancelled, markCompleted, markConfirmed, markWaiting } from './moves.js';
import { dictClaimOf, storeClaim } from './service.js';
import { DICT_ACTOR, lockClaim, type ClaimRow } from './store.js';

// The DICT's claims: those other participants open on our keys, the other side's moves on every
// claim, and the periods that ran out, which the DICT acts on by itself.


interface SyncInput {
  now: Date;
  ourIspb: string;
}

/** The claims' pull: the DICT's news since the last one, then the periods that ran out. */
const claimsPull = (claims: DictClaims, input: SyncInput): CursorPull<{ received: number; updated: number; expired: number; time: string }> => ({
  name: 'dict_claims',
  firstReachMs: 7 * 86_400_000,
  pull: async (db, since) => {
    if (claims.simulation) await tellSimulation(db, claims, input);
    let received = 0;
    let updated = 0;
    // A DICT that does not answer is a 502 the operator reads, not an error of ours.
    for (const claim of await askDict('claim.dict_refused', () => claims.listModifiedSince(since, input.now))) {
      const [row] = await db.select().from(dictClaims).where(eq(dictClaims.dict_id, claim.id)).for('update');
      if (row) {
        if (await applyChange(db, row, claim)) updated++;
      } else if (claim.donorIspb === input.ourIspb && await receiveClaim(db, claims, claim, input.now)) {
        received++;
      }
    }
    const expired = await expireClaims(db, input.now);
    return { received, updated, expired, time: input.now.toISOString() };
  },
});

/** Pulls now, waiting for a pull under way in another process. */
export const syncClaims = (db: Database, claims: DictClaims, input: SyncInput) => pullNow(db, claimsPull(claims, input), input.now);

/** The periodic pull, in its own transaction: skipped (null) while another process pulls, or when one did lately. */
export const syncClaimsPeriodically = (db: Database, claims: DictClaims, input: SyncInput) => pullPeriodically(db, claimsPull(claims, input), input.now);

/** What the real DICT knows and a simulator does not: the claims we hold and our keys other participants may claim. */
async function tellSimulation(db: Database, claims: DictClaims, input: SyncInput) {
  const since = new Date(input.now.getTime() - claims.simulation!.lookbackMs);
  const [rows, keys] = await Promise.all([
    db.select({ claim: dictClaims, key: pixKeys }).from(dictClaims).innerJoin(pixKeys, eq(pixKeys.id, dictClaims.key_id)).where(inArray(dictClaims.status, [...pix.claims.LIVE_CLAIM_STATUSES])),
    db.select({ keyType: pixKeys.key_type, keyValue: pixKeys.key_value, ownerDocument: walletUsers.doc_number, createdAt: pixKeys.created_at })
      .from(pixKeys).innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id)).where(and(eq(pixKeys.status, 'active'), gte(pixKeys.created_at, since))),
  ]);
  claims.simulation!.tell({ claims: rows.map(({ claim, key }) => dictClaimOf(claim, key, input.ourIspb)), keys });
}

/** A claim another participant opened on a live key of ours: we acknowledge it and wait for the customer's answer. */
async function receiveClaim(db: Database, claims: DictClaims, claim: DictClaim, now: Date) {
  if (claim.status !== 'OPEN') return false;
  const [key] = await db.select().from(pixKeys).where(and(eq(pixKeys.key_value, claim.keyValue), eq(pixKeys.status, 'active'))).for('update');
  const [running] = key ? await db.select({ id: dictClaims.id }).from(dictClaims).where(and(eq(dictClaims.key_id, key.id), inArray(dictClaims.status, [...pix.claims.LIVE_CLAIM_STATUSES]))) : [];
  if (!key || running) return false;
  const row = await storeClaim(db, claim, { keyId: key.id, role: 'donor', note: claimNote('received'), operator: DICT_ACTOR });
  const acknowledged = await claims.acknowledge(claim.id, now);
  await markWaiting(db, row, acknowledged.modifiedAt);
  return true;
}

/** Applies the other side's move when our claim can still make it; a move already made, or overtaken, changes nothing. */
async function applyChange(db: Database, row: ClaimRow, claim: DictClaim): Promise<boolean> {
  const move = { at: claim.modifiedAt, operator: DICT_ACTOR };
  switch (claim.status) {
    case 'WAITING_RESOLUTION':
      return (await markWaiting(db, row, claim.modifiedAt)) !== null;
    case 'CONFIRMED':
      return (await markConfirmed(db, row, claim.confirmReason ?? 'USER_REQUESTED', { ...move, note: claimNote('donor_confirmed') })) !== null;
    case 'CANCELLED':
      return (await markCancelled(db, row, { reason: claim.cancelReason ?? 'DEFAULT_OPERATION', by: claim.cancelledBy ?? 'dict' }, { ...move, note: claimNote('other_side_cancelled') })) !== null;
    case 'COMPLETED':
      return row.role === 'donor' && (await markCompleted(db, row, { ...move, note: claimNote('claimer_completed') })) !== null;
    default:
      return false;
  }
}

/**
 * Acts on the periods that ran out as the DICT does, dated when each ran out: a portability the
 * donor did not answer is cancelled; an ownership claim the holder did not fight is confirmed (its
 * completion period starting then); a confirmed claim the claimer did not complete is cancelled.
 */
export async function expireClaims(db: Database, now: Date): Promise<number> {
  const due = await db.select({ id: dictClaims.id }).from(dictClaims)
    .where(and(isNotNull(dictClaims.next_deadline_at), lte(dictClaims.next_deadline_at, now))).orderBy(asc(dictClaims.next_deadline_at));
  let expired = 0;
  for (const { id } of due) {
    let row: ClaimRow | null = await lockClaim(db, id);
    while (row && row.next_deadline_at && row.next_deadline_at <= now) {
      row = await lapse(db, row, row.next_deadline_at);
      if (row) expired++;
    }
  }
  return expired;
}

function lapse(db: Database, row: ClaimRow, at: Date) {
  const move = { at, operator: DICT_ACTOR };
  const cancelled = (note: Note) => markCancelled(db, row, { reason: 'DEFAULT_OPERATION', by: 'dict' }, { ...move, note });
  if (row.status === 'CONFIRMED') return cancelled(claimNote('completion_lapsed'));
  if (row.claim_type === 'PORTABILITY') return cancelled(claimNote('portability_lapsed'));
  return markConfirmed(db, row, 'DEFAULT_OPERATION', { ...move, note: claimNote('ownership_lapsed') });
}
