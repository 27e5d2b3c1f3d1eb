import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Centavos, filterOf, Instant, listData, NoBody, Paging, Reason, RowId } from '../common.js';
import { ApprovalAction, ApprovalStatus, HoldType } from '../options.js';

/** How long a request waits for its checker before it expires and can no longer run. */
export const APPROVAL_LIFETIME_MS = 24 * 60 * 60_000;

/** The actions whose policy can start at an amount; the others need a second person at any amount. */
export const AMOUNT_ACTIONS = ['fee_create', 'hold_release', 'limit_increase', 'refund_accept'] as const satisfies readonly ApprovalAction[];

export const isAmountAction = (action: ApprovalAction) => (AMOUNT_ACTIONS as readonly ApprovalAction[]).includes(action);

/** The header a maker's console sends with an action that waits for a second person: why (URI-encoded). */
export const APPROVAL_REASON_HEADER = 'approval-reason';

export const ApprovalPolicy = z.object({
  action: ApprovalAction.schema,
  /** Whether the action waits for a second person at all. */
  needs_approval: z.boolean(),
  /** For the actions of AMOUNT_ACTIONS: the amount from which it waits; null waits at any amount. */
  from_amount: z.nullable(Amount),
  /** For hold releases: the hold types whose release waits at any amount. */
  hold_types: z.array(HoldType.schema),
  updated_at: z.nullable(Instant),
  updated_by: z.nullable(z.string()),
});
export type ApprovalPolicy = z.infer<typeof ApprovalPolicy>;

export const policyList = endpoint({
  path: '/api/v1/approval/policy_list',
  access: 'signed-in',
  summary: 'Which sensitive actions wait for a second person, and from which amount',
  body: NoBody,
  data: z.object({ list: z.array(ApprovalPolicy) }),
});

export const policyUpdate = endpoint({
  path: '/api/v1/approval/policy_update',
  access: 'approvals.policies',
  mutation: true,
  sensitive: true,
  summary: "Change one action's approval policy, with the reason",
  body: z.strictObject({
    action: ApprovalAction.schema,
    needs_approval: z.boolean(),
    from_amount: z._default(z.nullable(Centavos), null),
    hold_types: z.pipe(z._default(z.array(HoldType.schema).check(z.maxLength(HoldType.codes.length)), []), z.transform((types) => [...new Set(types)].sort())),
    reason: Reason,
  }).check(z.superRefine((body, ctx) => {
    if (body.action === 'policy_change') ctx.addIssue({ code: 'custom', path: ['action'], message: 'loosening a policy always waits for a second person: it has no policy of its own' });
    if (body.from_amount !== null && !isAmountAction(body.action)) ctx.addIssue({ code: 'custom', path: ['from_amount'], message: 'this action has no amount' });
    if (body.hold_types.length && body.action !== 'hold_release') ctx.addIssue({ code: 'custom', path: ['hold_types'], message: 'only a hold release names hold types' });
  })),
  data: ApprovalPolicy,
});
export type PolicyUpdateBody = z.output<typeof policyUpdate.body>;

/** One line of what a request would change: a field of its target, before and after. */
export const ApprovalChange = z.object({
  /** A field name the console words (`balance`, `status`, `permissions`…). */
  field: z.string(),
  /** `money`: centavos; `list`: names; `flag`: "true" or "false", worded yes or no; `text`: as is. */
  kind: z.enum(['money', 'text', 'list', 'flag']),
  before: z.union([z.number(), z.string(), z.array(z.string()), z.null()]),
  after: z.union([z.number(), z.string(), z.array(z.string()), z.null()]),
});
export type ApprovalChange = z.infer<typeof ApprovalChange>;

export const ApprovalRequest = z.object({
  id: z.int(),
  action: ApprovalAction.schema,
  /** The call that runs on approval, exactly as the maker sent it. */
  call: z.string(),
  body: z.record(z.string(), z.unknown()),
  /** `kind:id` of what the action changes, and its name for people. */
  target: z.string(),
  target_label: z.string(),
  amount: z.nullable(Amount),
  reason: z.string(),
  maker: z.string(),
  asked_at: Instant,
  expires_at: Instant,
  status: ApprovalStatus.schema,
  checker: z.nullable(z.string()),
  decided_at: z.nullable(Instant),
  decision_reason: z.nullable(z.string()),
  /** What the action answered when it ran on approval, as catalogue words. */
  outcome: z.nullable(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
  /** The difference the action would make, as read when it was asked. */
  changes: z.array(ApprovalChange),
  /** Whether the member asking may approve or reject it. */
  decidable: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequest>;

export const ApprovalBox = z.enum(['waiting', 'mine']);
export type ApprovalBox = z.infer<typeof ApprovalBox>;

export const requestList = endpoint({
  path: '/api/v1/approval/list',
  access: 'signed-in',
  summary: 'Requests waiting for the member (those they may approve) or asked by them, newest first',
  body: z.strictObject({ ...Paging, box: z._default(ApprovalBox, 'waiting'), status: filterOf(ApprovalStatus.schema), action: filterOf(ApprovalAction.schema) }),
  data: listData(ApprovalRequest),
});

export const requestDetail = endpoint({
  path: '/api/v1/approval/detail',
  access: 'signed-in',
  summary: 'One request the member asked for or may decide, with the difference it would make now',
  body: z.strictObject({ id: RowId }),
  data: z.extend(ApprovalRequest, { current: z.array(ApprovalChange), stale: z.boolean() }),
});

export const ApprovalCounts = z.object({ waiting_for_me: z.int(), mine_pending: z.int() });

export const requestCounts = endpoint({
  path: '/api/v1/approval/counts',
  access: 'signed-in',
  summary: 'How many requests wait for the member, and how many of theirs wait for someone else',
  body: NoBody,
  data: ApprovalCounts,
});

const Decision = z.strictObject({ id: RowId, reason: Reason });

export const approve = endpoint({
  path: '/api/v1/approval/approve',
  access: 'approvals.approve',
  mutation: true,
  idempotencyKeyRequired: true,
  sensitive: true,
  summary: "Approve another member's request: its action runs now, once, exactly as asked, under both names; answers the action's own answer too (a new member's temporary password)",
  body: Decision,
  data: z.extend(ApprovalRequest, { result: z.unknown() }),
});

export const reject = endpoint({
  path: '/api/v1/approval/reject',
  access: 'approvals.approve',
  mutation: true,
  summary: "Reject another member's request, with the reason: nothing moves",
  body: Decision,
  data: ApprovalRequest,
});

export const withdraw = endpoint({
  path: '/api/v1/approval/withdraw',
  access: 'signed-in',
  mutation: true,
  summary: 'Withdraw a request of ones own that still waits: nothing moves',
  body: Decision,
  data: ApprovalRequest,
});
