import { BRAZILIAN_PHONE, isValidCnpj, isValidCpf, looksLikeEndToEndId, normaliseDocument, normalisePhone } from '@wallet/contracts';

/**
 * What the text typed into the search box can be, each form as the database stores it. One text
 * can be several things at once (eleven digits are a CPF and an account number), and each reading
 * is looked up; a reading that does not apply is absent.
 */
export interface Reading {
  /** A valid CPF or CNPJ, digits only. */
  document?: string;
  /** An end-to-end id, in capitals (people copy them in any case). */
  endToEndId?: string;
  /** One of our trade numbers: T, the day's date and ten digits. */
  tradeNo?: string;
  /** Digits that may begin an account number. */
  accountDigits?: string;
  /** A Brazilian phone in E.164. */
  phone?: string;
  /** An e-mail address, in lower case. */
  email?: string;
  /** A random key (EVP), in lower case. */
  randomKey?: string;
  /** Part of a name: text with letters that is no e-mail. */
  name?: string;
}

const TRADE_NO = /^T\d{18}$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ACCOUNT_DIGITS = /^\d{3,20}$/;

export function readTyped(typed: string): Reading {
  const text = typed.trim();
  const reading: Reading = {};
  const document = normaliseDocument(text);
  if (isValidCpf(document) || isValidCnpj(document)) reading.document = document;
  if (looksLikeEndToEndId(text)) reading.endToEndId = text.toUpperCase();
  if (TRADE_NO.test(text.toUpperCase())) reading.tradeNo = text.toUpperCase();
  const digits = text.replace(/[\s-]/g, '');
  if (ACCOUNT_DIGITS.test(digits)) reading.accountDigits = digits;
  const phone = phoneOf(text);
  if (phone) reading.phone = phone;
  if (text.includes('@')) reading.email = text.toLowerCase();
  else if (RANDOM_KEY.test(text.toLowerCase())) reading.randomKey = text.toLowerCase();
  else if (/\p{L}/u.test(text) && text.length >= 3 && !reading.endToEndId && !reading.tradeNo) reading.name = text;
  return reading;
}

/** A phone as typed: with or without +55, spaces, dashes and brackets. */
function phoneOf(text: string): string | undefined {
  const compact = normalisePhone(text);
  const international = compact.startsWith('+') ? compact : `+55${compact}`;
  return BRAZILIAN_PHONE.test(international) && /^[+(\d]/.test(text) ? international : undefined;
}
