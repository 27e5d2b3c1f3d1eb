import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { syncVerifier } from '@wallet/dict-api';
import type { pix } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { readingEntriesOf } from '../../db/dict-entries-lock.js';
import { dictReconciliationFixes, dictSyncVerifications, pixKeys } from '../../db/schema/index.js';
import type { DictEntry } from '../../integrations/dict/directory.js';
import { DictRefusal } from '../../integrations/dict/refusal.js';
import { cidOf, type DictReconciliation } from '../../integrations/dict/reconciliation.js';
import { ourEntries, type OurEntry } from './our-entries.js';

type Fix = Omit<pix.reconciliation.SyncVerification['fixes'][number], 'at'> & { at: Date };
type KeyType = DictEntry['keyType'];

/** A fix made at the DICT: done, or refused with the DICT's words; anything else (no answer) ends the verification. */
async function fixAt(action: Fix['action'], keyValue: string, now: Date, fix: () => Promise<void>): Promise<Fix> {
  try {
    await fix();
    return { key_value: keyValue, action, outcome: 'done', error: null, at: now };
  } catch (error) {
    if (!(error instanceof DictRefusal)) throw error;
    return { key_value: keyValue, action, outcome: 'refused', error: error.message, at: now };
  }
}

const keepRequestId = (db: Database, keyId: number, requestId: string) => db.update(pixKeys).set({ dict_request_id: requestId }).where(eq(pixKeys.id, keyId));

/** What a key type's divergences are, read while no change of its entries is under way (`readingEntriesOf`). */
interface Divergences {
  ours: OurEntry[];
  theirs: Set<string>;
  /** The DICT's entries of ours whose CIDs are not ours, by key. */
  held: Map<string, { cid: string; requestId: string; entry: DictEntry }>;
}

/** The DICT's CID file and the entries of the CIDs that are not ours. */
async function divergencesOf(dict: DictReconciliation, ours: OurEntry[], keyType: KeyType): Promise<Divergences> {
  const theirs = await dict.cidSet(keyType);
  const oursOnly = new Set(ours.flatMap((our) => (our.requestId ? [cidOf(our.entry, our.requestId)] : [])));
  const held = new Map<string, { cid: string; requestId: string; entry: DictEntry }>();
  for (const cid of theirs) {
    if (oursOnly.has(cid)) continue;
    const found = await dict.entryByCid(cid);
    if (found) held.set(found.entry.keyValue, { cid, ...found });
  }
  return { ours, theirs, held };
}

/**
 * Each divergence fixed with the reason `RECONCILIATION`, the DICT brought to our books: a key of
 * ours it lacks is created, one it holds otherwise is updated (or its request id adopted, when the
 * entry is ours after all), and an entry of ours it holds that we do not is deleted. A key a claim
 * runs on is left to the claim.
 */
async function fixDivergences(db: Database, dict: DictReconciliation, { ours, theirs, held }: Divergences, keyType: KeyType, now: Date, fixes: Fix[]): Promise<void> {
  for (const our of ours) {
    const cid = our.requestId ? cidOf(our.entry, our.requestId) : null;
    if (cid !== null && theirs.has(cid)) continue;
    const their = held.get(our.entry.keyValue);
    held.delete(our.entry.keyValue);
    if (our.claimed) continue;
    if (their && cidOf(our.entry, their.requestId) === their.cid) {
      await keepRequestId(db, our.keyId, their.requestId);
      fixes.push({ key_value: our.entry.keyValue, action: 'adopted', outcome: 'done', error: null, at: now });
    } else if (their) {
      const fix = await fixAt('updated', our.entry.keyValue, now, () => dict.update(our.entry));
      if (fix.outcome === 'done') await keepRequestId(db, our.keyId, their.requestId);
      fixes.push(fix);
    } else {
      // A new request: the one that made the entry the DICT lost would be answered as that creation again.
      const requestId = randomUUID();
      const fix = await fixAt('created', our.entry.keyValue, now, () => dict.create(our.entry, requestId));
      if (fix.outcome === 'done') await keepRequestId(db, our.keyId, requestId);
      fixes.push(fix);
    }
  }
  for (const their of held.values()) {
    fixes.push(await fixAt('deleted', their.entry.keyValue, now, () => dict.remove({ keyType, keyValue: their.entry.keyValue, ispb: their.entry.ispb })));
  }
}

/**
 * One sync verification of a key type: our VSync (the XOR of our keys' CIDs) against the DICT's;
 * when they differ, each divergence fixed. Kept with what it fixed, whatever the outcome: `failed`
 * when the DICT did not verify, `NOK` with its error when it stopped answering while fixing.
 */
export async function verifyKeyType(db: Database, dict: DictReconciliation, input: { keyType: KeyType; ourIspb: string; startedBy: string; now: () => Date }): Promise<number> {
  const startedAt = input.now();
  let ours: OurEntry[] = [];
  let verifier = syncVerifier([]);
  let result: 'OK' | 'NOK' | 'failed' = 'failed';
  let error: string | null = null;
  // What was fixed before the DICT stopped answering is kept too.
  const fixes: Fix[] = [];
  try {
    // Our keys and the DICT's read as of one moment: no registration, deletion or claim's completion between.
    const divergences = await db.transaction(async (tx) => {
      await readingEntriesOf(tx as unknown as Database, input.keyType);
      ours = await ourEntries(tx as unknown as Database, input.keyType, input.ourIspb);
      verifier = syncVerifier(ours.flatMap((our) => (our.requestId ? [cidOf(our.entry, our.requestId)] : [])));
      result = await dict.verify(input.keyType, verifier);
      return result === 'NOK' ? divergencesOf(dict, ours, input.keyType) : null;
    });
    if (divergences) await fixDivergences(db, dict, divergences, input.keyType, input.now(), fixes);
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  return db.transaction(async (tx) => {
    const [verification] = await tx.insert(dictSyncVerifications).values({
      key_type: input.keyType, result, our_verifier: verifier, keys: ours.length, error, started_by: input.startedBy, started_at: startedAt, finished_at: input.now(),
    }).returning({ id: dictSyncVerifications.id });
    if (fixes.length > 0) await tx.insert(dictReconciliationFixes).values(fixes.map((fix) => ({ ...fix, verification_id: verification!.id })));
    return verification!.id;
  });
}
