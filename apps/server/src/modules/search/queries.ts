import { and, desc, eq, ilike, inArray, like, ne, or, sql } from 'drizzle-orm';
import { cockpit } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, pixKeys, trades, walletUsers } from '../../db/schema/index.js';
import { likePattern, prefixPattern } from '../../db/list-filters.js';
import type { Reading } from './reading.js';

type Finder = (db: Database, reading: Reading) => Promise<cockpit.SearchHit[]> | undefined;

/** Customers and merchants by document, e-mail, phone or part of the name (trigram indexes). */
const findCustomers: Finder = (db, { document, email, phone, name }) => {
  const condition = or(
    document ? eq(walletUsers.doc_number, document) : undefined,
    email ? ilike(walletUsers.email, prefixPattern(email)) : undefined,
    phone ? eq(walletUsers.phone, phone) : undefined,
    name ? ilike(walletUsers.name, likePattern(name)) : undefined,
  );
  if (!condition) return undefined;
  return db.select({
    id: walletUsers.id, user_kind: walletUsers.kind, name: walletUsers.name, doc_type: walletUsers.doc_type,
    doc_number: walletUsers.doc_number, status: walletUsers.status,
  }).from(walletUsers).where(condition)
    // The holder of a document typed first, then names in order.
    .orderBy(...(document ? [sql`${walletUsers.doc_number} = ${document} desc`] : []), walletUsers.name, walletUsers.id)
    .limit(cockpit.SEARCH_HITS_PER_KIND)
    .then((rows) => rows.map((row) => ({ kind: 'customer' as const, ...row })));
};

/** Accounts whose number begins with the digits typed, or of the owner with the document typed. */
const findAccounts: Finder = (db, { accountDigits, document }) => {
  const condition = or(
    accountDigits ? like(bankAccounts.account_number, prefixPattern(accountDigits)) : undefined,
    document ? eq(walletUsers.doc_number, document) : undefined,
  );
  if (!condition) return undefined;
  return db.select({ id: bankAccounts.id, branch: bankAccounts.branch, account_number: bankAccounts.account_number, owner_name: walletUsers.name })
    .from(bankAccounts).innerJoin(walletUsers, eq(walletUsers.id, bankAccounts.owner_id))
    .where(condition).orderBy(bankAccounts.account_number).limit(cockpit.SEARCH_HITS_PER_KIND)
    .then((rows) => rows.map((row) => ({ kind: 'account' as const, ...row })));
};

/** A trade by its number or end-to-end id: both unique, the id compared in capitals (an expression index). */
const findTrades: Finder = (db, { tradeNo, endToEndId }) => {
  const condition = or(
    tradeNo ? eq(trades.trade_no, tradeNo) : undefined,
    endToEndId ? eq(sql`upper(${trades.end_to_end_id})`, endToEndId) : undefined,
  );
  if (!condition) return undefined;
  return db.select({
    id: trades.id, trade_no: trades.trade_no, end_to_end_id: trades.end_to_end_id, trade_type: trades.trade_type,
    status: trades.status, amount: trades.amount, created_at: trades.created_at,
  }).from(trades).where(condition).orderBy(desc(trades.created_at)).limit(cockpit.SEARCH_HITS_PER_KIND)
    .then((rows) => rows.map((row) => ({ kind: 'trade' as const, ...row, created_at: row.created_at.toISOString() })));
};

/** Live Pix keys with the value typed, in any of the forms a key is stored in. */
const findKeys: Finder = (db, { document, email, phone, randomKey }) => {
  const values = [document, email, phone, randomKey].filter((value): value is string => value !== undefined);
  if (values.length === 0) return undefined;
  return db.select({ id: pixKeys.id, key_type: pixKeys.key_type, key_value: pixKeys.key_value, status: pixKeys.status, owner_name: walletUsers.name })
    .from(pixKeys).innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id))
    .where(and(inArray(pixKeys.key_value, values), ne(pixKeys.status, 'deleted')))
    .orderBy(pixKeys.id).limit(cockpit.SEARCH_HITS_PER_KIND)
    .then((rows) => rows.map((row) => ({ kind: 'pix_key' as const, ...row })));
};

const FINDERS: Record<cockpit.SearchKind, Finder> = { customer: findCustomers, account: findAccounts, trade: findTrades, pix_key: findKeys };

/** The records the text names, of the kinds `may` lets the member see, grouped by kind in a fixed order. */
export async function searchRecords(db: Database, reading: Reading, may: (kind: cockpit.SearchKind) => boolean): Promise<cockpit.SearchHit[]> {
  const kinds = Object.keys(FINDERS) as cockpit.SearchKind[];
  const found = await Promise.all(kinds.map((kind) => (may(kind) ? FINDERS[kind](db, reading) : undefined) ?? []));
  return found.flat();
}

