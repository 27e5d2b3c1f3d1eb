import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { isValidCnpj, isValidCpf, normaliseDocument, trades as contract } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { trades, walletUsers } from '../../db/schema/index.js';
import { calendarDay, dayRange, likePattern, optionFilter, prefixPattern } from '../../db/list-filters.js';

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
 * The WHERE of the list and of exports. An exact search (trade number, end-to-end id, txid) looks
 * across every day, since whoever chases a payment by its id rarely knows its date.
 */
export function tradeConditions(db: Database, filters: Filters, now: Date): SQL | undefined {
  if (filters.search) {
    const s = filters.search;
    // End-to-end ids are compared in capitals (an expression index), as people copy them in any case.
    return or(eq(trades.trade_no, s), eq(sql`upper(${trades.end_to_end_id})`, s.toUpperCase()), eq(trades.txid, s));
  }
  const { from, to } = tradeDays(filters, now);
  return and(
    ...dayRange(trades.created_at, from, to),
    optionFilter(trades.trade_type, filters.trade_type),
    optionFilter(trades.status, filters.trade_status),
    optionFilter(trades.currency, filters.currency),
    merchantCondition(db, filters.merchant),
    partyCondition(filters.party),
    filters.amount_min !== undefined ? gte(trades.amount, filters.amount_min) : undefined,
    filters.amount_max !== undefined ? lte(trades.amount, filters.amount_max) : undefined,
  );
}

/**
 * The payer or the payee, by what was typed: a CPF or CNPJ with or without punctuation, digits of
 * an account number, or the start of a name.
 */
function partyCondition(party: string): SQL | undefined {
  if (!party) return undefined;
  const document = normaliseDocument(party);
  if (isValidCpf(document) || isValidCnpj(document)) return or(eq(trades.payer_document, document), eq(trades.payee_document, document));
  if (/^\d{1,20}$/.test(document)) return or(eq(trades.payer_account, document), eq(trades.payee_account, document));
  const prefix = prefixPattern(party);
  return or(ilike(trades.payer_name, prefix), ilike(trades.payee_name, prefix));
}

/** A merchant's id as typed, or merchants whose name contains the text (trigram index). */
export function merchantCondition(db: Database, merchant: string): SQL | undefined {
  if (!merchant) return undefined;
  if (/^\d{1,10}$/.test(merchant)) return eq(trades.merchant_id, Math.min(Number(merchant), LARGEST_ID));
  const named = db.select({ id: walletUsers.id }).from(walletUsers)
    .where(and(eq(walletUsers.kind, 'merchant'), ilike(walletUsers.name, likePattern(merchant))));
  return inArray(trades.merchant_id, named);
}
