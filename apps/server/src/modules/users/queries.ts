import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { normaliseDocument, type BodyOf, type users } from '@wallet/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { cpfVerifications, userStatusChanges, walletUsers } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { dayRange, likePattern, optionFilter } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer, pageKeys } from '../../db/list-page.js';
import { kycChecksOfUser } from '../kyc/queries.js';
import { toWalletUser } from './mapping.js';

type ListBody = z.output<typeof users.list.body>;

function listConditions(body: ListBody): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(walletUsers.kind, body.kind),
    optionFilter(walletUsers.status, body.status),
    optionFilter(walletUsers.doc_type, body.doc_type),
    ...dayRange(walletUsers.created_at, body.created_from, body.created_to),
  ];
  if (body.keyword) {
    const pattern = likePattern(body.keyword);
    conditions.push(or(
      ilike(walletUsers.name, pattern),
      ilike(walletUsers.email, pattern),
      ilike(walletUsers.phone, pattern),
      eq(walletUsers.doc_number, normaliseDocument(body.keyword)),
    ));
  }
  return and(...conditions);
}

export async function listUsers(db: Database, body: ListBody) {
  const where = listConditions(body);
  const direction = body.sort_order === 'asc' ? asc : desc;
  const order = body.sort_by === 'name' ? [direction(walletUsers.name), direction(walletUsers.id)] : [direction(walletUsers.created_at), direction(walletUsers.id)];
  const matching = () => db.select({ id: walletUsers.id }).from(walletUsers).where(where).$dynamic();
  const [rows, counted] = await Promise.all([
    db.select().from(walletUsers).where(inArray(walletUsers.id, pageKeys(matching(), order, body))).orderBy(...order),
    countUpToCap(db, matching()),
  ]);
  return pageAnswer(rows.map(toWalletUser), counted, body);
}

export async function findUser(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(walletUsers).where(eq(walletUsers.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  if (!row) throw notFound('user', id);
  return row;
}

export async function userDetail(db: Database, { id }: BodyOf<typeof users.detail>) {
  const user = await findUser(db, id);
  const [history, kyc, [verification]] = await Promise.all([
    db.select().from(userStatusChanges).where(eq(userStatusChanges.user_id, id)).orderBy(desc(userStatusChanges.at), desc(userStatusChanges.id)),
    kycChecksOfUser(db, id),
    db.select().from(cpfVerifications).where(eq(cpfVerifications.user_id, id)).orderBy(desc(cpfVerifications.checked_at), desc(cpfVerifications.id)).limit(1),
  ]);
  return {
    user: toWalletUser(user),
    status_history: history.map((h) => ({ status: h.status, reason: h.reason, actor: h.actor_name, at: h.at.toISOString() })),
    kyc_checks: kyc,
    cpf_verification: verification
      ? { situation: verification.situation as 'REGULAR', name_on_record: verification.name_on_record, checked_at: verification.checked_at.toISOString(), checked_by: verification.checked_by }
      : null,
  };
}
