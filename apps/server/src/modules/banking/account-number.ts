import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The check digit of an account number, modulo 11 with weights 2 to 9 from the right (the rule
 * Brazilian banks print after the dash); a remainder that gives 10 or 11 gives 0.
 */
export function checkDigit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

/** A new account number: the next of the institution's sequence, then its check digit. */
export async function nextAccountNumber(db: Database): Promise<string> {
  const result = (await db.execute(sql`select nextval('bank_account_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
  const base = result.rows[0]!.n;
  return `${base}${checkDigit(base)}`;
}
