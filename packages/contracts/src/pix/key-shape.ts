import { z } from '../zod.js';
import { isBrazilianMobile, isValidCnpj, isValidCpf } from '../documents.js';
import type { PixKeyType } from '../options.js';

/** The DICT's longest e-mail key. */
export const MAX_EMAIL_KEY = 77;

/** A random key (EVP) as the DICT writes it: a UUID in lower case. */
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL = z.email();

/**
 * The type of a key written as the DICT stores it: CPF or CNPJ digits with valid check digits, a
 * +55 mobile number, a random key (EVP) or an e-mail in lower case; none for anything else, which
 * no DICT entry can be.
 */
export function pixKeyTypeOf(key: string): z.infer<typeof PixKeyType.schema> | null {
  if (/^\d{11}$/.test(key)) return isValidCpf(key) ? 'CPF' : null;
  if (/^[0-9A-Z]{12}\d{2}$/.test(key)) return isValidCnpj(key) ? 'CNPJ' : null;
  if (/^\+\d+$/.test(key)) return isBrazilianMobile(key) ? 'PHONE' : null;
  if (EVP.test(key)) return 'EVP';
  return key.length <= MAX_EMAIL_KEY && key === key.toLowerCase() && z.safeParse(EMAIL, key).success ? 'EMAIL' : null;
}

/** What a key that has no Pix key's shape is told. */
export const NOT_A_PIX_KEY = 'is not a Pix key as the DICT stores it: CPF or CNPJ digits, a +55 mobile number, a random key (EVP) or an e-mail in lower case';
