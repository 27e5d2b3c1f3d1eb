import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { users } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { kycChecks, walletUsers } from '../../db/schema/index.js';
import { dayRange, likePattern, optionFilter } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { matchingRows } from '../../db/matching-rows.js';

type KycCheck = z.infer<typeof users.KycCheck>;

const columns = {
  check: kycChecks,
  user_name: walletUsers.name,
  user_kind: walletUsers.kind,
};

function toKycCheck(row: { check: typeof kycChecks.$inferSelect; user_name: string; user_kind: 'user' | 'merchant' }): KycCheck {
  const { check } = row;
  return {
    id: check.id,
    user_id: check.user_id,
    user_name: row.user_name,
    user_kind: row.user_kind,
    document_type: check.document_type,
    status: check.status,
    reviewer: check.reviewer_name,
    reason: check.reason,
    submitted_at: check.submitted_at.toISOString(),
    reviewed_at: check.reviewed_at?.toISOString() ?? null,
  };
}

const withUser = (db: Database) => db.select(columns).from(kycChecks).innerJoin(walletUsers, eq(walletUsers.id, kycChecks.user_id));

const newestFirst = [desc(kycChecks.submitted_at), desc(kycChecks.id)];

/** The page's checks with their customers, newest first. */
const checksOfPage = rowsOfPage(newestFirst, (db, ids) => withUser(db).where(eq(kycChecks.id, ids)));

export async function listKycChecks(db: Database, body: z.output<typeof users.kycList.body>) {
  const where = and(...[
    optionFilter(kycChecks.status, body.status),
    optionFilter(kycChecks.document_type, body.document_type),
    body.keyword ? ilike(walletUsers.name, likePattern(body.keyword)) : undefined,
    ...dayRange(kycChecks.submitted_at, body.created_from, body.created_to),
  ].filter((c): c is SQL => c !== undefined));
  const matching = () => matchingRows(db, kycChecks.id, where, [{ table: walletUsers, on: eq(walletUsers.id, kycChecks.user_id) }]);
  const [rows, counted] = await Promise.all([
    checksOfPage(db, matching(), body),
    countUpToCap(db, matching()),
  ]);
  return pageAnswer(rows.map(toKycCheck), counted, body);
}

export async function kycChecksOfUser(db: Database, userId: number): Promise<KycCheck[]> {
  const rows = await withUser(db).where(eq(kycChecks.user_id, userId)).orderBy(desc(kycChecks.submitted_at), desc(kycChecks.id));
  return rows.map(toKycCheck);
}

export async function findKycCheck(db: Database, id: number): Promise<KycCheck | undefined> {
  const [row] = await withUser(db).where(eq(kycChecks.id, id));
  return row ? toKycCheck(row) : undefined;
}
