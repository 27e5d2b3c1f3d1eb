import { and, eq, gte, ilike, inArray, like, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isValidCnpj, isValidCpf, normaliseDocument, trades as contract } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { trades, walletUsers } from '../../db/schema/index.js';
import { calendarDay, dayBounds, likePattern, optionValue, prefixPattern } from '../../db/list-filters.js';
import type { Shape } from '../../db/prepared-by-shape.js';

type Filters = contract.TradeFilters;

const DAY_MS = 86_400_000;
const LARGEST_ID = 2_147_483_647;

/** The days a filter covers: those given, or the last DEFAULT_TRADE_DAYS ending today. */
export function tradeDays(filters: Pick<Filters, 'created_from' | 'created_to'>, now: Date) {
  const to = filters.created_to ?? calendarDay(now);
  const from = filters.created_from ?? calendarDay(new Date(Date.parse(`${to}T12:00:00Z`) - (contract.DEFAULT_TRADE_DAYS - 1) * DAY_MS));
  return { from, to };
}

/**
 * A list's or an export's filters as the values of its statement: a filter left at "All" or empty
 * is left out. An exact search (trade number, end-to-end id, txid) looks across every day, since
 * whoever chases a payment by its id rarely knows its date; it ignores the other filters.
 */
export function tradeFilterValues(filters: Filters, now: Date) {
  const search = filters.search || undefined;
  const days = search ? { from: undefined, before: undefined } : dayBoundsOf(tradeDays(filters, now));
  const other = <T>(value: T) => (search ? undefined : value);
  return {
    search,
    search_upper: search?.toUpperCase(),
    from: days.from,
    before: days.before,
    trade_type: other(optionValue(filters.trade_type)),
    status: other(optionValue(filters.trade_status)),
    currency: other(optionValue(filters.currency)),
    ...merchantValues(other(filters.merchant) ?? ''),
    ...partyValues(other(filters.party) ?? ''),
    amount_min: other(filters.amount_min),
    amount_max: other(filters.amount_max),
  };
}

/** The bounds as ISO text: a value written into an export's COPY must read as an instant. */
function dayBoundsOf({ from, to }: { from: string; to: string }) {
  const bounds = dayBounds(from, to);
  return { from: bounds.from?.toISOString(), before: bounds.before?.toISOString() };
}

export type TradeShape = Shape<ReturnType<typeof tradeFilterValues>, unknown>;

/** The WHERE of the list and of exports, over the values of `tradeFilterValues`. */
export function tradeConditions(db: Database, shape: TradeShape): SQL | undefined {
  if (shape.has('search')) {
    // End-to-end ids are compared in capitals (an expression index), as people copy them in any case.
    return or(eq(trades.trade_no, shape.value('search')), eq(sql`upper(${trades.end_to_end_id})`, shape.value('search_upper')), eq(trades.txid, shape.value('search')));
  }
  return and(
    gte(trades.created_at, shape.value('from')),
    lt(trades.created_at, shape.value('before')),
    shape.has('trade_type') ? eq(trades.trade_type, shape.value('trade_type')) : undefined,
    shape.has('status') ? eq(trades.status, shape.value('status')) : undefined,
    shape.has('currency') ? eq(trades.currency, shape.value('currency')) : undefined,
    merchantCondition(db, shape),
    partyCondition(shape),
    shape.has('amount_min') ? gte(trades.amount, shape.value('amount_min')) : undefined,
    shape.has('amount_max') ? lte(trades.amount, shape.value('amount_max')) : undefined,
  );
}

/**
 * The payer or the payee, by what was typed: a CPF or CNPJ with or without punctuation, digits of
 * an account number, or the start of a name.
 */
function partyValues(party: string) {
  const document = party ? normaliseDocument(party) : '';
  const isDocument = isValidCpf(document) || isValidCnpj(document);
  const isAccount = !isDocument && /^\d{1,20}$/.test(document);
  return {
    party_document: isDocument ? document : undefined,
    party_account: isAccount ? document : undefined,
    party_prefix: party && !isDocument && !isAccount ? prefixPattern(party) : undefined,
  };
}

function partyCondition(shape: Shape<ReturnType<typeof partyValues>, unknown>): SQL | undefined {
  if (shape.has('party_document')) return or(eq(trades.payer_document, shape.value('party_document')), eq(trades.payee_document, shape.value('party_document')));
  if (shape.has('party_account')) return or(eq(trades.payer_account, shape.value('party_account')), eq(trades.payee_account, shape.value('party_account')));
  if (shape.has('party_prefix')) {
    // lower() on both sides, as trades_payer_name_idx and trades_payee_name_idx are (ilike uses no btree index).
    const prefix = sql`lower(${shape.value('party_prefix')})`;
    return or(like(sql`lower(${trades.payer_name})`, prefix), like(sql`lower(${trades.payee_name})`, prefix));
  }
  return undefined;
}

/** A merchant's id as typed, or text of its name. */
export function merchantValues(merchant: string) {
  const byId = /^\d{1,10}$/.test(merchant);
  return {
    merchant_id: byId ? Math.min(Number(merchant), LARGEST_ID) : undefined,
    merchant_name: merchant && !byId ? likePattern(merchant) : undefined,
  };
}

/**
 * Whether a merchant filter typed as text names no merchant: its list is then empty, answered
 * without reading trades. Read through the subquery of `merchantCondition`, a name no one has still
 * cost the planner a join over every month's merchant index (2 ms to plan, 14 on a fresh
 * connection) for each statement of a call.
 */
export async function namesNoMerchant(db: Database, values: ReturnType<typeof merchantValues>): Promise<boolean> {
  if (values.merchant_name === undefined) return false;
  const [named] = await db.select({ id: walletUsers.id }).from(walletUsers).where(merchantNamed(values.merchant_name)).limit(1);
  return named === undefined;
}

const merchantNamed = (pattern: SQLWrapper | string) => and(eq(walletUsers.kind, 'merchant'), ilike(walletUsers.name, pattern));

/** The merchant filter: its id, or merchants whose name contains the text (trigram index). */
export function merchantCondition(db: Database, shape: Shape<ReturnType<typeof merchantValues>, unknown>): SQL | undefined {
  if (shape.has('merchant_id')) return eq(trades.merchant_id, shape.value('merchant_id'));
  if (!shape.has('merchant_name')) return undefined;
  const named = db.select({ id: walletUsers.id }).from(walletUsers).where(merchantNamed(shape.value('merchant_name')));
  return inArray(trades.merchant_id, named);
}
