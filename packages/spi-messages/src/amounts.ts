import { ATTRIBUTE, TEXT, UnreadableMessage } from './xml.js';

// Money as the catalogue writes it: reais with two decimals (`1000.00`), always in BRL. The product
// counts integer centavos; the conversion goes through the digits, never through a float.

/** Centavos as the catalogue's amount text: `123456` is `1234.56`. */
export function amountText(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`${centavos} is not a whole number of centavos, 0 or more`);
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** The catalogue's amount text as centavos: `1234.5` is `123450`. */
export function centavosOf(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new UnreadableMessage(`"${amount}" is not an amount in reais`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An amount element: the text and its currency. */
export const amountElement = (centavos: number) => ({ [`${ATTRIBUTE}Ccy`]: 'BRL', [TEXT]: amountText(centavos) });
