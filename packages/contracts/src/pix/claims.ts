import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { filterOf, Instant, listData, NoBody, Paging, Reason, RowId } from '../common.js';
import { ClaimCancelReason, ClaimConfirmReason, ClaimRole, ClaimStatus, ClaimType, MedDue, PixKeyType } from '../options.js';
import { PixKeyLog } from './key-log.js';

/**
 * Days of each period of a claim at the DICT: the donor answers (or, in an ownership claim, the
 * holder proves the key is theirs) within the resolution period; the claimer completes within the
 * completion period that starts when the claim is confirmed.
 */
export const CLAIM_PERIOD_DAYS = 7;

/** A claim still running: the key has not moved and may still move. */
export const LIVE_CLAIM_STATUSES = ['OPEN', 'WAITING_RESOLUTION', 'CONFIRMED'] as const;

export const Claim = z.object({
  id: z.int(),
  /** The claim's id at the DICT. */
  dict_id: z.string(),
  claim_type: ClaimType.schema,
  role: ClaimRole.schema,
  status: ClaimStatus.schema,
  key_id: z.int(),
  key_type: PixKeyType.schema,
  key_value: z.string(),
  owner_id: z.int(),
  owner_name: z.string(),
  owner_kind: z.enum(['user', 'merchant']),
  account_id: z.int(),
  account_number: z.string(),
  /** The other participant: the donor when we claim, the claimer when we hold the key. */
  counterparty_ispb: z.string(),
  counterparty_name: z.nullable(z.string()),
  opened_at: Instant,
  resolution_period_end: Instant,
  completion_period_end: z.nullable(Instant),
  /** The deadline of the step the claim waits for, null once it ended. */
  next_deadline_at: z.nullable(Instant),
  confirm_reason: z.nullable(ClaimConfirmReason.schema),
  cancel_reason: z.nullable(ClaimCancelReason.schema),
  /** Who cancelled: a side of the claim, or the DICT when a period ran out. */
  cancelled_by: z.nullable(z.enum(['claimer', 'donor', 'dict'])),
  updated_at: Instant,
  closed_at: z.nullable(Instant),
});
export type Claim = z.infer<typeof Claim>;

export type ClaimAction = 'confirm' | 'cancel' | 'complete';

/**
 * What our side may do to a claim now. The donor (we hold the key) confirms that it leaves or
 * cancels (the customer keeps it, or proved it is theirs) while the claim waits for an answer; the
 * claimer (we ask for the key) completes it once confirmed, and may withdraw it until it completes.
 * The server enforces the same rules; the console offers only these.
 */
export function claimActions(claim: Pick<Claim, 'role' | 'status'>): ClaimAction[] {
  const waiting = claim.status === 'OPEN' || claim.status === 'WAITING_RESOLUTION';
  if (claim.role === 'donor') return waiting ? ['confirm', 'cancel'] : [];
  if (claim.status === 'CONFIRMED') return ['complete', 'cancel'];
  return waiting ? ['cancel'] : [];
}

/** The cancel reasons each side may give; DEFAULT_OPERATION is the DICT's own, when a period runs out. */
export const CANCEL_REASONS_OF = {
  claimer: ['CLAIMER_REQUEST', 'ACCOUNT_CLOSURE', 'FRAUD'],
  donor: ['DONOR_REQUEST', 'ACCOUNT_CLOSURE', 'FRAUD'],
} as const satisfies Record<ClaimRole, readonly ClaimCancelReason[]>;
type ClaimRole = z.infer<typeof ClaimRole.schema>;
type ClaimCancelReason = z.infer<typeof ClaimCancelReason.schema>;

export const list = endpoint({
  path: '/api/v1/pix-claims/list',
  access: 'claims.view',
  exportable: true,
  summary: 'DICT claims and portabilities on our keys and by our customers, soonest deadline first for live ones, with the inbox counts',
  body: z.strictObject({
    ...Paging,
    status: filterOf(ClaimStatus.schema),
    role: filterOf(ClaimRole.schema),
    claim_type: filterOf(ClaimType.schema),
    due: filterOf(MedDue.schema),
    /** The key, or part of the owner's name. */
    keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    /** Only the claims on this customer's keys (their detail page's DICT claims part). */
    owner_id: z.optional(RowId),
  }),
  data: z.extend(listData(Claim), {
    counts: z.object({ live: z.int(), to_answer: z.int(), due_today: z.int(), overdue: z.int() }),
  }),
});

export const detail = endpoint({
  path: '/api/v1/pix-claims/detail',
  access: 'claims.view',
  summary: "One claim with its key's history",
  body: z.strictObject({ id: RowId }),
  data: z.object({ claim: Claim, logs: z.array(PixKeyLog) }),
});

export const confirm = endpoint({
  path: '/api/v1/pix-claims/confirm',
  access: 'claims.manage',
  mutation: true,
  summary: 'As the donor, confirm that the key leaves us (the customer agreed); it moves when the claimer completes',
  body: z.strictObject({ id: RowId, note: Reason }),
  data: Claim,
});

export const cancel = endpoint({
  path: '/api/v1/pix-claims/cancel',
  access: 'claims.manage',
  mutation: true,
  summary: 'Cancel a claim with the reason our side may give (the holder keeps the key, or the claimer withdraws)',
  body: z.strictObject({ id: RowId, reason: ClaimCancelReason.schema, note: Reason }),
  data: Claim,
});

export const complete = endpoint({
  path: '/api/v1/pix-claims/complete',
  access: 'claims.manage',
  mutation: true,
  summary: 'As the claimer, complete a confirmed claim: the key becomes ours and active',
  body: z.strictObject({ id: RowId }),
  data: Claim,
});

export const sync = endpoint({
  path: '/api/v1/pix-claims/sync',
  access: 'claims.manage',
  mutation: true,
  summary: "Pull the DICT's claims on our keys and its news on ours, and act on the periods that ran out (also done every few minutes)",
  body: NoBody,
  data: z.object({ received: z.int(), updated: z.int(), expired: z.int(), time: Instant }),
});
