import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { CreatedBetween, filterOf, Instant, listData, Paging, Reason, RowId, StatedText } from '../common.js';
import { PixKeyAction, PixKeyStatus, PixKeyType } from '../options.js';
import { isBrazilianMobile, isValidCnpj, isValidCpf, normaliseDocument, normalisePhone } from '../documents.js';
import { PixKeyLog } from './key-log.js';
import { MAX_EMAIL_KEY } from './key-shape.js';

export * from './key-log.js';
export { MAX_EMAIL_KEY, NOT_A_PIX_KEY, pixKeyTypeOf } from './key-shape.js';
/** Keys one account may hold: natural persons (CPF owners) and legal persons (CNPJ owners). */
export const KEYS_PER_ACCOUNT = { CPF: 5, CNPJ: 20 } as const;

export const PixKey = z.object({
  id: z.int(),
  key_type: PixKeyType.schema,
  key_value: z.string(),
  status: PixKeyStatus.schema,
  owner_id: z.int(),
  owner_name: z.string(),
  account_id: z.int(),
  account_number: z.string(),
  branch: z.string(),
  ispb: z.string(),
  created_at: Instant,
  updated_at: Instant,
  /** The member's reason, or the system's note when a claim or an account's closure deleted it. */
  deleted_reason: z.nullable(StatedText),
});
export type PixKey = z.infer<typeof PixKey>;

const forAccount = { account_id: RowId };

/**
 * A key to register, as the DICT stores it, from what an operator typed: CPF and CNPJ digits (check
 * digits valid), e-mail in lower case, phone in E.164. An EVP is never typed: we generate it.
 */
export const NewPixKey = z.discriminatedUnion('key_type', [
  z.strictObject({
    ...forAccount,
    key_type: z.literal('CPF'),
    key_value: z.pipe(z.string().check(z.maxLength(30)), z.transform(normaliseDocument)).check(z.refine(isValidCpf, 'is not a valid CPF')),
  }),
  z.strictObject({
    ...forAccount,
    key_type: z.literal('CNPJ'),
    key_value: z.pipe(z.string().check(z.maxLength(30)), z.transform(normaliseDocument)).check(z.refine(isValidCnpj, 'is not a valid CNPJ')),
  }),
  z.strictObject({
    ...forAccount,
    key_type: z.literal('EMAIL'),
    key_value: z.pipe(z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(MAX_EMAIL_KEY, `must be at most ${MAX_EMAIL_KEY} characters`),
    ), z.email('is not a valid e-mail address')),
  }),
  z.strictObject({
    ...forAccount,
    key_type: z.literal('PHONE'),
    key_value: z.pipe(z.string().check(z.maxLength(30)), z.transform(normalisePhone)).check(z.refine(isBrazilianMobile, 'must be a mobile number: +55, an area code that exists and nine digits starting with 9 (a landline cannot be a Pix key)')),
  }),
  z.strictObject({ ...forAccount, key_type: z.literal('EVP') }),
]);
export type NewPixKey = z.output<typeof NewPixKey>;

export const list = endpoint({
  path: '/api/v1/pix-keys/list',
  access: 'pix_keys.view',
  exportable: true,
  summary: 'Pix keys, filtered and paged',
  body: z.strictObject({
    ...Paging,
    pix_key_type: filterOf(PixKeyType.schema),
    pix_key_status: filterOf(PixKeyStatus.schema),
    ispb: z._default(z.union([z.literal('0'), z.string().check(z.regex(/^\d{8}$/, 'must be the 8 digits of an ISPB'))]), '0'),
    /** Part of the owner's name, or the owner's CPF / CNPJ. */
    owner: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    /** The key, as typed (an e-mail, a phone, a document or an EVP). */
    key: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    account_id: z.optional(RowId),
  }),
  data: listData(PixKey),
});

export const register = endpoint({
  path: '/api/v1/pix-keys/register',
  access: 'pix_keys.manage',
  mutation: true,
  summary: 'Register a Pix key for an account at the DICT (EVP keys are generated)',
  body: NewPixKey,
  data: PixKey,
});

export const remove = endpoint({
  path: '/api/v1/pix-keys/delete',
  access: 'pix_keys.manage',
  mutation: true,
  summary: 'Delete a Pix key at the DICT, with the reason',
  body: z.strictObject({ id: RowId, reason: Reason }),
  data: PixKey,
});

export const logs = endpoint({
  path: '/api/v1/pix-keys/logs',
  access: 'pix_keys.view',
  exportable: true,
  summary: 'Register, delete, claim and portability events of Pix keys, newest first',
  body: z.strictObject({
    ...Paging,
    key: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    pix_key_type: filterOf(PixKeyType.schema),
    action: filterOf(PixKeyAction.schema),
    ...CreatedBetween,
  }),
  data: listData(PixKeyLog),
});
