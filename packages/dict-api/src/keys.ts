// The shapes of the five key types as the DICT's operating manual writes them (the API's own
// example of a refused entry quotes the phone's): a key that fits none is no key at all.
export const KEY_PATTERNS = {
  CPF: /^[0-9]{11}$/,
  CNPJ: /^[0-9]{14}$/,
  PHONE: /^\+[1-9][0-9]{1,14}$/,
  EMAIL: /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
  EVP: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
} as const;

export type KeyType = keyof typeof KEY_PATTERNS;

/** The longest key the DICT takes (an e-mail's limit). */
export const KEY_MAX_LENGTH = 77;

/** The type a key's shape says it is, or null for a text that is no key. */
export function keyTypeOf(key: string): KeyType | null {
  if (key.length > KEY_MAX_LENGTH) return null;
  return (Object.keys(KEY_PATTERNS) as KeyType[]).find((type) => KEY_PATTERNS[type].test(key)) ?? null;
}
