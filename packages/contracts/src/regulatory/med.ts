import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Centavos, filterOf, Instant, listData, NoBody, Paging, Reason, RowId, StatedText } from '../common.js';
import { EndToEndId } from '../end-to-end-id.js';
import {
  MedCaseStatus, MedDue, MedOrigin, MedSide, RefundReason, RefundRejection, RefundResult, RefundRole, RefundStatus,
} from '../options.js';
import { Freeze } from '../banking/accounts.js';
import { TradeDetail } from '../trades/index.js';
import { InfractionTask } from './infractions.js';
import { Details } from './med-details.js';
import { FundsRecovery } from './funds-recovery.js';

export * from './med-rules.js';
export * from './funds-recovery.js';


/** The deadlines a case's steps run against. */
export const DEADLINE_KINDS = ['cautionary_hold', 'report_analysis', 'refund_analysis', 'contestation_analysis', 'refund_window'] as const;
export const DeadlineKind = z.enum(DEADLINE_KINDS);
export type DeadlineKind = z.infer<typeof DeadlineKind>;

export const MedCase = z.object({
  id: z.int(),
  trade_id: z.int(),
  trade_no: z.string(),
  end_to_end_id: z.string(),
  side: MedSide.schema,
  origin: MedOrigin.schema,
  status: MedCaseStatus.schema,
  /** The contested Pix's amount. */
  amount: Amount,
  customer_id: z.int(),
  customer_name: z.string(),
  customer_kind: z.enum(['user', 'merchant']),
  account_id: z.int(),
  account_number: z.string(),
  counterparty_ispb: z.string(),
  counterparty_name: z.nullable(z.string()),
  contestation_id: z.nullable(z.string()),
  assigned_to: z.nullable(z.string()),
  /** The soonest deadline of what is still to do, and what it is for; null when nothing is due. */
  next_deadline_at: z.nullable(Instant),
  next_deadline_kind: z.nullable(DeadlineKind),
  opened_by: z.string(),
  opened_at: Instant,
  closed_at: z.nullable(Instant),
  /** Why it closed: the member's words, or the system's note when the other side's answer closed it. */
  close_note: z.nullable(StatedText),
});
export type MedCase = z.infer<typeof MedCase>;

export const RefundRequest = z.object({
  id: z.int(),
  dict_id: z.string(),
  case_id: z.int(),
  trade_id: z.int(),
  role: RefundRole.schema,
  reason: RefundReason.schema,
  amount: Amount,
  details: z.string(),
  status: RefundStatus.schema,
  analysis_result: z.nullable(RefundResult.schema),
  rejection_reason: z.nullable(RefundRejection.schema),
  analysis_details: z.nullable(z.string()),
  /** What went back through the Pix return (`return_id`). */
  refunded_amount: Amount,
  return_id: z.nullable(z.string()),
  /** The traced account it asks, when it was filed along the chain (null: the contested Pix's receiver). */
  hop_id: z.nullable(z.int()),
  counterparty_ispb: z.string(),
  requested_by: z.string(),
  answered_by: z.nullable(z.string()),
  created_at: Instant,
  /** When the contested side's analysis is due. */
  deadline_at: Instant,
  closed_at: z.nullable(Instant),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

/** What happened in a case, in its timeline. */
export const CASE_EVENT_KINDS = [
  'opened', 'taken', 'cautionary_hold', 'med_hold', 'customer_told', 'hold_escalated', 'hold_expired', 'holds_released',
  'refund_requested', 'refund_request_received', 'refund_answered', 'refund_accepted', 'refund_rejected', 'refund_cancelled',
  'return_sent', 'return_received', 'fraud_marked', 'recovery_opened', 'recovery_moved', 'recovery_cancelled', 'closed',
] as const;
export const CaseEventKind = z.enum(CASE_EVENT_KINDS);
export type CaseEventKind = z.infer<typeof CaseEventKind>;

export const CaseEvent = z.object({
  id: z.int(),
  kind: CaseEventKind,
  /** A staff username, "DICT", "customer" or "system". */
  actor: z.string(),
  /** The member's words, or the system's note (`NOTES`) of what happened; null when the kind says it all. */
  note: z.nullable(StatedText),
  amount: z.nullable(Amount),
  at: Instant,
});
export type CaseEvent = z.infer<typeof CaseEvent>;

export const Deadline = z.object({
  kind: DeadlineKind,
  /** The step it belongs to: a hold, a report or a refund request (`freeze:12`, `refund:3`), or the case. */
  subject: z.string(),
  due_at: Instant,
  /** Done or no longer running: shown struck, never overdue. */
  met: z.boolean(),
});
export type Deadline = z.infer<typeof Deadline>;

/** The money of a case: the Pix, what is held for it, what went back, what may still be asked or given back. */
export const CaseMoney = z.object({
  amount: Amount,
  held: Amount,
  returned: Amount,
  /**
   * What is still to act on: on the payer's side what may still be asked back (the amount less
   * what came back and what an open request asks), on the receiver's side what may still be
   * blocked (the amount less what went back and what is held).
   */
  left: Amount,
  /** The customer's account now. */
  available: Amount,
  frozen: Amount,
});

/** How many accounts past the first the MED follows the money through (MED 2.0, from 2 February 2026). */
export const TRACE_MAX_DEPTH = 5;
/** How long after the money reached an account its outflows are followed. */
export const TRACE_WINDOW_HOURS = 72;

/**
 * One account the contested money reached: the first is the account that received the contested
 * Pix; each further one received part of it from its parent by a Pix (`end_to_end_id`). The money
 * leaves an account in the order it came in: each outflow carries what is left of the traced
 * amount, up to its own amount.
 */
export const TraceHop = z.object({
  id: z.int(),
  parent_id: z.nullable(z.int()),
  /** 1 for the account that received the contested Pix, up to 1 + TRACE_MAX_DEPTH. */
  depth: z.int(),
  end_to_end_id: z.string(),
  /** The traced money that reached this account. */
  amount: Amount,
  at: Instant,
  ispb: z.string(),
  institution_name: z.nullable(z.string()),
  branch: z.string(),
  account: z.string(),
  holder_name: z.string(),
  /** An account of ours (then `account_id` leads to it), or at another participant. */
  ours: z.boolean(),
  account_id: z.nullable(z.int()),
  /** What our holds on this account block for the case (ours only; null elsewhere). */
  held: z.nullable(Amount),
  /** The refund request that asks this account's institution for the money, when one was filed. */
  refund_request_id: z.nullable(z.int()),
});
export type TraceHop = z.infer<typeof TraceHop>;

export type CaseAction = 'take' | 'hold' | 'file_refund_request' | 'close';
export type RefundAction = 'accept' | 'reject' | 'cancel';

/**
 * What may be done to a case now. The payer's side (our customer paid) asks for the money back;
 * the receiver's side blocks it and answers. The server enforces the same rules; the console
 * offers only these.
 */
export function caseActions(
  c: Pick<MedCase, 'status' | 'side' | 'assigned_to'>,
  facts: { me: string; openRequest: boolean; left: number; windowOpen: boolean },
): CaseAction[] {
  if (c.status === 'closed') return [];
  const actions: CaseAction[] = c.assigned_to === facts.me ? [] : ['take'];
  if (c.side === 'receiver') actions.push('hold');
  if (c.side === 'payer' && !facts.openRequest && facts.left > 0 && facts.windowOpen) actions.push('file_refund_request');
  if (!facts.openRequest) actions.push('close');
  return actions;
}

/** What may be done to a refund request now: the contested side answers an open one, the requester cancels it. */
export function refundActions(r: Pick<RefundRequest, 'status' | 'role'>): RefundAction[] {
  if (r.status !== 'OPEN') return [];
  return r.role === 'contested' ? ['accept', 'reject'] : ['cancel'];
}

export const list = endpoint({
  path: '/api/v1/med/list',
  access: 'med.view',
  exportable: true,
  summary: 'MED cases, soonest deadline first (open ones) or newest first, filtered and paged, with the inbox counts',
  body: z.strictObject({
    ...Paging,
    status: filterOf(MedCaseStatus.schema),
    side: filterOf(MedSide.schema),
    origin: filterOf(MedOrigin.schema),
    /** Cases whose next deadline falls by the end of today (Brasília), or has passed. */
    due: filterOf(MedDue.schema),
    /** Only the cases assigned to me. */
    mine: z._default(z.boolean(), false),
    /** Part of the end-to-end id, the transaction number or the customer's name. */
    keyword: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
    /** Only the cases of this customer (their detail page's MED part). */
    customer_id: z.optional(RowId),
  }),
  data: z.extend(listData(MedCase), {
    counts: z.object({ open: z.int(), due_today: z.int(), overdue: z.int(), mine: z.int() }),
  }),
});

export const detail = endpoint({
  path: '/api/v1/med/detail',
  access: 'med.view',
  summary: 'One MED case: its Pix, money, holds, infraction reports, refund requests, deadlines and timeline',
  body: z.strictObject({ id: RowId }),
  data: z.object({
    case: MedCase,
    trade: TradeDetail,
    money: CaseMoney,
    holds: z.array(Freeze),
    reports: z.array(InfractionTask),
    refund_requests: z.array(RefundRequest),
    deadlines: z.array(Deadline),
    events: z.array(CaseEvent),
    /** The money's way through further accounts, as last traced (empty until traced). */
    trace: z.array(TraceHop),
    /** Its funds recoveries at the DICT (MED 2.0), newest first. */
    funds_recoveries: z.array(FundsRecovery),
  }),
});

export const trace = endpoint({
  path: '/api/v1/med/trace',
  access: 'med.manage',
  mutation: true,
  summary: 'Follow the contested money from the account that received it through up to five further accounts (our data inside, the DICT beyond), drawing each hop again',
  body: z.strictObject({ case_id: RowId }),
  data: z.array(TraceHop),
});

export const traceRefunds = endpoint({
  path: '/api/v1/med/trace_refunds',
  access: 'med.manage',
  mutation: true,
  summary: 'File a refund request with each institution along the traced chain that holds part of the money and has none yet (payer side)',
  body: z.strictObject({ case_id: RowId, details: Details }),
  data: z.array(RefundRequest),
});

export const open = endpoint({
  path: '/api/v1/med/open',
  access: 'med.manage',
  mutation: true,
  summary: 'Open the MED case of a Pix by its end-to-end id (the one case of that Pix is answered when it exists)',
  body: z.strictObject({ end_to_end_id: EndToEndId, note: Reason }),
  data: MedCase,
});

export const take = endpoint({
  path: '/api/v1/med/take',
  access: 'med.manage',
  mutation: true,
  summary: 'Assign an open case to myself',
  body: z.strictObject({ id: RowId }),
  data: MedCase,
});

export const hold = endpoint({
  path: '/api/v1/med/hold',
  access: 'med.manage',
  mutation: true,
  idempotencyKeyRequired: true,
  summary: "Block the received Pix's money on our customer's account: a cautionary block (72 h) or a MED hold, at most what is left of the Pix",
  body: z.strictObject({ case_id: RowId, hold_type: z.enum(['cautionary', 'med']), amount: Centavos, reason: Reason }),
  data: Freeze,
});

export const close = endpoint({
  path: '/api/v1/med/close',
  access: 'med.manage',
  mutation: true,
  summary: 'Close a case with no refund request open; what its holds still block goes back to the customer',
  body: z.strictObject({ id: RowId, note: Reason }),
  data: MedCase,
});

export const sync = endpoint({
  path: '/api/v1/med/sync',
  access: 'med.manage',
  mutation: true,
  summary: "Pull customers' contestations and the DICT's refund requests and answers (also done every few minutes)",
  body: NoBody,
  data: z.object({ contestations: z.int(), refund_requests: z.int(), answers: z.int(), time: Instant }),
});

export const refundCreate = endpoint({
  path: '/api/v1/med/refund_request/create',
  access: 'med.manage',
  mutation: true,
  summary: "Ask the receiver's institution, through the DICT, for our customer's money back (within 80 days of the Pix)",
  body: z.strictObject({ case_id: RowId, reason: RefundReason.schema, amount: Centavos, details: Details }),
  data: RefundRequest,
});

export const refundAccept = endpoint({
  path: '/api/v1/med/refund_request/accept',
  access: 'med.manage',
  mutation: true,
  sensitive: true,
  idempotencyKeyRequired: true,
  summary: 'Accept a refund request made to us, whole (no amount) or in part: the Pix return posts from held money first and the case closes',
  body: z.strictObject({ id: RowId, amount: z.optional(Centavos), details: Details }),
  data: RefundRequest,
});

export const refundReject = endpoint({
  path: '/api/v1/med/refund_request/reject',
  access: 'med.manage',
  mutation: true,
  summary: 'Reject a refund request made to us, with the reason',
  body: z.strictObject({ id: RowId, rejection_reason: RefundRejection.schema, details: Details }),
  data: RefundRequest,
});

export const refundCancel = endpoint({
  path: '/api/v1/med/refund_request/cancel',
  access: 'med.manage',
  mutation: true,
  summary: 'Cancel a refund request we made that is still open',
  body: z.strictObject({ id: RowId, details: Details }),
  data: RefundRequest,
});
