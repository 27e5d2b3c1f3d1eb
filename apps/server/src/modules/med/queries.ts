import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { ALL, type regulatory, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, fundsFreezes, ispbParticipants, medCaseEvents, medCases, medRefundRequests, walletUsers } from '../../db/schema/index.js';
import { deadlineConditions, likePattern, optionFilter } from '../../db/list-filters.js';
import { countedOf, countUpToCap, pageAnswer } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { notFound } from '../../core/errors.js';
import { toFreeze } from '../banking/index.js';
import { tasksOfTrade } from '../infractions/index.js';
import { recoveriesOfCase } from './funds-recovery.js';
import { tradeDetail } from '../trades/index.js';
import { deadlinesOf, holdsOfCase, type CaseRow } from './cases.js';
import type { RefundRow } from './refunds.js';
import { hopsOf } from './trace.js';
import { assignedTo, openCaseCounts } from './open-case-counts.js';

type ListBody = z.output<typeof regulatory.med.list.body>;

const columns = {
  row: medCases, customer_name: walletUsers.name, customer_kind: walletUsers.kind,
  account_number: bankAccounts.account_number, counterparty_name: ispbParticipants.name,
};
const withNames = (db: Database) => db.select(columns).from(medCases)
  .innerJoin(walletUsers, eq(walletUsers.id, medCases.customer_id))
  .innerJoin(bankAccounts, eq(bankAccounts.id, medCases.account_id))
  .leftJoin(ispbParticipants, eq(ispbParticipants.ispb, medCases.counterparty_ispb));

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Field by field, as `toPixKey` (a spread row with its times replaced costs V8 several times more). */
function toCase({ row, ...names }: { row: CaseRow; customer_name: string; customer_kind: 'user' | 'merchant'; account_number: string; counterparty_name: string | null }): regulatory.med.MedCase {
  return {
    id: row.id,
    trade_id: row.trade_id,
    trade_no: row.trade_no,
    end_to_end_id: row.end_to_end_id,
    side: row.side,
    origin: row.origin,
    status: row.status,
    amount: row.amount,
    customer_id: row.customer_id,
    customer_name: names.customer_name,
    customer_kind: names.customer_kind,
    account_id: row.account_id,
    account_number: names.account_number,
    counterparty_ispb: row.counterparty_ispb,
    counterparty_name: names.counterparty_name,
    contestation_id: row.contestation_id,
    assigned_to: row.assigned_to,
    next_deadline_at: iso(row.next_deadline_at),
    next_deadline_kind: row.next_deadline_kind,
    opened_by: row.opened_by,
    opened_at: row.opened_at.toISOString(),
    closed_at: iso(row.closed_at),
    close_note: row.close_note,
  };
}

export function toRefundRequest(row: RefundRow): regulatory.med.RefundRequest {
  return { ...row, created_at: row.created_at.toISOString(), deadline_at: row.deadline_at.toISOString(), closed_at: iso(row.closed_at) };
}

export async function findCase(db: Database, id: number): Promise<regulatory.med.MedCase> {
  const [row] = await withNames(db).where(eq(medCases.id, id));
  if (!row) throw notFound('med_case', id);
  return toCase(row);
}

const isOpen = eq(medCases.status, 'open');
const dueToday = (now: Date) => and(isOpen, deadlineConditions(medCases.next_deadline_at, now).due_today);
const overdue = (now: Date) => and(isOpen, deadlineConditions(medCases.next_deadline_at, now).overdue);

/**
 * The cases whose end-to-end id or trade number holds the text (each by its trigram index), or whose
 * customer's name does (the customers by theirs, then their cases by customer). Compared through the
 * joins, every case's three texts were read for each search.
 */
function keywordCondition(db: Database, keyword: string): SQL {
  const pattern = likePattern(keyword);
  const byIds = db.select({ id: medCases.id }).from(medCases).where(or(ilike(medCases.end_to_end_id, pattern), ilike(medCases.trade_no, pattern)));
  const ofCustomersNamed = db.select({ id: medCases.id }).from(medCases).innerJoin(walletUsers, eq(walletUsers.id, medCases.customer_id)).where(ilike(walletUsers.name, pattern));
  return inArray(medCases.id, union(byIds, ofCustomersNamed));
}

function conditions(db: Database, body: ListBody, me: string, now: Date): SQL | undefined {
  const keyword = body.keyword ? keywordCondition(db, body.keyword) : undefined;
  const due = body.due === 'due_today' ? dueToday(now) : body.due === 'overdue' ? overdue(now) : undefined;
  return and(
    optionFilter(medCases.status, body.status), optionFilter(medCases.side, body.side), optionFilter(medCases.origin, body.origin),
    due, body.mine ? eq(medCases.assigned_to, me) : undefined, keyword,
    body.customer_id ? eq(medCases.customer_id, body.customer_id) : undefined,
  );
}


/** Open cases first, soonest deadline first; then the closed ones, newest first. */
const inboxOrder = [desc(isOpen), sql`${medCases.next_deadline_at} asc nulls last`, desc(medCases.opened_at), desc(medCases.id)];

/** The page's cases with their names, in the inbox's order. */
const casesOfPage = rowsOfPage(inboxOrder, (db, ids) => withNames(db).where(eq(medCases.id, ids)));

/**
 * The inbox count that is exactly how many cases the filters match, when one is: the open cases,
 * or those due today or overdue, with no other filter. Their total is then not counted twice.
 */
function inboxCountOfFilters(body: ListBody): 'open' | 'due_today' | 'overdue' | undefined {
  if (body.side !== ALL || body.origin !== ALL || body.mine || body.keyword || body.customer_id) return undefined;
  if (body.due !== ALL) return body.status === 'closed' ? undefined : body.due;
  return body.status === 'open' ? 'open' : undefined;
}

/** The inbox's page, with its counts. */
export async function listCases(db: Database, body: ListBody, input: { me: string; now: Date }) {
  const where = conditions(db, body, input.me, input.now);
  const matchingCases = () => db.select({ id: medCases.id }).from(medCases).where(where).$dynamic();
  const counted = inboxCountOfFilters(body);
  const [rows, matching, [counts]] = await Promise.all([
    casesOfPage(db, matchingCases(), body),
    counted ? undefined : countUpToCap(db, matchingCases()),
    openCaseCounts(db, input.now, { mine: assignedTo(input.me) }),
  ]);
  return { ...pageAnswer(rows.map(toCase), matching ?? countedOf(counts![counted!]), body), counts: counts! };
}

/** One case with everything it gathers. */
export async function caseDetail(db: Database, id: number, now: Date) {
  const found = await findCase(db, id);
  const [row] = await db.select().from(medCases).where(eq(medCases.id, id));
  const [trade, holds, reports, requests, events, deadlines, [account]] = await Promise.all([
    tradeDetail(db, row!.trade_id, now),
    db.select().from(fundsFreezes).where(holdsOfCase(row!)).orderBy(asc(fundsFreezes.id)),
    tasksOfTrade(db, row!.trade_id),
    db.select().from(medRefundRequests).where(eq(medRefundRequests.case_id, id)).orderBy(asc(medRefundRequests.id)),
    db.select().from(medCaseEvents).where(eq(medCaseEvents.case_id, id)).orderBy(asc(medCaseEvents.at), asc(medCaseEvents.id)),
    deadlinesOf(db, row!),
    db.select({ available: bankAccounts.available, frozen: bankAccounts.frozen }).from(bankAccounts).where(eq(bankAccounts.id, row!.account_id)),
  ]);
  const held = holds.filter((h) => h.status === 'active').reduce((total, h) => total + h.remaining, 0);
  const returned = trade.returns.filter((r) => r.status !== 'rejected').reduce((total, r) => total + r.amount, 0);
  const asked = requests.filter((r) => r.status === 'OPEN' && r.role === 'requesting').reduce((total, r) => total + r.amount, 0);
  const names = { account_number: found.account_number, owner_name: found.customer_name };
  return {
    case: found,
    trade,
    money: { amount: row!.amount, held, returned, left: Math.max(row!.amount - returned - (row!.side === 'payer' ? asked : held), 0), available: account!.available, frozen: account!.frozen },
    holds: holds.map((h) => toFreeze(h, names)),
    reports,
    refund_requests: requests.map(toRefundRequest),
    deadlines: deadlines.map((d) => ({ ...d, due_at: d.due_at.toISOString() })),
    events: events.map((e) => ({ id: e.id, kind: e.kind, actor: e.actor, note: e.note, amount: e.amount, at: e.at.toISOString() })),
    trace: await hopsOf(db, row!),
    funds_recoveries: await recoveriesOfCase(db, id),
  };
}
