import { eq } from 'drizzle-orm';
import { words, type OptionCode } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { approvalRequests } from '../../db/schema/index.js';
import type { Binding } from '../../http/binding.js';
import { runApproved, type CallContext } from '../../http/call.js';
import { refusalError, refusalErrorWith, committedRefusal, Refusal } from '../../core/errors.js';
import { answered } from '../../core/outcome.js';
import { standingMember } from '../auth/index.js';
import { reinspect } from './reinspect.js';
import { findRequest, mayDecide, toApprovalRequest, type RequestRow } from './requests.js';
import type { Principal } from '../../core/member.js';

type Context = Omit<CallContext<never>, 'body' | 'member'> & { member: Principal };
type Decided = Extract<OptionCode<'approval_status'>, 'approved' | 'rejected' | 'withdrawn'>;

/** The request, locked, if it still waits; an expired one is written so and refused (that commits). */
async function waitingRequest(ctx: Context, id: number, check: (row: RequestRow) => void) {
  const row = await findRequest(ctx.db, id, ctx.member, { forUpdate: true });
  check(row);
  if (row.status !== 'pending') throw refusalError(409, 'approval.not_pending', { id: String(id), status: row.status });
  if (row.expires_at <= ctx.clock.now()) {
    await ctx.db.update(approvalRequests).set({ status: 'expired' }).where(eq(approvalRequests.id, id));
    return committedRefusal(409, 'approval.expired', { id: String(id), at: row.expires_at.toISOString() });
  }
  return row;
}

function checkDecider(row: RequestRow, member: Principal) {
  if (row.maker_id === member.id) throw refusalError(409, 'approval.own_request', { id: String(row.id) });
  if (!mayDecide(row, member)) throw refusalError(403, 'approval.not_yours_to_decide', { id: String(row.id), permission: row.permission });
}

async function close(db: Database, row: RequestRow, status: Decided, decision: { by: Principal | null; reason: string; now: Date; outcome?: RequestRow['outcome'] }) {
  const [closed] = await db.update(approvalRequests).set({
    status, decided_at: decision.now, decision_reason: decision.reason, outcome: decision.outcome ?? null,
    ...(decision.by ? { checker_id: decision.by.id, checker_name: decision.by.username } : {}),
  }).where(eq(approvalRequests.id, row.id)).returning();
  return closed!;
}

const auditOf = (row: RequestRow, status: Decided, reason: string) => ({
  target: `approval_request:${row.id}`,
  before: { status: 'pending' },
  after: { status, reason, action: row.action, call: row.call, target: row.target, maker: row.maker_name },
});

/**
 * Approves and runs: the target must still be as it was when asked (else nothing runs), the maker
 * must still be allowed to take the action, and the action runs as they sent it, in this
 * transaction, once: the row lock and its status make a replay find it approved.
 */
export async function approveRequest(ctx: Context, bindings: readonly Binding[], body: { id: number; reason: string }) {
  const row = await waitingRequest(ctx, body.id, (r) => checkDecider(r, ctx.member));
  if (row instanceof Refusal) return row;
  const { binding, now, changed } = await reinspect(ctx.db, bindings, row, { now: ctx.clock.now(), forUpdate: true });
  const maker = await standingMember(ctx.db, row.maker_id);
  if (!maker?.permissions.has(binding.endpoint.access as never)) throw refusalError(409, 'approval.maker_cannot', { maker: row.maker_name, id: String(row.id) });
  if (changed) throw refusalErrorWith(409, { current: now?.changes ?? [] }, 'approval.target_changed', { target: row.target_label, id: String(row.id) });
  const answer = await runApproved(ctx, binding, { rawBody: row.body, maker, checker: ctx.member, db: ctx.db, request: ctx.request });
  const closed = await close(ctx.db, row, 'approved', { by: ctx.member, reason: body.reason, now: ctx.clock.now(), outcome: answer.words ?? null });
  return answered({ ...toApprovalRequest(closed, ctx.member, ctx.clock.now()), result: answer.data }, {
    said: answer.words ?? words('call.ok'),
    audit: auditOf(row, 'approved', body.reason),
  });
}

export async function rejectRequest(ctx: Context, body: { id: number; reason: string }) {
  const row = await waitingRequest(ctx, body.id, (r) => checkDecider(r, ctx.member));
  if (row instanceof Refusal) return row;
  const closed = await close(ctx.db, row, 'rejected', { by: ctx.member, reason: body.reason, now: ctx.clock.now() });
  return answered(toApprovalRequest(closed, ctx.member, ctx.clock.now()), { said: words('approval.rejected', { id: String(row.id) }), audit: auditOf(row, 'rejected', body.reason) });
}

export async function withdrawRequest(ctx: Context, body: { id: number; reason: string }) {
  const row = await waitingRequest(ctx, body.id, (r) => {
    if (r.maker_id !== ctx.member.id) throw refusalError(403, 'approval.not_your_request', { id: String(r.id), maker: r.maker_name });
  });
  if (row instanceof Refusal) return row;
  const closed = await close(ctx.db, row, 'withdrawn', { by: null, reason: body.reason, now: ctx.clock.now() });
  return answered(toApprovalRequest(closed, ctx.member, ctx.clock.now()), { said: words('approval.withdrawn', { id: String(row.id) }), audit: auditOf(row, 'withdrawn', body.reason) });
}
