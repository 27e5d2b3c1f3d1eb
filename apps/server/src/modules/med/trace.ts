import { and, asc, eq, gt, inArray, lte, sql, sum } from 'drizzle-orm';
import { note, regulatory } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, fundsFreezes, ispbParticipants, medRefundRequests, medTraceHops, trades } from '../../db/schema/index.js';
import type { FundsTracing, TracedPix } from '../../integrations/dict/funds-tracing.js';
import type { RefundRequests } from '../../integrations/dict/refund-requests.js';
import { refusalError } from '../../core/errors.js';
import { addCaseEvent, ensureOpen, lockCase, refreshDeadline, type CaseRow } from './cases.js';
import { analysisDeadline, leftToAsk, rowOfAnswer, type RefundRow } from './refunds.js';
import { askDict } from '../../integrations/dict/ask.js';
import type { Principal } from '../../core/member.js';

// Funds tracing (MED 2.0): the contested money followed from the account that received it through
// up to five further accounts, our own data inside our walls and the DICT's beyond them.

type HopRow = typeof medTraceHops.$inferSelect;
type Hop = Omit<typeof medTraceHops.$inferInsert, 'id' | 'case_id' | 'parent_id'>;
const { TRACE_MAX_DEPTH, TRACE_WINDOW_HOURS } = regulatory.med;
const WINDOW_MS = TRACE_WINDOW_HOURS * 3_600_000;
/** Traced money below this (R$ 1,00) is not followed further. */
const TOO_LITTLE = 100;

/**
 * The Pix that left one of our accounts after the traced money reached it, within the window:
 * our settled payouts, oldest first, with the account of ours they reached, when they did.
 */
async function ourOutflows(db: Database, accountId: number, from: Date, ourIspb: string): Promise<TracedPix[]> {
  const rows = await db.select().from(trades)
    .where(and(eq(trades.account_id, accountId), eq(trades.trade_type, 'payout'), inArray(trades.status, ['success', 'refunded']),
      gt(trades.created_at, from), lte(trades.created_at, new Date(from.getTime() + WINDOW_MS))))
    .orderBy(asc(trades.created_at), asc(trades.id));
  return rows.map((row) => ({
    endToEndId: row.end_to_end_id, amount: row.amount, at: row.created_at,
    to: { ispb: row.payee_ispb === ourIspb ? ourIspb : row.payee_ispb, branch: row.payee_branch, account: row.payee_account, name: row.payee_name },
  }));
}

/** Our account at that address, when it is one of ours. */
async function ourAccountAt(db: Database, to: TracedPix['to'], ourIspb: string): Promise<number | null> {
  if (to.ispb !== ourIspb) return null;
  const [row] = await db.select({ id: bankAccounts.id }).from(bankAccounts)
    .where(and(eq(bankAccounts.ispb, to.ispb), eq(bankAccounts.branch, to.branch), eq(bankAccounts.account_number, to.account)));
  return row?.id ?? null;
}

/**
 * The children of a hop: its account's outflows after the money came in, within the window. The
 * traced money leaves first (money in, money out): each outflow carries what is left of it, up to
 * its own amount, until none is left.
 */
async function childrenOf(db: Database, hop: HopRow, input: { now: Date; ourIspb: string; tracing: FundsTracing }): Promise<Hop[]> {
  const until = new Date(Math.min(hop.at.getTime() + WINDOW_MS, input.now.getTime()));
  const outflows = hop.account_id !== null
    ? await ourOutflows(db, hop.account_id, hop.at, input.ourIspb)
    : await input.tracing.outflows(hop, { endToEndId: hop.end_to_end_id, amount: hop.amount, at: hop.at }, until);
  const children: Hop[] = [];
  let left = hop.amount;
  for (const pix of outflows) {
    const carried = Math.min(pix.amount, left);
    if (carried < TOO_LITTLE) break;
    left -= carried;
    children.push({
      depth: hop.depth + 1, end_to_end_id: pix.endToEndId, amount: carried, at: pix.at, ispb: pix.to.ispb, branch: pix.to.branch, account: pix.to.account,
      holder_name: pix.to.name, account_id: await ourAccountAt(db, pix.to, input.ourIspb),
    });
  }
  return children;
}

/** Writes a hop, or its new figures when the case was traced before (its id, and what refers to it, stay). */
async function storeHop(db: Database, caseId: number, parentId: number | null, hop: Hop): Promise<HopRow> {
  const [row] = await db.insert(medTraceHops).values({ ...hop, case_id: caseId, parent_id: parentId })
    .onConflictDoUpdate({ target: [medTraceHops.case_id, medTraceHops.end_to_end_id], set: { amount: hop.amount, at: hop.at, parent_id: parentId } })
    .returning();
  return row!;
}

/** The first hop: the account that received the contested Pix (our customer's on the receiver side, the payee's on the payer side). */
function firstHop(row: CaseRow, trade: typeof trades.$inferSelect): Hop {
  const receiver = row.side === 'receiver';
  return {
    depth: 1, end_to_end_id: trade.end_to_end_id, amount: trade.amount, at: trade.created_at,
    ispb: trade.payee_ispb, branch: trade.payee_branch, account: trade.payee_account, holder_name: trade.payee_name, account_id: receiver ? row.account_id : null,
  };
}

/**
 * Follows the case's money through up to five accounts past the first, breadth first, and stores
 * every hop (a case traced again keeps its hops' ids and updates their figures). Answers the hops.
 */
export async function traceCase(db: Database, input: { caseId: number; now: Date; ourIspb: string; tracing: FundsTracing }) {
  const row = await lockCase(db, input.caseId);
  ensureOpen(row);
  const [trade] = await db.select().from(trades).where(eq(trades.id, row.trade_id));
  let level = [await storeHop(db, row.id, null, firstHop(row, trade!))];
  let count = 1;
  while (level.length > 0 && level[0]!.depth <= TRACE_MAX_DEPTH) {
    const next: HopRow[] = [];
    for (const hop of level) {
      for (const child of await childrenOf(db, hop, input)) next.push(await storeHop(db, row.id, hop.id, child));
    }
    count += next.length;
    level = next;
  }
  return { hops: await hopsOf(db, row), count };
}

/** The case's hops, shallowest first, with what our holds block on our accounts and the request that asks each. */
export async function hopsOf(db: Database, row: Pick<CaseRow, 'id'>): Promise<regulatory.med.TraceHop[]> {
  const hops = await db.select({ hop: medTraceHops, institution_name: ispbParticipants.name }).from(medTraceHops)
    .leftJoin(ispbParticipants, eq(ispbParticipants.ispb, medTraceHops.ispb))
    .where(eq(medTraceHops.case_id, row.id)).orderBy(asc(medTraceHops.depth), asc(medTraceHops.id));
  if (hops.length === 0) return [];
  const [held, requests] = await Promise.all([
    db.select({ account_id: fundsFreezes.account_id, held: sum(fundsFreezes.remaining).mapWith(Number) }).from(fundsFreezes)
      .where(and(eq(fundsFreezes.case_id, row.id), eq(fundsFreezes.status, 'active'))).groupBy(fundsFreezes.account_id),
    db.select({ id: medRefundRequests.id, hop_id: medRefundRequests.hop_id }).from(medRefundRequests)
      .where(and(eq(medRefundRequests.case_id, row.id), sql`${medRefundRequests.hop_id} is not null`)).orderBy(asc(medRefundRequests.id)),
  ]);
  return hops.map(({ hop, institution_name }) => ({
    id: hop.id, parent_id: hop.parent_id, depth: hop.depth, end_to_end_id: hop.end_to_end_id, amount: hop.amount, at: hop.at.toISOString(),
    ispb: hop.ispb, institution_name, branch: hop.branch, account: hop.account, holder_name: hop.holder_name,
    ours: hop.account_id !== null, account_id: hop.account_id,
    held: hop.account_id === null ? null : (held.find((h) => h.account_id === hop.account_id)?.held ?? 0),
    refund_request_id: requests.findLast((r) => r.hop_id === hop.id)?.id ?? null,
  }));
}

/**
 * Files a refund request with each institution along the chain that holds part of the money and
 * has no request of ours yet (hops past the first at other participants; the first is the case's
 * own request), each for what reached it, never more in all than is left of our customer's Pix.
 */
export async function fileAlongChain(db: Database, input: { caseId: number; details: string; actor: Pick<Principal, 'username'>; now: Date; ourIspb: string; refunds: RefundRequests }): Promise<RefundRow[]> {
  const row = await lockCase(db, input.caseId);
  ensureOpen(row);
  if (row.side !== 'payer') throw refusalError(409, 'refund.receiver_side', { case: String(row.id) });
  const [hops, asked] = await Promise.all([
    db.select().from(medTraceHops).where(and(eq(medTraceHops.case_id, row.id), gt(medTraceHops.depth, 1), sql`${medTraceHops.account_id} is null`))
      .orderBy(asc(medTraceHops.depth), asc(medTraceHops.id)),
    db.select().from(medRefundRequests).where(and(eq(medRefundRequests.case_id, row.id), eq(medRefundRequests.role, 'requesting'))),
  ]);
  let left = await leftToAsk(db, { id: row.trade_id, amount: row.amount });
  const filed: RefundRow[] = [];
  for (const hop of hops) {
    if (left <= 0) break;
    if (asked.some((r) => r.hop_id === hop.id && r.status !== 'CANCELLED')) continue;
    const amount = Math.min(hop.amount, left);
    const answer = await askDict('refund.dict_refused', () => input.refunds.create({
      endToEndId: hop.end_to_end_id, reason: 'FRAUD', amount, details: input.details, requesterIspb: input.ourIspb, contestedIspb: hop.ispb,
    }, input.now));
    const [created] = await db.insert(medRefundRequests).values({
      dict_id: answer.id, case_id: row.id, trade_id: row.trade_id, hop_id: hop.id, role: 'requesting', reason: 'FRAUD', amount, details: input.details,
      counterparty_ispb: hop.ispb, requested_by: input.actor.username, created_at: answer.createdAt, deadline_at: analysisDeadline(answer.createdAt), ...rowOfAnswer(answer),
    }).returning();
    filed.push(created!);
    left -= amount;
    await addCaseEvent(db, { caseId: row.id, kind: 'refund_requested', actor: input.actor.username, note: note('med.refund_asked_of', { holder: hop.holder_name, ispb: hop.ispb, details: input.details }), amount, at: input.now });
  }
  await refreshDeadline(db, row.id);
  return filed;
}
