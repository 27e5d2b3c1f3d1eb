import { and, desc, eq, gte, ilike, lt, or, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { banking, z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { approvalRequests, bankAccounts, feeLogs, fundsFreezes, fundsLogs, walletUsers } from '../../db/schema/index.js';
import { dayBounds, dayRange, likePattern, optionFilter, prefixPattern } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer, pageOffset } from '../../db/list-page.js';
import { matchingRows } from '../../db/matching-rows.js';
import { ownerCondition } from '../users/index.js';
import { toFeeLog, toFreeze } from './funds-service.js';

interface LedgerFilters {
  page: number;
  page_size: number;
  account_id?: number | undefined;
  operator: string;
  created_from?: string | undefined;
  created_to?: string | undefined;
}

type LedgerTable = typeof fundsFreezes | typeof fundsLogs | typeof feeLogs;

/** The filters the freeze, ledger and fee lists share: account, operator and days. */
function ledgerConditions(table: LedgerTable, operator: AnyColumn, body: LedgerFilters): (SQL | undefined)[] {
  return [
    body.account_id ? eq(table.account_id, body.account_id) : undefined,
    body.operator ? ilike(operator, likePattern(body.operator)) : undefined,
    ...dayRange(table.created_at, body.created_from, body.created_to),
  ];
}

const accountColumns = { account_number: bankAccounts.account_number, owner_name: walletUsers.name };
const ownerOfAccount = eq(walletUsers.id, bankAccounts.owner_id);
const newestFirst = (table: LedgerTable) => [desc(table.created_at), desc(table.id)];
const pageOfBody = (body: LedgerFilters) => ({ limit: body.page_size, offset: pageOffset(body.page, body.page_size) });

const countRows = (db: Database, table: LedgerTable, where: SQL | undefined) =>
  countUpToCap(db, matchingRows(db, table.id, where, [{ table: bankAccounts, on: eq(bankAccounts.id, table.account_id) }, { table: walletUsers, on: ownerOfAccount }]));

/** The release of a hold waiting for a second person now, by its request's id: the freeze list marks the row with it. */
const releaseRequestOf = (now: Date) => sql<number | null>`(
  select ${approvalRequests.id} from ${approvalRequests}
  where ${approvalRequests.status} = 'pending' and ${approvalRequests.expires_at} > ${now}
    and ${approvalRequests.target} = 'funds_freeze:' || ${fundsFreezes.id}
  limit 1)`;

export async function listFreezes(db: Database, body: z.output<typeof banking.freezeList.body>, now: Date) {
  const where = and(
    ...ledgerConditions(fundsFreezes, fundsFreezes.created_by, body),
    optionFilter(fundsFreezes.status, body.status),
    optionFilter(fundsFreezes.hold_type, body.hold_type),
    body.keyword ? or(ilike(walletUsers.name, likePattern(body.keyword)), like(bankAccounts.account_number, prefixPattern(body.keyword))) : undefined,
    ownerCondition(body.owner),
  );
  const order = body.active_first ? [desc(sql`${fundsFreezes.status} = 'active'`), ...newestFirst(fundsFreezes)] : newestFirst(fundsFreezes);
  const page = pageOfBody(body);
  const [rows, counted] = await Promise.all([
    db.select({ freeze: fundsFreezes, ...accountColumns, release_request_id: releaseRequestOf(now) }).from(fundsFreezes)
      .innerJoin(bankAccounts, eq(bankAccounts.id, fundsFreezes.account_id))
      .innerJoin(walletUsers, ownerOfAccount)
      .where(where).orderBy(...order).limit(page.limit).offset(page.offset),
    countRows(db, fundsFreezes, where),
  ]);
  return pageAnswer(rows.map((r) => toFreeze(r.freeze, r, r.release_request_id === null ? null : Number(r.release_request_id))), counted, body);
}

export async function listFundsLogs(db: Database, body: z.output<typeof banking.logs.body>) {
  const where = and(...ledgerConditions(fundsLogs, fundsLogs.operator, body), optionFilter(fundsLogs.kind, body.kind));
  const page = pageOfBody(body);
  const [rows, counted] = await Promise.all([
    db.select({ log: fundsLogs, ...accountColumns }).from(fundsLogs)
      .innerJoin(bankAccounts, eq(bankAccounts.id, fundsLogs.account_id))
      .innerJoin(walletUsers, ownerOfAccount)
      .where(where).orderBy(...newestFirst(fundsLogs)).limit(page.limit).offset(page.offset),
    countRows(db, fundsLogs, where),
  ]);
  const statement = body.account_id ? await statementOf(db, body.account_id, dayBounds(body.created_from, body.created_to)) : null;
  return { ...pageAnswer(rows.map((r) => toFundsLog(r.log, r)), counted, body), statement };
}

/** An account's balances right after its last line before `before` (all of them when none is given): zero before its first. */
async function balancesBefore(db: Database, accountId: number, before: Date | undefined) {
  const [line] = await db.select({ available: fundsLogs.available_after, frozen: fundsLogs.frozen_after }).from(fundsLogs)
    .where(and(eq(fundsLogs.account_id, accountId), before ? lt(fundsLogs.created_at, before) : undefined))
    .orderBy(desc(fundsLogs.created_at), desc(fundsLogs.id)).limit(1);
  return line ?? { available: 0, frozen: 0 };
}

/** One account's statement over a period: its balances before and after it, and the available money in and out. */
async function statementOf(db: Database, accountId: number, period: { from?: Date | undefined; before?: Date | undefined }): Promise<banking.Statement> {
  const [opening, closing, [moved]] = await Promise.all([
    period.from ? balancesBefore(db, accountId, period.from) : { available: 0, frozen: 0 },
    balancesBefore(db, accountId, period.before),
    db.select({
      credits: sql<string>`coalesce(sum(${fundsLogs.available_delta}) filter (where ${fundsLogs.available_delta} > 0), 0)`,
      debits: sql<string>`coalesce(sum(${fundsLogs.available_delta}) filter (where ${fundsLogs.available_delta} < 0), 0)`,
    }).from(fundsLogs).where(and(
      eq(fundsLogs.account_id, accountId),
      period.from ? gte(fundsLogs.created_at, period.from) : undefined,
      period.before ? lt(fundsLogs.created_at, period.before) : undefined,
    )),
  ]);
  return { opening, closing, credits: Number(moved?.credits ?? 0), debits: Number(moved?.debits ?? 0) };
}

export async function listFeeLogs(db: Database, body: z.output<typeof banking.feeLogs.body>) {
  const where = and(
    ...ledgerConditions(feeLogs, feeLogs.operator, body),
    body.merchant ? ilike(walletUsers.name, likePattern(body.merchant)) : undefined,
  );
  const page = pageOfBody(body);
  const [rows, counted] = await Promise.all([
    db.select({ fee: feeLogs, ...accountColumns }).from(feeLogs)
      .innerJoin(bankAccounts, eq(bankAccounts.id, feeLogs.account_id))
      .innerJoin(walletUsers, ownerOfAccount)
      .where(where).orderBy(...newestFirst(feeLogs)).limit(page.limit).offset(page.offset),
    countRows(db, feeLogs, where),
  ]);
  return pageAnswer(rows.map((r) => toFeeLog(r.fee, r)), counted, body);
}

const DETAIL_LOGS = 20;

/** What the account detail page shows of the money: freezes still holding some, the latest ledger rows. */
export async function fundsOfAccount(db: Database, account: banking.BankAccount) {
  const [freezes, logs] = await Promise.all([
    db.select().from(fundsFreezes)
      .where(and(eq(fundsFreezes.account_id, account.id), eq(fundsFreezes.status, 'active')))
      .orderBy(...newestFirst(fundsFreezes)),
    db.select().from(fundsLogs).where(eq(fundsLogs.account_id, account.id)).orderBy(desc(fundsLogs.id)).limit(DETAIL_LOGS),
  ]);
  return {
    active_freezes: freezes.map((f) => toFreeze(f, account)),
    latest_logs: logs.map((l) => toFundsLog(l, account)),
  };
}

function toFundsLog({ actor_id: _actor, transfer_id: _transfer, ...row }: typeof fundsLogs.$inferSelect, account: { account_number: string; owner_name: string }): banking.FundsLog {
  return { ...row, account_number: account.account_number, owner_name: account.owner_name, created_at: row.created_at.toISOString() };
}
