import { and, asc, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import { normaliseDocument, type BodyOf, type users, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { cpfVerifications, userStatusChanges, walletUsers } from '../../db/schema/index.js';
import { notFound } from '../../core/errors.js';
import { dayBounds, likePattern, optionValue } from '../../db/list-filters.js';
import { pageAnswer, preparedCount, preparedPageKeys, runPreparedList } from '../../db/list-page.js';
import { preparedByShape, UNNAMED, type Shape } from '../../db/prepared-by-shape.js';
import { kycChecksOfUser } from '../kyc/index.js';
import { shownUserColumns, toWalletUser } from './mapping.js';

type ListBody = z.output<typeof users.list.body>;

/** The list's filters as the values of its statements' placeholders: a filter left at "All" or empty is left out. */
function userListValues(body: ListBody) {
  const days = dayBounds(body.created_from, body.created_to);
  return {
    kind: body.kind,
    status: optionValue(body.status),
    doc_type: optionValue(body.doc_type),
    created_from: days.from?.toISOString(),
    created_before: days.before?.toISOString(),
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    document: body.keyword ? normaliseDocument(body.keyword) : undefined,
  };
}

type UserListValues = ReturnType<typeof userListValues>;
type UserListOrder = { by: ListBody['sort_by']; direction: ListBody['sort_order'] };

/** The page of users and the count of every user the filters keep, built once for each set of filters and order. */
const userListStatements = preparedByShape((db, shape: Shape<UserListValues, UserListOrder>) => {
  const where = and(
    eq(walletUsers.kind, shape.value('kind')),
    shape.has('status') ? eq(walletUsers.status, shape.value('status')) : undefined,
    shape.has('doc_type') ? eq(walletUsers.doc_type, shape.value('doc_type')) : undefined,
    shape.has('created_from') ? gte(walletUsers.created_at, shape.value('created_from')) : undefined,
    shape.has('created_before') ? lt(walletUsers.created_at, shape.value('created_before')) : undefined,
    shape.has('keyword')
      ? or(
        ilike(walletUsers.name, shape.value('keyword')),
        ilike(walletUsers.email, shape.value('keyword')),
        ilike(walletUsers.phone, shape.value('keyword')),
        eq(walletUsers.doc_number, shape.value('document')),
      )
      : undefined,
  );
  const direction = shape.choices.direction === 'asc' ? asc : desc;
  const order = shape.choices.by === 'name' ? [direction(walletUsers.name), direction(walletUsers.id)] : [direction(walletUsers.created_at), direction(walletUsers.id)];
  const matching = () => db.select({ id: walletUsers.id }).from(walletUsers).where(where).$dynamic();
  return {
    rows: db.select(shownUserColumns).from(walletUsers).where(inArray(walletUsers.id, preparedPageKeys(matching(), order))).orderBy(...order).prepare(UNNAMED),
    count: preparedCount(db, matching()),
  };
});

export async function listUsers(db: Database, body: ListBody) {
  const values = userListValues(body);
  const { rows, counted } = await runPreparedList(userListStatements(db, values, { by: body.sort_by, direction: body.sort_order }), values, body);
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
