import { desc, inArray } from 'drizzle-orm';
import { PixKeyType, type pix } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { dictReconciliationFixes, dictSyncVerifications } from '../../db/schema/index.js';
import type { DictReconciliation } from '../../integrations/dict/reconciliation.js';
import { verifyKeyType } from './verify.js';

/** How many verifications the screen lists: five key types a night, about ten nights. */
const LISTED = 50;
const DAY_MS = 86_400_000;

/** Verifications as the screen shows them, with what each fixed, newest first. */
async function verificationsWith(db: Database, where: { ids?: number[] } = {}): Promise<pix.reconciliation.SyncVerification[]> {
  const query = db.select().from(dictSyncVerifications);
  const rows = await (where.ids ? query.where(inArray(dictSyncVerifications.id, where.ids)) : query)
    .orderBy(desc(dictSyncVerifications.started_at), desc(dictSyncVerifications.id)).limit(LISTED);
  const fixes = rows.length === 0 ? [] : await db.select().from(dictReconciliationFixes)
    .where(inArray(dictReconciliationFixes.verification_id, rows.map((row) => row.id))).orderBy(dictReconciliationFixes.id);
  return rows.map((row) => ({
    id: row.id, key_type: row.key_type, result: row.result, our_verifier: row.our_verifier, keys: row.keys, error: row.error, started_by: row.started_by,
    started_at: row.started_at.toISOString(), finished_at: row.finished_at.toISOString(),
    fixes: fixes.filter((fix) => fix.verification_id === row.id).map((fix) => ({ key_value: fix.key_value, action: fix.action, outcome: fix.outcome, error: fix.error, at: fix.at.toISOString() })),
  }));
}

export const listVerifications = (db: Database, dict: DictReconciliation | null) =>
  verificationsWith(db).then((list) => ({ list, available: dict !== null }));

/** Every key type verified in turn, now; the verifications made. */
export async function verifyEveryKeyType(db: Database, dict: DictReconciliation, input: { ourIspb: string; startedBy: string; now: () => Date }) {
  const ids: number[] = [];
  for (const keyType of PixKeyType.codes) ids.push(await verifyKeyType(db, dict, { ...input, keyType }));
  return verificationsWith(db, { ids });
}

/** The nightly verification: every key type, once the last verification began a day ago or more (or none did). */
export async function verifyNightly(db: Database, dict: DictReconciliation | null, input: { ourIspb: string; now: () => Date }): Promise<number> {
  if (!dict) return 0;
  const [last] = await db.select({ at: dictSyncVerifications.started_at }).from(dictSyncVerifications).orderBy(desc(dictSyncVerifications.started_at)).limit(1);
  if (last && input.now().getTime() - last.at.getTime() < DAY_MS) return 0;
  return (await verifyEveryKeyType(db, dict, { ...input, startedBy: 'nightly' })).length;
}
