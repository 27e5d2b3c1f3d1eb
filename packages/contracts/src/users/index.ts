import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { CreatedBetween, filterOf, Instant, listData, Paging, Reason, RowId } from '../common.js';
import { BulkResults, SelectedIds } from '../bulk.js';
import { DocType, KycDocType, KycStatus, UserKind, UserStatus } from '../options.js';
import { KycCheck } from './kyc-check.js';
import { BRAZILIAN_PHONE, isValidCnpj, isValidCpf, normaliseDocument, normalisePhone } from '../documents.js';

export const CpfSituation = z.enum([
  'REGULAR', 'PENDENTE_DE_REGULARIZACAO', 'SUSPENSA', 'CANCELADA', 'TITULAR_FALECIDO', 'NULA',
]);

const UserId = RowId;

export const WalletUser = z.object({
  id: z.int(),
  kind: UserKind.schema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  doc_type: DocType.schema,
  doc_number: z.string(),
  status: UserStatus.schema,
  blocked_reason: z.nullable(z.string()),
  kyc_status: z.nullable(KycStatus.schema),
  created_at: Instant,
});
export type WalletUser = z.infer<typeof WalletUser>;

export const StatusChange = z.object({
  status: UserStatus.schema,
  reason: z.string(),
  actor: z.string(),
  at: Instant,
});

export const CpfVerification = z.object({
  situation: CpfSituation,
  name_on_record: z.string(),
  checked_at: Instant,
  checked_by: z.string(),
});


export const list = endpoint({
  path: '/api/v1/user/list',
  access: 'users.view',
  exportable: true,
  summary: 'Wallet users or merchants, filtered and paged',
  body: z.strictObject({
    ...Paging,
    kind: UserKind.schema,
    status: filterOf(UserStatus.schema),
    doc_type: filterOf(DocType.schema),
    keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    ...CreatedBetween,
    sort_by: z._default(z.enum(['created_at', 'name']), 'created_at'),
    sort_order: z._default(z.enum(['asc', 'desc']), 'desc'),
  }),
  data: listData(WalletUser),
});

export const detail = endpoint({
  path: '/api/v1/user/detail',
  access: 'users.view',
  summary: 'One user or merchant with status history, KYC and the last CPF check',
  body: z.strictObject({ id: UserId }),
  data: z.object({
    user: WalletUser,
    status_history: z.array(StatusChange),
    kyc_checks: z.array(KycCheck),
    cpf_verification: z.nullable(CpfVerification),
  }),
});

export const block = endpoint({
  path: '/api/v1/user/block',
  access: 'users.block',
  mutation: true,
  summary: 'Block a user or merchant, with the reason',
  body: z.strictObject({ id: UserId, reason: Reason }),
  data: WalletUser,
});

export const unblock = endpoint({
  path: '/api/v1/user/unblock',
  access: 'users.block',
  mutation: true,
  sensitive: true,
  summary: 'Unblock a user or merchant, with the reason',
  body: z.strictObject({ id: UserId, reason: Reason }),
  data: WalletUser,
});

/** Block or unblock the rows chosen on a list, each with the same reason: one result and one audit row per row. */
const selectedStatusChange = (verb: 'Block' | 'Unblock', path: `/api/v1/${string}`) => endpoint({
  path,
  access: 'users.block',
  mutation: true,
  // Unblocking may free a fraudster: a fresh proof of who asks, as for one unblock.
  sensitive: verb === 'Unblock',
  summary: `${verb} the users and merchants chosen on a list, with one reason: each is changed and audited on its own, and the answer says what was done to each and why any was refused`,
  body: z.strictObject({ ids: SelectedIds, reason: Reason }),
  data: BulkResults,
});

export const blockSelected = selectedStatusChange('Block', '/api/v1/user/block_selected');
export const unblockSelected = selectedStatusChange('Unblock', '/api/v1/user/unblock_selected');

export const NewWalletUser = z.strictObject({
    kind: UserKind.schema,
    name: z.string().check(z.trim(), z.minLength(3, 'must be at least 3 characters'), z.maxLength(120)),
    email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email('is not a valid e-mail address')),
    phone: z.pipe(z.pipe(z.string().check(z.maxLength(30)), z.transform(normalisePhone)), z.string().check(z.regex(BRAZILIAN_PHONE, 'must be +55, the area code and 8 or 9 digits'))),
    doc_type: DocType.schema,
    doc_number: z.pipe(z.string().check(z.maxLength(30)), z.transform(normaliseDocument)),
  }).check(z.superRefine((user, ctx) => {
    const valid = user.doc_type === 'CPF' ? isValidCpf(user.doc_number) : isValidCnpj(user.doc_number);
    if (!valid) ctx.addIssue({ code: 'custom', path: ['doc_number'], message: `is not a valid ${user.doc_type}` });
    if (user.kind === 'user' && user.doc_type !== 'CPF') ctx.addIssue({ code: 'custom', path: ['doc_type'], message: 'a wallet user is a natural person: CPF' });
  }));

export const create = endpoint({
  path: '/api/v1/user/create',
  access: 'users.create',
  mutation: true,
  summary: 'Create a wallet user (CPF) or merchant (CPF or CNPJ)',
  body: NewWalletUser,
  data: WalletUser,
});

export const resetPassword = endpoint({
  path: '/api/v1/user/reset_pwd',
  access: 'users.reset_password',
  mutation: true,
  summary: 'Issue a one-time temporary password, shown once',
  body: z.strictObject({ id: UserId }),
  data: z.object({ temporary_password: z.string(), expires_at: Instant }),
});

export const verifyCpf = endpoint({
  path: '/api/v1/user/cpf-verify',
  access: 'users.verify_document',
  mutation: true,
  summary: "Ask the Receita Federal for the CPF's situation and name on record",
  body: z.strictObject({ id: UserId }),
  data: CpfVerification,
});

export const kycList = endpoint({
  path: '/api/v1/kyc/list',
  access: 'kyc.view',
  exportable: true,
  summary: 'KYC checks, filtered and paged',
  body: z.strictObject({
    ...Paging,
    status: filterOf(KycStatus.schema),
    document_type: filterOf(KycDocType.schema),
    keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    ...CreatedBetween,
  }),
  data: listData(KycCheck),
});

export const kycReview = endpoint({
  path: '/api/v1/kyc/review',
  access: 'kyc.review',
  mutation: true,
  summary: 'Approve or reject a pending KYC check, with the reason',
  body: z.strictObject({ id: UserId, decision: z.enum(['approved', 'rejected']), reason: Reason }),
  data: KycCheck,
});

export { KycCheck } from './kyc-check.js';
export * from './kyc-documents.js';
