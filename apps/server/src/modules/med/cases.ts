import { and, eq, or, sql } from 'drizzle-orm';
import { note, regulatory, staff, type Stated } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { bankAccounts, fundsFreezes, infractionTasks, medCaseEvents, medCases, medRefundRequests, trades } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { counterpartyIspbOf, SETTLED_TRADE_STATUSES } from '../infractions/index.js';

// A MED case: one per contested Pix, its timeline, and the deadlines of what is still to do.

export type CaseRow = typeof medCases.$inferSelect;
type TradeRow = typeof trades.$inferSelect;
type Origin = CaseRow['origin'];

const DAY = 86_400_000;
const { MED_ANALYSIS_DAYS, REFUND_WINDOW_DAYS } = regulatory.med;

/** Who acted on a case: a staff username, or one of the outside parties. */
export const DICT_ACTOR = staff.DICT_OPERATOR;
export const CUSTOMER_ACTOR = staff.CUSTOMER_OPERATOR;
export const SYSTEM_ACTOR = staff.SYSTEM_OPERATOR;

/** Writes an event of a case's timeline: its note is a member's words or the system's note, none when the kind says it all. */
export async function addCaseEvent(db: Database, event: { caseId: number; kind: regulatory.med.CaseEventKind; actor: string; note?: Stated; amount?: number | null; at: Date }) {
  await db.insert(medCaseEvents).values({ case_id: event.caseId, kind: event.kind, actor: event.actor, note: event.note ?? null, amount: event.amount ?? null, at: event.at });
}

/** The case, locked for the rest of the transaction: its changes are made one at a time. */
export async function lockCase(db: Database, id: number): Promise<CaseRow> {
  const [row] = await db.select().from(medCases).where(eq(medCases.id, id)).for('update');
  if (!row) throw notFound('med_case', id);
  return row;
}

/** Refuses any change to a closed case. */
export function ensureOpen(row: CaseRow): void {
  if (row.status === 'closed') throw refusalError(409, 'med.case_closed', { case: String(row.id) });
}

/** A member takes an open case as theirs; the event names whom it was assigned to before. Answers the case as it was. */
export async function takeCase(db: Database, input: { id: number; actor: string; now: Date }): Promise<CaseRow> {
  const row = await lockCase(db, input.id);
  ensureOpen(row);
  await db.update(medCases).set({ assigned_to: input.actor }).where(eq(medCases.id, row.id));
  await addCaseEvent(db, { caseId: row.id, kind: 'taken', actor: input.actor, note: row.assigned_to === null ? undefined : note('med.taken_from', { member: row.assigned_to }), at: input.now });
  return row;
}

export interface Opening {
  origin: Origin;
  actor: string;
  note: Stated;
  now: Date;
  ourIspb: string;
  contestationId?: string;
}

/**
 * The case of a Pix of ours, opened when it has none: our customer paid it (payer side) or received
 * it (receiver side). Refused unless the Pix moved money between us and another participant.
 * Answers whether this call opened it.
 */
export async function openCaseFor(db: Database, trade: TradeRow, opening: Opening): Promise<{ row: CaseRow; opened: boolean }> {
  const [existing] = await db.select().from(medCases).where(eq(medCases.trade_id, trade.id));
  if (existing) return { row: existing, opened: false };
  if (!(SETTLED_TRADE_STATUSES as readonly string[]).includes(trade.status)) {
    throw refusalError(409, 'med.trade_not_settled', { trade: trade.trade_no, status: trade.status });
  }
  const counterparty = counterpartyIspbOf(trade, opening.ourIspb);
  if (!counterparty || trade.account_id === null) throw refusalError(409, 'infraction.same_institution', { trade: trade.trade_no });
  const [account] = await db.select({ owner_id: bankAccounts.owner_id }).from(bankAccounts).where(eq(bankAccounts.id, trade.account_id));
  const [row] = await db.insert(medCases).values({
    trade_id: trade.id, end_to_end_id: trade.end_to_end_id, trade_no: trade.trade_no, side: trade.trade_type === 'payout' ? 'payer' : 'receiver', origin: opening.origin,
    amount: trade.amount, customer_id: account!.owner_id, account_id: trade.account_id, counterparty_ispb: counterparty,
    contestation_id: opening.contestationId ?? null, opened_by: opening.actor, opened_at: opening.now,
  }).onConflictDoNothing({ target: medCases.trade_id }).returning();
  // Opened meanwhile by another transaction: that one is the case.
  if (!row) return { row: (await db.select().from(medCases).where(eq(medCases.trade_id, trade.id)))[0]!, opened: false };
  await addCaseEvent(db, { caseId: row.id, kind: 'opened', actor: opening.actor, note: opening.note, amount: trade.amount, at: opening.now });
  await refreshDeadline(db, row.id);
  return { row, opened: true };
}

/** The trade of an end-to-end id, in any letter case; 404 when it is not ours. */
export async function tradeByEndToEndId(db: Database, endToEndId: string): Promise<TradeRow> {
  const [trade] = await db.select().from(trades).where(sql`upper(${trades.end_to_end_id}) = ${endToEndId.toUpperCase()}`);
  if (!trade) throw refusalError(404, 'infraction.trade_not_ours', { end_to_end_id: endToEndId });
  return trade;
}

/** The holds of a case: made from it, or holding its Pix's money. */
export const holdsOfCase = (row: Pick<CaseRow, 'id' | 'trade_id'>) => or(eq(fundsFreezes.case_id, row.id), eq(fundsFreezes.trade_id, row.trade_id))!;

export interface DeadlineRow {
  kind: regulatory.med.DeadlineKind;
  subject: string;
  due_at: Date;
  met: boolean;
}

/**
 * Every deadline of a case, as the MED runs them: a cautionary block's 72 hours, the 7 days to
 * analyse a report or a refund request made to us (and a customer's contestation), the other
 * side's 7 days to answer ours, and the 80-day window to ask for the money. A deadline is met
 * once its step is done or the case is closed.
 */
export async function deadlinesOf(db: Database, row: CaseRow): Promise<DeadlineRow[]> {
  const closed = row.status === 'closed';
  const [holds, reports, requests, [trade]] = await readTogether(db, [
    () => db.select().from(fundsFreezes).where(and(holdsOfCase(row), eq(fundsFreezes.hold_type, 'cautionary'))),
    () => db.select().from(infractionTasks).where(and(eq(infractionTasks.trade_id, row.trade_id), eq(infractionTasks.reported_by, 'counterparty'))),
    () => db.select().from(medRefundRequests).where(eq(medRefundRequests.case_id, row.id)),
    () => db.select({ created_at: trades.created_at }).from(trades).where(eq(trades.id, row.trade_id)),
  ]);
  const deadlines: DeadlineRow[] = [
    ...holds.map((h) => ({ kind: 'cautionary_hold' as const, subject: `freeze:${h.id}`, due_at: h.expires_at!, met: closed || h.status === 'released' })),
    ...reports.map((r) => ({ kind: 'report_analysis' as const, subject: `infraction:${r.id}`, due_at: r.deadline_at, met: closed || !['open', 'received'].includes(r.status) })),
    ...requests.map((r) => ({ kind: 'refund_analysis' as const, subject: `refund:${r.id}`, due_at: r.deadline_at, met: closed || r.status !== 'OPEN' })),
  ];
  const asked = requests.some((r) => r.role === 'requesting' && r.status !== 'CANCELLED');
  if (row.origin === 'contestation') {
    deadlines.push({ kind: 'contestation_analysis', subject: `case:${row.id}`, due_at: new Date(row.opened_at.getTime() + MED_ANALYSIS_DAYS * DAY), met: closed || asked });
  }
  if (row.side === 'payer') {
    deadlines.push({ kind: 'refund_window', subject: `case:${row.id}`, due_at: new Date(trade!.created_at.getTime() + REFUND_WINDOW_DAYS * DAY), met: closed || asked });
  }
  return deadlines.sort((a, b) => a.due_at.getTime() - b.due_at.getTime());
}

/** Writes again the soonest deadline of the open case of a trade, if it has one: a report about it moved. */
export async function refreshDeadlineOfTrade(db: Database, tradeId: number): Promise<void> {
  const [row] = await db.select({ id: medCases.id }).from(medCases).where(and(eq(medCases.trade_id, tradeId), eq(medCases.status, 'open')));
  if (row) await refreshDeadline(db, row.id);
}

/** Writes the soonest deadline not yet met on the case, for the inbox to sort and filter on. */
export async function refreshDeadline(db: Database, caseId: number): Promise<void> {
  const [row] = await db.select().from(medCases).where(eq(medCases.id, caseId));
  const next = (await deadlinesOf(db, row!)).find((d) => !d.met);
  await db.update(medCases).set({ next_deadline_at: next?.due_at ?? null, next_deadline_kind: next?.kind ?? null }).where(eq(medCases.id, caseId));
}
