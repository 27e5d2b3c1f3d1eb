import { banking, pix, PixKeyType, z } from '@wallet/contracts';

export type KeyType = pix.keys.NewPixKey['key_type'];

/** Each problem is also the key of its message under `pix.register.errors.`. */
type KeyValueProblem = 'required' | 'cpf' | 'cnpj' | 'email' | 'emailTooLong' | 'phone';

const PROBLEM_OF_TYPE = { CPF: 'cpf', CNPJ: 'cnpj', EMAIL: 'email', PHONE: 'phone' } as const;

/** What the operator has filled in: the account picked, sent as its id; the key value is ignored for an EVP. */
const TYPED = z.object({ account_id: z.custom<banking.BankAccount | null>(), key_type: PixKeyType.schema, key_value: z.string() });

/** The key the typed fields make; 0 is no row id: the schema refuses it, so a missing account is reported with the rest. */
const typedKey = ({ account_id, key_type, key_value }: z.output<typeof TYPED>) => {
  const account = account_id?.id ?? 0;
  return (key_type === 'EVP' ? { account_id: account, key_type } : { account_id: account, key_type, key_value }) as z.input<typeof pix.keys.NewPixKey>;
};

/**
 * The register form: its fields as typed, then the key under the contract's own NewPixKey, which
 * gives the body as the DICT will store it: documents as digits, e-mail in lower case, phone in
 * E.164. An EVP carries no value at all: the server generates it.
 */
export const REGISTER_FORM = z.pipe(TYPED, z.pipe(z.transform(typedKey), pix.keys.NewPixKey));

/** What is wrong with a typed key value, from the kind of problem the contract found. */
export function keyValueProblem(keyType: Exclude<KeyType, 'EVP'>, value: string, code: string): KeyValueProblem {
  if (value.trim() === '') return 'required';
  if (keyType === 'EMAIL' && code === 'too_big') return 'emailTooLong';
  return PROBLEM_OF_TYPE[keyType];
}

/** The most keys an account may hold, from its owner's document: 11 characters is a CPF, otherwise a CNPJ. */
export const keyCapOf = (ownerDocument: string) => pix.keys.KEYS_PER_ACCOUNT[ownerDocument.length === 11 ? 'CPF' : 'CNPJ'];
