/**
 * Brazilian document numbers, checked the way the Receita Federal computes them. Shared by the
 * server (which refuses bad numbers) and the console (which says so before sending).
 */

/** The two check digits of a CPF's first nine digits (mod 11, weights 10..2 then 11..2). */
export function cpfCheckDigits(nine: string): string {
  const digits = [...nine].map(Number);
  const next = () => {
    const sum = digits.reduce((total, digit, i) => total + digit * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  };
  next();
  next();
  return digits.slice(9).join('');
}

/** CPF: 11 digits, two check digits; numbers of one repeated digit are never issued. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  return cpfCheckDigits(value.slice(0, 9)) === value.slice(9);
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The two check digits of a CNPJ's first twelve characters. From July 2026 those may include
 * capital letters; each character counts as its ASCII code minus 48 (digits count as themselves),
 * which leaves the classic numeric rule unchanged.
 */
export function cnpjCheckDigits(twelve: string): string {
  const values = [...twelve].map((char) => char.charCodeAt(0) - 48);
  const next = () => {
    const weights = CNPJ_WEIGHTS.slice(CNPJ_WEIGHTS.length - values.length);
    const rest = values.reduce((total, value, i) => total + value * weights[i]!, 0) % 11;
    values.push(rest < 2 ? 0 : 11 - rest);
  };
  next();
  next();
  return values.slice(12).join('');
}

/** CNPJ: 14 characters, twelve digits or capital letters then two numeric check digits. */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  return cnpjCheckDigits(value.slice(0, 12)) === value.slice(12);
}

/** Strips the punctuation people type (`123.456.789-09`, `12.ABC.345/01DE-35`). */
export const normaliseDocument = (value: string) => value.replace(/[.\-/\s]/g, '').toUpperCase();

/** A Brazilian mobile or landline in E.164: +55, a two-digit area code, 8 or 9 digits. */
export const BRAZILIAN_PHONE = /^\+55[1-9]{2}\d{8,9}$/;

/** Brazil's area codes (DDD), as Anatel's numbering plan assigns them. */
export const BRAZILIAN_AREA_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '22', '24', '27', '28', '31', '32', '33', '34', '35', '37', '38',
  '41', '42', '43', '44', '45', '46', '47', '48', '49', '51', '53', '54', '55', '61', '62', '63', '64', '65', '66', '67', '68', '69',
  '71', '73', '74', '75', '77', '79', '81', '82', '83', '84', '85', '86', '87', '88', '89', '91', '92', '93', '94', '95', '96', '97', '98', '99',
]);

/**
 * A Brazilian mobile number in E.164, as a Pix phone key must be (DICT rules): +55, an area code
 * that exists and nine digits starting with 9. Landlines (eight digits) cannot be keys.
 */
export const isBrazilianMobile = (e164: string) => /^\+55\d{2}9\d{8}$/.test(e164) && BRAZILIAN_AREA_CODES.has(e164.slice(3, 5));

/** Strips spaces, dashes and brackets from a typed phone number. */
export const normalisePhone = (value: string) => value.replace(/[\s\-()]/g, '');
