import { pix } from '@wallet/contracts';

export type KeyType = pix.keys.NewPixKey['key_type'];

/** What the operator has filled in; the key value is ignored for an EVP. */
export interface KeyInput {
  account_id: number | null;
  key_type: KeyType;
  key_value: string;
}

/** Each problem is also the key of its message under `pix.register.errors.`. */
export type KeyValueProblem = 'required' | 'cpf' | 'cnpj' | 'email' | 'emailTooLong' | 'phone';

export type KeyCheck =
  | { ok: true; body: pix.keys.NewPixKey }
  | { ok: false; account: boolean; keyValue: KeyValueProblem | null };

const PROBLEM_OF_TYPE = { CPF: 'cpf', CNPJ: 'cnpj', EMAIL: 'email', PHONE: 'phone' } as const;

/**
 * Checks a key with the contract's own NewPixKey schema and, when it passes, gives the body as the
 * DICT will store it: documents as digits, e-mail in lower case, phone in E.164. An EVP carries no
 * value at all: the server generates it.
 */
export function checkNewKey({ account_id, key_type, key_value }: KeyInput): KeyCheck {
  // 0 is no row id: the schema refuses it, so a missing account is reported with the rest.
  const typed = key_type === 'EVP' ? { account_id: account_id ?? 0, key_type } : { account_id: account_id ?? 0, key_type, key_value };
  const checked = pix.keys.NewPixKey.safeParse(typed);
  if (checked.success) return { ok: true, body: checked.data };
  const account = checked.error.issues.some((issue) => issue.path[0] === 'account_id');
  const valueIssue = checked.error.issues.find((issue) => issue.path[0] === 'key_value');
  return { ok: false, account, keyValue: valueIssue && key_type !== 'EVP' ? problemOf(key_type, key_value, valueIssue.code) : null };
}

function problemOf(keyType: Exclude<KeyType, 'EVP'>, value: string, code: string): KeyValueProblem {
  if (value.trim() === '') return 'required';
  if (keyType === 'EMAIL' && code === 'too_big') return 'emailTooLong';
  return PROBLEM_OF_TYPE[keyType];
}

/** The most keys an account may hold, from its owner's document: 11 characters is a CPF, otherwise a CNPJ. */
export const keyCapOf = (ownerDocument: string) => pix.keys.KEYS_PER_ACCOUNT[ownerDocument.length === 11 ? 'CPF' : 'CNPJ'];
