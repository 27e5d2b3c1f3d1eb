import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { Amount, filterOf, Instant, listData, Paging, RowId } from '../common.js';
import { AccountStatus, AccountType, Currency, FreezeStatus, FundsLogKind, HoldType, UserKind } from '../options.js';

export const Ispb = z.string().regex(/^\d{8}$/, 'must be the 8 digits of an ISPB');

export const BankAccount = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
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
  id: z.number().int(),
  account_id: z.number().int(),
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
  expires_at: Instant.nullable(),
  court_order: z.string().nullable(),
  /** The Pix whose money is held, and the MED case that holds it. */
  trade_id: z.number().int().nullable(),
  case_id: z.number().int().nullable(),
  reason: z.string(),
  /** Why the last of it was released (asked by staff, returned by the MED, or its time ran out). */
  release_reason: z.string().nullable(),
  created_by: z.string(),
  created_at: Instant,
  released_at: Instant.nullable(),
});
export type Freeze = z.infer<typeof Freeze>;

/** One row of the funds ledger: what changed, and the balances right after. */
export const FundsLog = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_number: z.string(),
  owner_name: z.string(),
  kind: FundsLogKind.schema,
  available_delta: Amount,
  frozen_delta: Amount,
  available_after: Amount,
  frozen_after: Amount,
  reference: z.string(),
  reason: z.string(),
  operator: z.string(),
  created_at: Instant,
});
export type FundsLog = z.infer<typeof FundsLog>;

export const list = endpoint({
  path: '/api/v1/bank_account/list',
  access: 'bank_accounts.view',
  summary: 'Bank accounts with their balances, filtered and paged',
  body: z.strictObject({
    ...Paging,
    status: filterOf(AccountStatus.schema),
    ispb: z.union([z.literal('0'), Ispb]).default('0'),
    currency: filterOf(Currency.schema),
    account_type: filterOf(AccountType.schema),
    owner_kind: filterOf(UserKind.schema),
    /** Part of the owner's name, or the owner's CPF / CNPJ. */
    owner: z.string().trim().max(100).default(''),
    /** The start of the account number. */
    account_number: z.string().trim().max(20).regex(/^\d*$/, 'must be digits').default(''),
    owner_id: RowId.optional(),
  }),
  data: listData(BankAccount),
});

/**
 * An account to open at one of our institutions (ours when `ispb` is absent); its number and
 * check digit are the institution's to give.
 */
export const NewBankAccount = z.strictObject({
  owner_id: RowId,
  ispb: Ispb.optional(),
  branch: z.string().trim().regex(/^\d{1,4}$/, 'must be 1 to 4 digits').default('0001'),
  account_type: AccountType.schema,
  currency: Currency.schema.default('BRL'),
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
    active_freezes: z.array(Freeze).nullable(),
    latest_logs: z.array(FundsLog).nullable(),
  }),
});
