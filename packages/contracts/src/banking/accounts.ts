import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, filterOf, Instant, listData, Paging, RowId, StatedText } from '../common.js';
import { AccountStatus, AccountType, Currency, FreezeStatus, FundsLogKind, HoldType, UserKind } from '../options.js';

export const Ispb = z.string().check(z.regex(/^\d{8}$/, 'must be the 8 digits of an ISPB'));

export const BankAccount = z.object({
  id: z.int(),
  owner_id: z.int(),
  owner_name: z.string(),
  owner_kind: UserKind.schema,
  owner_document: z.string(),
  ispb: z.string(),
  ispb_name: z.string(),
  branch: z.string(),
  account_number: z.string(),
  account_type: AccountType.schema,
  currency: Currency.schema,
  status: AccountStatus.schema,
  /** Centavos the owner can move. */
  available: Amount,
  /** Centavos held by freezes. */
  frozen: Amount,
  created_at: Instant,
  updated_at: Instant,
});
export type BankAccount = z.infer<typeof BankAccount>;

export const Freeze = z.object({
  id: z.int(),
  account_id: z.int(),
  account_number: z.string(),
  owner_name: z.string(),
  /** Centavos frozen at first. */
  amount: Amount,
  /** Centavos still held; 0 once released. */
  remaining: Amount,
  status: FreezeStatus.schema,
  /** What the hold is for: internal risk, a cautionary block (72 h), the MED, or a court order. */
  hold_type: HoldType.schema,
  /** When a cautionary block ends by itself unless escalated. */
  expires_at: z.nullable(Instant),
  court_order: z.nullable(z.string()),
  /** The Pix whose money is held, and the MED case that holds it. */
  trade_id: z.nullable(z.int()),
  case_id: z.nullable(z.int()),
  reason: z.string(),
  /** Why the last of it was released: staff's words, or the system's note (returned by the MED, its time ran out, its case closed). */
  release_reason: z.nullable(StatedText),
  created_by: z.string(),
  created_at: Instant,
  released_at: z.nullable(Instant),
  /** A release of this hold waiting for a second person, by its request's id (the freeze list says it; null elsewhere). */
  release_request_id: z.nullable(z.int()),
});
export type Freeze = z.infer<typeof Freeze>;

/** One row of the funds ledger: what changed, and the balances right after. */
export const FundsLog = z.object({
  id: z.int(),
  account_id: z.int(),
  account_number: z.string(),
  owner_name: z.string(),
  kind: FundsLogKind.schema,
  available_delta: Amount,
  frozen_delta: Amount,
  available_after: Amount,
  frozen_after: Amount,
  reference: z.string(),
  /** The member's reason (a freeze, a fee), or the system's note for a Pix (`NOTES`), worded by the client. */
  reason: StatedText,
  operator: z.string(),
  created_at: Instant,
});
export type FundsLog = z.infer<typeof FundsLog>;

export const list = endpoint({
  path: '/api/v1/bank_account/list',
  access: 'bank_accounts.view',
  exportable: true,
  summary: 'Bank accounts with their balances, filtered and paged',
  body: z.strictObject({
    ...Paging,
    status: filterOf(AccountStatus.schema),
    ispb: z._default(z.union([z.literal('0'), Ispb]), '0'),
    currency: filterOf(Currency.schema),
    account_type: filterOf(AccountType.schema),
    owner_kind: filterOf(UserKind.schema),
    /** Part of the owner's name, or the owner's CPF / CNPJ. */
    owner: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    /** The start of the account number. */
    account_number: z._default(z.string().check(z.trim(), z.maxLength(20), z.regex(/^\d*$/, 'must be digits')), ''),
    owner_id: z.optional(RowId),
  }),
  data: listData(BankAccount),
});

/**
 * An account to open at one of our institutions (ours when `ispb` is absent); its number and
 * check digit are the institution's to give.
 */
export const NewBankAccount = z.strictObject({
  owner_id: RowId,
  ispb: z.optional(Ispb),
  branch: z._default(z.string().check(z.trim(), z.regex(/^\d{1,4}$/, 'must be 1 to 4 digits')), '0001'),
  account_type: AccountType.schema,
  currency: z._default(Currency.schema, 'BRL'),
});

export const create = endpoint({
  path: '/api/v1/bank_account/create',
  access: 'bank_accounts.create',
  mutation: true,
  summary: 'Open a bank account for a user or merchant at one of our institutions, numbered by it; it starts inactive with no money',
  body: NewBankAccount,
  data: BankAccount,
});

const statusChange = (path: '/api/v1/bank_account/activate' | '/api/v1/bank_account/deactivate', summary: string) =>
  endpoint({
    path,
    access: 'bank_accounts.change_status',
    mutation: true,
    summary,
    body: z.strictObject({ id: RowId }),
    data: BankAccount,
  });

export const activate = statusChange('/api/v1/bank_account/activate', 'Activate an inactive bank account');
export const deactivate = statusChange('/api/v1/bank_account/deactivate', 'Deactivate an active bank account');

export const detail = endpoint({
  path: '/api/v1/bank_account/detail',
  access: 'bank_accounts.view',
  summary: 'One bank account with its active freezes and latest ledger rows (those need funds.view)',
  body: z.strictObject({ id: RowId }),
  data: z.object({
    account: BankAccount,
    /** Null when the member may not see funds (no `funds.view`). */
    active_freezes: z.nullable(z.array(Freeze)),
    latest_logs: z.nullable(z.array(FundsLog)),
  }),
});
