import { and, count, desc, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ALL, approvals, type Permission, type z } from '@wallet/contracts';

type ApprovalRequest = approvals.ApprovalRequest;
import type { Database } from '../../db/client.js';
import { approvalRequests } from '../../db/schema/index.js';
import { countUpToCap, pageAnswer, pageOffset } from '../../db/list-page.js';
import { insertUnique } from '../../db/unique.js';
import { notFound, refusalError } from '../../core/errors.js';
import type { Gate, Inspection } from '../../http/approval-gate.js';
import type { Principal } from '../../core/member.js';

export type RequestRow = typeof approvalRequests.$inferSelect;

/** A waiting request past its time is expired, whether or not a later call wrote it so. */
const statusAt = (row: RequestRow, now: Date): ApprovalRequest['status'] =>
  row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;

/** Whether `member` may approve or reject the row: not their own, and they may take the action themselves. */
export const mayDecide = (row: Pick<RequestRow, 'maker_id' | 'permission'>, member: Principal) =>
  row.maker_id !== member.id && member.permissions.has('approvals.approve') && member.permissions.has(row.permission as Permission);

export function toApprovalRequest(row: RequestRow, viewer: Principal, now: Date): ApprovalRequest {
  const status = statusAt(row, now);
  return {
    id: row.id, action: row.action as ApprovalRequest['action'], call: row.call, body: row.body,
    target: row.target, target_label: row.target_label, amount: row.amount, reason: row.reason,
    maker: row.maker_name, asked_at: row.asked_at.toISOString(), expires_at: row.expires_at.toISOString(), status,
    checker: row.checker_name, decided_at: row.decided_at?.toISOString() ?? null, decision_reason: row.decision_reason,
    outcome: row.outcome ?? null, changes: row.changes,
    decidable: status === 'pending' && mayDecide(row, viewer),
  };
}

interface Ask {
  gate: Gate;
  inspection: Inspection;
  /** The body exactly as the maker sent it, run again on approval. */
  body: Record<string, unknown>;
  reason: string;
  maker: Principal;
  now: Date;
}

/** Stores the call as a waiting request: one per action and target at a time. */
export async function askForApproval(db: Database, ask: Ask): Promise<RequestRow> {
  const { gate, inspection, maker, now } = ask;
  const sameTarget = and(eq(approvalRequests.action, gate.action), eq(approvalRequests.target, inspection.target), eq(approvalRequests.status, 'pending'));
  await db.update(approvalRequests).set({ status: 'expired' }).where(and(sameTarget, lte(approvalRequests.expires_at, now)));
  const alreadyWaiting = () => refusalError(409, 'approval.already_pending', { id: '', target: inspection.targetLabel });
  const [waiting] = await db.select({ id: approvalRequests.id }).from(approvalRequests).where(sameTarget);
  if (waiting) throw refusalError(409, 'approval.already_pending', { id: String(waiting.id), target: inspection.targetLabel });
  const [row] = await insertUnique(() => db.insert(approvalRequests).values({
    action: gate.action, call: gate.endpoint.path, body: ask.body, target: inspection.target, target_label: inspection.targetLabel,
    amount: inspection.amount, guard: inspection.guard, changes: inspection.changes, permission: gate.endpoint.access,
    reason: ask.reason, maker_id: maker.id, maker_name: maker.username, asked_at: now, expires_at: new Date(now.getTime() + approvals.APPROVAL_LIFETIME_MS),
  }).returning(), alreadyWaiting);
  return row!;
}

type ListBody = z.output<typeof approvals.requestList.body>;

/** Requests `member` may decide: waiting, not theirs, for a permission they hold. */
function waitingFor(member: Principal, now: Date): SQL {
  const held = [...member.permissions];
  if (!member.permissions.has('approvals.approve') || held.length === 0) return sql`false`;
  return and(
    eq(approvalRequests.status, 'pending'), gt(approvalRequests.expires_at, now), ne(approvalRequests.maker_id, member.id),
    sql`${approvalRequests.permission} in (${sql.join(held.map((p) => sql`${p}`), sql`, `)})`,
  )!;
}

function statusCondition(status: ListBody['status'], now: Date): SQL | undefined {
  if (status === ALL) return undefined;
  if (status === 'pending') return and(eq(approvalRequests.status, 'pending'), gt(approvalRequests.expires_at, now));
  if (status === 'expired') return or(eq(approvalRequests.status, 'expired'), and(eq(approvalRequests.status, 'pending'), lte(approvalRequests.expires_at, now)));
  return eq(approvalRequests.status, status);
}

export async function listRequests(db: Database, body: ListBody, member: Principal, now: Date) {
  const box = body.box === 'waiting' ? waitingFor(member, now) : eq(approvalRequests.maker_id, member.id);
  const where = and(box, statusCondition(body.status, now), body.action === ALL ? undefined : eq(approvalRequests.action, body.action));
  const [rows, counted] = await Promise.all([
    db.select().from(approvalRequests).where(where).orderBy(desc(approvalRequests.asked_at), desc(approvalRequests.id))
      .limit(body.page_size).offset(pageOffset(body.page, body.page_size)),
    countUpToCap(db, db.select({ id: approvalRequests.id }).from(approvalRequests).where(where).$dynamic()),
  ]);
  return pageAnswer(rows.map((row) => toApprovalRequest(row, member, now)), counted, body);
}

export async function countRequests(db: Database, member: Principal, now: Date) {
  const [waiting, mine] = await Promise.all([
    db.select({ n: count() }).from(approvalRequests).where(waitingFor(member, now)),
    db.select({ n: count() }).from(approvalRequests).where(and(eq(approvalRequests.maker_id, member.id), statusCondition('pending', now))),
  ]);
  return { waiting_for_me: waiting[0]?.n ?? 0, mine_pending: mine[0]?.n ?? 0 };
}

/** A request the member asked for or may decide; any other is as good as absent to them. */
export async function findRequest(db: Database, id: number, member: Principal, options: { forUpdate?: boolean } = {}): Promise<RequestRow> {
  const query = db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  const visible = row && (row.maker_id === member.id || (member.permissions.has('approvals.approve') && member.permissions.has(row.permission as Permission)));
  if (!visible) throw notFound('approval_request', id);
  return row;
}
