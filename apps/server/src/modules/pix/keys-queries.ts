import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { normaliseDocument, normalisePhone, type pix, type z } from '@wallet/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { bankAccounts, pixKeyLogs, pixKeys, walletUsers } from '../../db/schema/index.js';
import { dayRange, optionFilter, optionValue } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer, preparedCount, preparedPageKeys, runPreparedList } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { matchingRows } from '../../db/matching-rows.js';
import { preparedByShape, UNNAMED, type Shape } from '../../db/prepared-by-shape.js';
import { notFound } from '../../core/errors.js';
import { ownerShapeCondition, ownerValues } from '../users/index.js';

const keyColumns = {
  id: pixKeys.id,
  key_type: pixKeys.key_type,
  key_value: pixKeys.key_value,
  status: pixKeys.status,
  owner_id: pixKeys.owner_id,
  account_id: pixKeys.account_id,
  deleted_reason: pixKeys.deleted_reason,
  created_at: pixKeys.created_at,
  updated_at: pixKeys.updated_at,
  owner_name: walletUsers.name,
  account_number: bankAccounts.account_number,
  branch: bankAccounts.branch,
  ispb: bankAccounts.ispb,
};

type KeyRow = Omit<pix.keys.PixKey, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/**
 * Field by field: spreading the row and then replacing its times with strings made V8 build each
 * answer as a slow dictionary object, six times the cost of this literal and, under 8 clients, a
 * twelfth of the server's CPU on the key list. The selection is flat for the same reason: Drizzle
 * maps a nested one (`key: pixKeys`) with more work per field.
 */
function toPixKey(row: KeyRow): pix.keys.PixKey {
  return {
    id: row.id,
    key_type: row.key_type,
    key_value: row.key_value,
    status: row.status,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    account_id: row.account_id,
    account_number: row.account_number,
    branch: row.branch,
    ispb: row.ispb,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_reason: row.deleted_reason,
  };
}

/** Joins a query on keys to the key's account and owner (a dynamic query, to share the joins). */
const withAccount = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(bankAccounts, eq(bankAccounts.id, pixKeys.account_id))
    .innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id));

/** The forms a typed key may be stored in: as typed, lower case (e-mail), digits (documents), E.164. */
function keyCandidates(typed: string): string[] {
  return [...new Set([typed, typed.toLowerCase(), normaliseDocument(typed), normalisePhone(typed)])].filter(Boolean);
}

type KeyListBody = z.output<typeof pix.keys.list.body>;

/** The key list's filters as the values of its statements' placeholders: a filter left at "All" or empty is left out. */
function keyListValues(body: KeyListBody) {
  return {
    key_type: optionValue(body.pix_key_type),
    status: optionValue(body.pix_key_status),
    ispb: optionValue(body.ispb),
    account_id: body.account_id || undefined,
    keys: body.key ? keyCandidates(body.key) : undefined,
    ...ownerValues(body.owner),
  };
}

/** The page of keys and the count of every key the filters keep, built once for each set of filters. */
const keyListStatements = preparedByShape((db, shape: Shape<ReturnType<typeof keyListValues>, null>) => {
  const where = and(
    shape.has('key_type') ? eq(pixKeys.key_type, shape.value('key_type')) : undefined,
    shape.has('status') ? eq(pixKeys.status, shape.value('status')) : undefined,
    shape.has('ispb') ? eq(bankAccounts.ispb, shape.value('ispb')) : undefined,
    shape.has('account_id') ? eq(pixKeys.account_id, shape.value('account_id')) : undefined,
    shape.has('keys') ? sql`${pixKeys.key_value} = any(${shape.value('keys')})` : undefined,
    ownerShapeCondition(shape),
  );
  const matching = () => matchingRows(db, pixKeys.id, where, [
    { table: bankAccounts, on: eq(bankAccounts.id, pixKeys.account_id) }, { table: walletUsers, on: eq(walletUsers.id, pixKeys.owner_id) },
  ]);
  const order = [desc(pixKeys.created_at), desc(pixKeys.id)];
  return {
    rows: withAccount(db.select(keyColumns).from(pixKeys).$dynamic()).where(inArray(pixKeys.id, preparedPageKeys(matching(), order))).orderBy(...order).prepare(UNNAMED),
    count: preparedCount(db, matching()),
  };
});

export async function listKeys(db: Database, body: KeyListBody) {
  const values = keyListValues(body);
  const { rows, counted } = await runPreparedList(keyListStatements(db, values, null), values, body);
  return pageAnswer(rows.map(toPixKey), counted, body);
}

export async function findKey(db: Database, id: number): Promise<pix.keys.PixKey> {
  const [row] = await withAccount(db.select(keyColumns).from(pixKeys).$dynamic()).where(eq(pixKeys.id, id));
  if (!row) throw notFound('pix_key', id);
  return toPixKey(row);
}

const logColumns = {
  log: pixKeyLogs, key_type: pixKeys.key_type, key_value: pixKeys.key_value, account_number: bankAccounts.account_number, owner_name: walletUsers.name,
};
const logsNewestFirst = [desc(pixKeyLogs.created_at), desc(pixKeyLogs.id)];

/** The page's log entries with their keys, accounts and owners, newest first. */
const logsOfPage = rowsOfPage(logsNewestFirst, (db, ids) => withAccount(db.select(logColumns).from(pixKeys).$dynamic())
  .innerJoin(pixKeyLogs, eq(pixKeyLogs.key_id, pixKeys.id)).where(eq(pixKeyLogs.id, ids)));

export async function listKeyLogs(db: Database, body: z.output<typeof pix.keys.logs.body>) {
  const where = and(...[
    optionFilter(pixKeyLogs.key_type, body.pix_key_type),
    optionFilter(pixKeyLogs.action, body.action),
    body.key ? inArray(pixKeys.key_value, keyCandidates(body.key)) : undefined,
    ...dayRange(pixKeyLogs.created_at, body.created_from, body.created_to),
  ].filter((c): c is SQL => c !== undefined));
  const matching = () => matchingRows(db, pixKeyLogs.id, where, [{ table: pixKeys, on: eq(pixKeys.id, pixKeyLogs.key_id) }]);
  const [rows, counted] = await Promise.all([
    logsOfPage(db, matching(), body),
    countUpToCap(db, matching()),
  ]);
  return pageAnswer(rows.map(toKeyLog), counted, body);
}

/** Field by field, as `toPixKey`. */
function toKeyLog({ log, ...key }: { log: typeof pixKeyLogs.$inferSelect; key_type: pix.keys.PixKeyLog['key_type']; key_value: string; account_number: string; owner_name: string }): pix.keys.PixKeyLog {
  return {
    id: log.id,
    key_id: log.key_id,
    key_type: key.key_type,
    key_value: key.key_value,
    action: log.action,
    account_number: key.account_number,
    owner_name: key.owner_name,
    reason: log.reason,
    operator: log.operator,
    claim_id: log.claim_id,
    created_at: log.created_at.toISOString(),
  };
}
