import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Centavos, CreatedBetween, filterOf, Instant, listData, Pagination, Paging, Reason, RowId } from '../common.js';
import { AccountStatus, Currency, FreezeStatus, FundsLogKind, HoldType } from '../options.js';
import { Freeze, FundsLog } from './accounts.js';
import { BulkResults, SelectedIds } from '../bulk.js';

export const Balance = z.object({
  account_id: z.int(),
  account_number: z.string(),
  owner_name: z.string(),
  status: AccountStatus.schema,
  currency: Currency.schema,
  available: Amount,
  frozen: Amount,
  total: z.int(),
});
export type Balance = z.infer<typeof Balance>;

export const FeeLog = z.object({
  id: z.int(),
  account_id: z.int(),
  account_number: z.string(),
  merchant_id: z.int(),
  merchant_name: z.string(),
  amount: Amount,
  available_after: Amount,
  reason: z.string(),
  operator: z.string(),
  created_at: Instant,
});
export type FeeLog = z.infer<typeof FeeLog>;

/** The kinds of ledger account: each customer's available and held money, and the institution's own accounts. */
export const LedgerAccountKind = z.enum([
  'customer_available', 'customer_held', 'settlement', 'fee_revenue', 'payouts_in_flight', 'returns_payable', 'opening_balances',
]);
export type LedgerAccountKind = z.infer<typeof LedgerAccountKind>;

/**
 * One line of a trial balance: every ledger account of one kind together, with its balance before
 * the period, what was debited and credited in it, and its balance at its end (credits positive:
 * what we owe a customer is positive, our money at the central bank negative).
 */
export const TrialBalanceLine = z.object({
  kind: LedgerAccountKind,
  accounts: z.int(),
  opening: Amount,
  debits: Amount,
  credits: Amount,
  closing: Amount,
});
export type TrialBalanceLine = z.infer<typeof TrialBalanceLine>;

/** Filters the ledger, freeze and fee lists share. */
const LedgerFilters = {
  ...Paging,
  account_id: z.optional(RowId),
  /** Part of the staff username that made the change. */
  operator: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
  ...CreatedBetween,
};

export const balance = endpoint({
  path: '/api/v1/funds/balance',
  access: 'funds.view',
  summary: "An account's available and frozen money, in centavos",
  body: z.strictObject({ account_id: RowId }),
  data: Balance,
});

export const freezeList = endpoint({
  path: '/api/v1/funds/freeze_list',
  access: 'funds.view',
  exportable: true,
  summary: 'Freezes, newest first (or those still holding money first), filtered and paged',
  body: z.strictObject({
    ...LedgerFilters,
    status: filterOf(FreezeStatus.schema),
    hold_type: filterOf(HoldType.schema),
    /** Part of the owner's name, or the start of the account number. */
    keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    /** Part of the owner's name, or the owner's CPF / CNPJ. */
    owner: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    /** Freezes still holding money before released ones, each group newest first. */
    active_first: z._default(z.boolean(), false),
  }),
  data: listData(Freeze),
});

export const freeze = endpoint({
  path: '/api/v1/funds/freeze',
  access: 'funds.freeze',
  mutation: true,
  idempotencyKeyRequired: true,
  summary: 'Move money from available to frozen, with the reason',
  body: z.strictObject({
    account_id: RowId,
    amount: Centavos,
    reason: Reason,
    /** Internal risk unless said; a MED hold is made from its case (`med/hold`). */
    hold_type: z._default(z.enum(['internal_risk', 'cautionary', 'judicial']), 'internal_risk'),
    /** The court order a judicial hold obeys. */
    court_order: z.optional(z.string().check(
      z.trim(),
      z.minLength(3, 'must be at least 3 characters'),
      z.maxLength(100, 'must be at most 100 characters'),
    )),
    /** The incoming Pix a cautionary block holds (a settled pay-in to this account). */
    trade_id: z.optional(RowId),
  }).check(z.superRefine((b, ctx) => {
    if (b.hold_type === 'judicial' && !b.court_order) ctx.addIssue({ code: 'custom', path: ['court_order'], message: 'a judicial hold names its court order' });
    if (b.hold_type !== 'judicial' && b.court_order) ctx.addIssue({ code: 'custom', path: ['court_order'], message: 'only a judicial hold names a court order' });
    if (b.hold_type === 'cautionary' && !b.trade_id) ctx.addIssue({ code: 'custom', path: ['trade_id'], message: 'a cautionary block names the Pix received it holds' });
  })),
  data: z.object({ freeze: Freeze, balance: Balance }),
});

export const escalate = endpoint({
  path: '/api/v1/funds/hold_escalate',
  access: 'med.manage',
  mutation: true,
  summary: 'Escalate a cautionary block before it expires: it becomes a MED hold of the Pix\'s case (opened when there is none) and no longer expires',
  body: z.strictObject({ freeze_id: RowId, reason: Reason }),
  data: z.object({ freeze: Freeze, case_id: z.int() }),
});

export const unfreeze = endpoint({
  path: '/api/v1/funds/unfreeze',
  access: 'funds.unfreeze',
  mutation: true,
  sensitive: true,
  idempotencyKeyRequired: true,
  summary: 'Release a freeze, whole (no amount) or in part, back to available',
  body: z.strictObject({ freeze_id: RowId, amount: z.optional(Centavos), reason: Reason }),
  data: z.object({ freeze: Freeze, balance: Balance }),
});

export const unfreezeSelected = endpoint({
  path: '/api/v1/funds/unfreeze_selected',
  access: 'funds.unfreeze',
  mutation: true,
  sensitive: true,
  idempotencyKeyRequired: true,
  summary: 'Release the freezes chosen on the list, each whole, with one reason: each is released and audited on its own, and the answer says what was done to each and why any was refused',
  body: z.strictObject({ ids: SelectedIds, reason: Reason }),
  data: BulkResults,
});

/** An account's money at an instant: what is available and what is held. */
const StatementBalances = z.object({ available: Amount, frozen: Amount });

/**
 * One account's statement over the period asked (its days, both included; from its first line
 * or to now when a day is left out): its balances before the first line and after the last, and
 * the available money in and out between them, so that opening + credits + debits = closing.
 */
export const Statement = z.object({
  opening: StatementBalances,
  closing: StatementBalances,
  /** Centavos that came into the available money in the period (≥ 0). */
  credits: Amount,
  /** Centavos that left the available money in the period (≤ 0). */
  debits: Amount,
});
export type Statement = z.infer<typeof Statement>;

export const logs = endpoint({
  path: '/api/v1/funds/logs',
  access: 'funds.view',
  exportable: true,
  summary: "The funds ledger, newest first, filtered and paged; narrowed to one account, it is that account's statement, with its opening and closing balances of the period",
  body: z.strictObject({ ...LedgerFilters, kind: filterOf(FundsLogKind.schema) }),
  data: z.object({
    list: z.array(FundsLog),
    pagination: Pagination,
    /** The period's balances of the account asked (`account_id`); null for the whole ledger. Other filters narrow the lines, not these. */
    statement: z.nullable(Statement),
  }),
});

export const trialBalance = endpoint({
  path: '/api/v1/funds/trial_balance',
  access: 'funds.view',
  exportable: true,
  summary: "The trial balance of a period of Brasília days, both included (today when none is given): each kind of ledger account with its balance before the period, its debits and credits in it and its balance at the period's end; the balances of each column sum to zero, and the debits equal the credits",
  body: z.strictObject({ ...Paging, ...CreatedBetween }),
  data: listData(TrialBalanceLine),
});

export const feeCreate = endpoint({
  path: '/api/v1/fee/create',
  access: 'fees.create',
  mutation: true,
  sensitive: true,
  idempotencyKeyRequired: true,
  summary: "Deduct a fee from a merchant account's available money, with the reason",
  body: z.strictObject({ account_id: RowId, amount: Centavos, reason: Reason }),
  data: z.object({ fee: FeeLog, balance: Balance }),
});

export const feeLogs = endpoint({
  path: '/api/v1/fee/logs',
  access: 'fees.view',
  exportable: true,
  summary: 'Fee deductions, newest first, filtered and paged',
  body: z.strictObject({
    ...LedgerFilters,
    /** Part of the merchant's name. */
    merchant: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  }),
  data: listData(FeeLog),
});
