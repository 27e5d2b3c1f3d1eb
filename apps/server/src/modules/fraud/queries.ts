import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { fraudMarkers, pixKeys, walletUsers } from '../../db/schema/index.js';
import { likePattern, optionFilter } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { matchingRows } from '../../db/matching-rows.js';
import { notFound } from '../../core/errors.js';

type MarkerRow = typeof fraudMarkers.$inferSelect;

const withCustomer = (db: Database) => db.select({ marker: fraudMarkers, customer_name: walletUsers.name, customer_kind: walletUsers.kind }).from(fraudMarkers).leftJoin(walletUsers, eq(walletUsers.id, fraudMarkers.customer_id));

/** Field by field, as `toPixKey` (a spread row with its times replaced costs V8 several times more). */
function toMarker({ marker, customer_name, customer_kind }: { marker: MarkerRow; customer_name: string | null; customer_kind: 'user' | 'merchant' | null }): pix.fraud.FraudMarker {
  return {
    id: marker.id,
    dict_id: marker.dict_id,
    kind: marker.kind,
    target: marker.target,
    document: marker.document,
    key_value: marker.key_value,
    customer_id: marker.customer_id,
    customer_name,
    customer_kind,
    case_id: marker.case_id,
    status: marker.status,
    note: marker.note,
    created_by: marker.created_by,
    created_at: marker.created_at.toISOString(),
    cancelled_by: marker.cancelled_by,
    cancelled_at: marker.cancelled_at?.toISOString() ?? null,
    cancel_reason: marker.cancel_reason,
  };
}

export async function findMarker(db: Database, id: number): Promise<pix.fraud.FraudMarker> {
  const [row] = await withCustomer(db).where(eq(fraudMarkers.id, id));
  if (!row) throw notFound('fraud_marker', id);
  return toMarker(row);
}

const newestFirst = [desc(fraudMarkers.created_at), desc(fraudMarkers.id)];

/** The page's markers with their customers, newest first. */
const markersOfPage = rowsOfPage(newestFirst, (db, ids) => withCustomer(db).where(eq(fraudMarkers.id, ids)));

export async function listMarkers(db: Database, body: z.output<typeof pix.fraud.list.body>) {
  const keyword = body.keyword
    ? or(eq(fraudMarkers.document, body.keyword.replace(/[.\-/\s]/g, '').toUpperCase()), ilike(fraudMarkers.key_value, likePattern(body.keyword)), ilike(walletUsers.name, likePattern(body.keyword)))
    : undefined;
  const where = and(
    optionFilter(fraudMarkers.status, body.status), optionFilter(fraudMarkers.kind, body.kind), optionFilter(fraudMarkers.target, body.target), keyword,
    body.case_id ? eq(fraudMarkers.case_id, body.case_id) : undefined, body.customer_id ? eq(fraudMarkers.customer_id, body.customer_id) : undefined,
  );
  const matching = () => matchingRows(db, fraudMarkers.id, where, [{ table: walletUsers, on: eq(walletUsers.id, fraudMarkers.customer_id) }]);
  const [rows, counted] = await Promise.all([
    markersOfPage(db, matching(), body),
    countUpToCap(db, matching()),
  ]);
  return pageAnswer(rows.map(toMarker), counted, body);
}

/** Every marker on a customer: on their document, on any key of theirs, or naming them. */
export async function markersOfCustomer(db: Database, user: { id: number; doc_number: string }) {
  const keys = await db.select({ value: pixKeys.key_value }).from(pixKeys).where(eq(pixKeys.owner_id, user.id));
  const on: SQL[] = [eq(fraudMarkers.customer_id, user.id), eq(fraudMarkers.document, user.doc_number)];
  if (keys.length > 0) on.push(inArray(fraudMarkers.key_value, keys.map((k) => k.value)));
  const rows = await withCustomer(db).where(or(...on)).orderBy(desc(fraudMarkers.created_at), desc(fraudMarkers.id));
  return rows.map(toMarker);
}
