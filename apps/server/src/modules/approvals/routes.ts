// Four eyes: the policies that hold sensitive calls for a second person, and the requests they make.
import { approvals, words } from '@wallet/contracts';
import { bind, type Binding } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { approveRequest, rejectRequest, withdrawRequest } from './decisions.js';
import { listPolicies, updatePolicy } from './policies.js';
import { countRequests, findRequest, listRequests, toApprovalRequest } from './requests.js';
import { reinspect } from './reinspect.js';
import { policyChangeGate } from './policy-change-gate.js';

/** The approval calls; approving runs a held call through its own binding, one of `bindings`. */
export function approvalRoutes(bindings: () => readonly Binding[]): Binding[] {
  return [
    bind(approvals.policyList, async ({ db }) => ({ list: await listPolicies(db) })),

    bind(approvals.policyUpdate, async ({ db, body, member, clock }) => {
      const { before, after } = await updatePolicy(db, body, member, clock.now());
      return answered(after, {
        said: words('approval.policy_changed', { action: body.action }),
        audit: { target: `approval_policy:${body.action}`, before, after: { ...after, reason: body.reason } },
      });
    }, { gates: [policyChangeGate] }),

    bind(approvals.requestList, ({ db, body, member, clock }) => listRequests(db, body, member, clock.now())),
    bind(approvals.requestCounts, ({ db, member, clock }) => countRequests(db, member, clock.now())),

    bind(approvals.requestDetail, async ({ db, body, member, clock }) => {
      const now = clock.now();
      const row = await findRequest(db, body.id, member);
      const request = toApprovalRequest(row, member, now);
      if (request.status !== 'pending') return { ...request, current: [], stale: false };
      // What the action would change if approved now, and whether its target moved since it was asked.
      const { now: inspection, changed } = await reinspect(db, bindings(), row, { now, forUpdate: false });
      return { ...request, current: inspection?.changes ?? [], stale: changed };
    }),

    bind(approvals.approve, (ctx) => approveRequest(ctx, bindings(), ctx.body)),
    bind(approvals.reject, (ctx) => rejectRequest(ctx, ctx.body)),
    bind(approvals.withdraw, (ctx) => withdrawRequest(ctx, ctx.body)),
  ];
}
