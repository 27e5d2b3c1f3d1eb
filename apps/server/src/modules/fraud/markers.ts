import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { note, type pix, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { fraudMarkers, medCaseEvents, medCases, pixKeys, walletUsers } from '../../db/schema/index.js';
import { insertUnique } from '../../db/unique.js';
import { notFound, refusalError } from '../../core/errors.js';
import type { DictFraud } from '../../integrations/dict/fraud.js';
import { findMarker } from './queries.js';
import type { Principal } from '../../core/member.js';

export type MarkerRow = typeof fraudMarkers.$inferSelect;
type NewMarkerBody = z.output<typeof pix.fraud.create.body>;

const isActive = eq(fraudMarkers.status, 'active');

/** Our active markers on a person (by document) or on a key, the most recent first. */
export async function activeMarkersOn(db: Database, subject: { document?: string | null; key?: string | null }): Promise<MarkerRow[]> {
  const on: SQL[] = [];
  if (subject.document) on.push(eq(fraudMarkers.document, subject.document));
  if (subject.key) on.push(eq(fraudMarkers.key_value, subject.key));
  if (on.length === 0) return [];
  return db.select().from(fraudMarkers).where(and(isActive, or(...on)));
}

/** Tells a simulated DICT the markers we hold, before it answers statistics. */
export async function tellMarkers(db: Database, fraud: DictFraud) {
  if (!fraud.simulation) return;
  const markers = await db.select({ id: fraudMarkers.dict_id, document: fraudMarkers.document, key: fraudMarkers.key_value }).from(fraudMarkers).where(isActive);
  fraud.simulation.tell({ markers });
}

/** Our customer a marker names: the person with the document, or the holder of the live key. */
async function customerOf(db: Database, subject: NewMarkerBody['subject']): Promise<number | null> {
  if (subject.target === 'person') {
    const [user] = await db.select({ id: walletUsers.id }).from(walletUsers).where(eq(walletUsers.doc_number, subject.value));
    return user?.id ?? null;
  }
  const [key] = await db.select({ owner: pixKeys.owner_id }).from(pixKeys).where(and(eq(pixKeys.key_value, subject.value), inArray(pixKeys.status, ['active', 'pending_claim', 'pending_portability'])));
  return key?.owner ?? null;
}

/**
 * Marks a person or a key at the DICT. A key must exist there (ours or elsewhere); a marker of the
 * same kind already active on the subject is refused; a case's marker joins its timeline.
 */
export async function createMarker(db: Database, fraud: DictFraud, body: NewMarkerBody, input: { actor: Pick<Principal, 'username'>; now: Date }) {
  const { subject } = body;
  if (body.case_id !== undefined) {
    const [found] = await db.select({ id: medCases.id }).from(medCases).where(eq(medCases.id, body.case_id));
    if (!found) throw notFound('med_case', body.case_id);
  }
  const customerId = await customerOf(db, subject);
  if (subject.target === 'key' && customerId === null && !(await fraud.lookupKey(subject.value, input.now))) throw refusalError(404, 'pix_key.not_at_dict', { key: subject.value });
  const [same] = (await activeMarkersOn(db, subject.target === 'person' ? { document: subject.value } : { key: subject.value })).filter((m) => m.kind === body.kind && m.target === subject.target);
  if (same) throw refusalError(409, 'fraud.marker_exists', { marker: String(same.id), kind: same.kind, subject: subject.value });

  const created = await fraud.createMarker(subject.target === 'person' ? { kind: body.kind, taxId: subject.value } : { kind: body.kind, key: subject.value }, input.now);
  const [row] = await insertUnique(() => db.insert(fraudMarkers).values({
    dict_id: created.id, kind: body.kind, target: subject.target, document: subject.target === 'person' ? subject.value : null, key_value: subject.target === 'key' ? subject.value : null,
    customer_id: customerId, case_id: body.case_id ?? null, status: 'active', note: body.note, created_by: input.actor.username, created_at: input.now,
  }).returning(), () => refusalError(409, 'fraud.marker_exists', { marker: '', kind: body.kind, subject: subject.value }));
  // The event row is written here rather than through the MED's addCaseEvent: the MED's refunds use
  // the Pix engine, whose payouts read fraud markers, so fraud may not import the MED.
  if (body.case_id !== undefined) {
    await db.insert(medCaseEvents).values({ case_id: body.case_id, kind: 'fraud_marked', actor: input.actor.username, note: note('fraud.marked', { kind: body.kind, subject: subject.value, note: body.note }), amount: null, at: input.now });
  }
  return findMarker(db, row!.id);
}

/** Cancels one of our markers at the DICT: its restrictions are lifted at once. */
export async function cancelMarker(db: Database, fraud: DictFraud, input: { id: number; reason: string; actor: Pick<Principal, 'username'>; now: Date }) {
  const [row] = await db.select().from(fraudMarkers).where(eq(fraudMarkers.id, input.id)).for('update');
  if (!row) throw notFound('fraud_marker', input.id);
  if (row.status !== 'active') throw refusalError(409, 'fraud.marker_not_active', { marker: String(row.id) });
  const before = await findMarker(db, row.id);
  await fraud.cancelMarker(row.dict_id, input.now);
  await db.update(fraudMarkers).set({ status: 'cancelled', cancelled_by: input.actor.username, cancelled_at: input.now, cancel_reason: input.reason }).where(eq(fraudMarkers.id, row.id));
  return { before, after: await findMarker(db, row.id) };
}
