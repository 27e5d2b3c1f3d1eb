import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { trades as contract, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, ispbParticipants, ledgerAccounts, ledgerEntries, ledgerTransfers, medCases, pixReturns, trades, walletUsers } from '../../db/schema/index.js';
import { countLimitPlaceholder, emptyPageAnswer, pageAnswer, preparedPageKeys, runPreparedList } from '../../db/list-page.js';
import { plannedOnce, preparedByShape, UNNAMED } from '../../db/prepared-by-shape.js';
import { notFound } from '../../core/errors.js';
import { withinReturnWindow } from '../pix-engine/index.js';
import { namesNoMerchant, tradeConditions, tradeFilterValues, type TradeShape } from './filters.js';

type TradeRow = typeof trades.$inferSelect;

const listColumns = {
  id: trades.id, trade_no: trades.trade_no, trade_type: trades.trade_type, status: trades.status,
  amount: trades.amount, fee: trades.fee, currency: trades.currency, merchant_id: trades.merchant_id,
  merchant_name: walletUsers.name, payer_name: trades.payer_name, payee_name: trades.payee_name,
  end_to_end_id: trades.end_to_end_id, txid: trades.txid, created_at: trades.created_at, finished_at: trades.finished_at,
};

type ListRow = Omit<contract.Trade, 'created_at' | 'finished_at'> & { created_at: Date; finished_at: Date | null };

/** A row of the list as the API shows it, field by field (a spread and override builds a slow object; see toPixKey). */
const toListItem = (row: ListRow): contract.Trade => ({
  id: row.id, trade_no: row.trade_no, trade_type: row.trade_type, status: row.status,
  amount: row.amount, fee: row.fee, currency: row.currency, merchant_id: row.merchant_id,
  merchant_name: row.merchant_name, payer_name: row.payer_name, payee_name: row.payee_name,
  end_to_end_id: row.end_to_end_id, txid: row.txid, created_at: row.created_at.toISOString(), finished_at: row.finished_at?.toISOString() ?? null,
});

const instants = <T extends { created_at: Date; finished_at: Date | null }>(row: T) => ({
  ...row, created_at: row.created_at.toISOString(), finished_at: row.finished_at?.toISOString() ?? null,
});

/** The two statements of a list call: one page of rows, and the count and sums of matches up to the cap; built once for each set of filters. */
const tradeListStatements = preparedByShape((db, shape: TradeShape) => {
  const where = tradeConditions(db, shape);
  const order = [desc(trades.created_at), desc(trades.id)];
  // Newest first, as the page: the time index then stops at the cap. Unordered, the planner would
  // rather scan a month whole when the range holds much of it (the newest week is at its end):
  // 101 ms against 8 for a week of a 1.5-million-row month.
  const matching = db.select({ amount: trades.amount, fee: trades.fee }).from(trades).where(where).orderBy(desc(trades.created_at)).limit(countLimitPlaceholder).as('matching');
  const rows = db.select(listColumns).from(trades)
    .innerJoin(walletUsers, eq(walletUsers.id, trades.merchant_id))
    // The filter again around the page's ids: the months it reads are known before the ids are.
    .where(and(where, inArray(trades.id, preparedPageKeys(db.select({ id: trades.id }).from(trades).where(where).$dynamic(), order))))
    .orderBy(...order);
  const counted = db.select({ n: count(), amount: sql<string>`coalesce(sum(${matching.amount}), 0)`, fee: sql<string>`coalesce(sum(${matching.fee}), 0)` }).from(matching);
  // A search finds one trade by an identifier, whatever the identifier: its plan may serve every search.
  const name = (statement: typeof rows | typeof counted) => (shape.has('search') ? plannedOnce(statement) : UNNAMED);
  return { rows: rows.prepare(name(rows)), count: counted.prepare(name(counted)) };
});

/** The page of trades a filter selects, how many match (exactly up to COUNT_CAP, then capped) and, below the cap, what they add up to. */
export async function listTrades(db: Database, body: z.output<typeof contract.list.body>, now: Date) {
  const values = tradeFilterValues(body, now);
  if (await namesNoMerchant(db, values)) return { ...emptyPageAnswer(body), totals: { amount: 0, fee: 0 } };
  const statements = tradeListStatements(db, values, null);
  const { rows, counted, countRow } = await runPreparedList(statements, values, body);
  return {
    ...pageAnswer(rows.map(toListItem), counted, body),
    totals: counted.capped ? null : { amount: Number(countRow?.amount ?? 0), fee: Number(countRow?.fee ?? 0) },
  };
}

export async function tradeDetail(db: Database, id: number, now: Date): Promise<contract.TradeDetail> {
  const [row] = await db.select({ trade: trades, merchant_name: walletUsers.name, account_number: bankAccounts.account_number })
    .from(trades)
    .innerJoin(walletUsers, eq(walletUsers.id, trades.merchant_id))
    .leftJoin(bankAccounts, eq(bankAccounts.id, trades.account_id))
    .where(eq(trades.id, id));
  if (!row) throw notFound('trade', id);
  const { trade } = row;
  const banks = await db.select().from(ispbParticipants).where(inArray(ispbParticipants.ispb, [trade.payer_ispb, trade.payee_ispb]));
  const bankName = (ispb: string) => banks.find((b) => b.ispb === ispb)?.name ?? null;
  const party = (side: 'payer' | 'payee') => ({
    name: trade[`${side}_name`], document: trade[`${side}_document`], ispb: trade[`${side}_ispb`],
    bank_name: bankName(trade[`${side}_ispb`]), branch: trade[`${side}_branch`], account: trade[`${side}_account`],
  });
  return {
    ...instants({
      id: trade.id, trade_no: trade.trade_no, trade_type: trade.trade_type, status: trade.status, amount: trade.amount, fee: trade.fee,
      currency: trade.currency, merchant_id: trade.merchant_id, merchant_name: row.merchant_name, payer_name: trade.payer_name,
      payee_name: trade.payee_name, end_to_end_id: trade.end_to_end_id, txid: trade.txid, created_at: trade.created_at, finished_at: trade.finished_at,
    }),
    account_id: trade.account_id,
    account_number: row.account_number,
    payer: party('payer'),
    payee: party('payee'),
    description: trade.description,
    failure_reason: trade.failure_reason,
    timeline: timelineOf(trade),
    transfers: await transfersOf(db, trade.id),
    ...(await returnsOf(db, trade, now)),
    med_case_id: (await db.select({ id: medCases.id }).from(medCases).where(eq(medCases.trade_id, trade.id)))[0]?.id ?? null,
    payee_key: trade.payee_key,
    payee_rule: trade.payee_rule,
  };
}

/** The trade's returns, oldest first, and what of a settled pay-in is left to return. */
async function returnsOf(db: Database, trade: TradeRow, now: Date): Promise<Pick<contract.TradeDetail, 'returns' | 'returnable'>> {
  const rows = await db.select().from(pixReturns).where(eq(pixReturns.trade_id, trade.id)).orderBy(pixReturns.id);
  const sent = rows.filter((row) => row.direction === 'sent' && row.status !== 'rejected').reduce((total, row) => total + row.amount, 0);
  return {
    returns: rows.map(({ trade_id: _, ...row }) => instants(row)),
    returnable: trade.trade_type === 'payin' && trade.status === 'success' && withinReturnWindow(trade.created_at, now) ? trade.amount - sent : 0,
  };
}

/** The ledger transfers a trade posted, oldest first, each with its entries. */
async function transfersOf(db: Database, tradeId: number): Promise<contract.TradeDetail['transfers']> {
  const rows = await db
    .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind, created_at: ledgerTransfers.created_at, ledger_account: ledgerAccounts.kind, bank_account_id: ledgerAccounts.bank_account_id, account_number: bankAccounts.account_number, amount: ledgerEntries.amount })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transfer_id, ledgerTransfers.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledger_account_id))
    .leftJoin(bankAccounts, eq(bankAccounts.id, ledgerAccounts.bank_account_id))
    .where(eq(ledgerTransfers.trade_id, tradeId))
    .orderBy(ledgerTransfers.id, ledgerEntries.id);
  const transfers = new Map<number, contract.TradeDetail['transfers'][number]>();
  for (const row of rows) {
    const transfer = transfers.get(row.id) ?? { id: row.id, kind: row.kind as contract.TradeDetail['transfers'][number]['kind'], created_at: row.created_at.toISOString(), entries: [] };
    transfer.entries.push({ ledger_account: row.ledger_account, bank_account_id: row.bank_account_id, account_number: row.account_number, amount: row.amount });
    transfers.set(row.id, transfer);
  }
  return [...transfers.values()];
}

/** The statuses a trade went through, from the times it keeps. */
function timelineOf(trade: Pick<TradeRow, 'status' | 'created_at' | 'processed_at' | 'finished_at' | 'refunded_at'>) {
  const steps: { status: contract.TradeDetail['status']; at: Date | null }[] = [
    { status: 'pending', at: trade.created_at },
    { status: 'processing', at: trade.processed_at },
    { status: trade.status === 'failed' ? 'failed' : 'success', at: trade.finished_at },
    { status: 'refunded', at: trade.refunded_at },
  ];
  return steps.filter((s): s is { status: typeof s.status; at: Date } => s.at !== null).map((s) => ({ status: s.status, at: s.at.toISOString() }));
}
