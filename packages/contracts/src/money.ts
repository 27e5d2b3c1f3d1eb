/**
 * The one money formatter and parser. Amounts travel as integer centavos (12345 is R$ 123,45);
 * both directions work on digit strings so that no amount ever passes through a binary fraction.
 */

// Made on first use: building it loads the locale's data, 51 ms in a list page's first script
// (a CPU profile in Chromium) and 15 ms of the server's start, on screens that show no amount.
let reais: Intl.NumberFormat | undefined;
const brl = () => (reais ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/** Shown for a value that is not an amount, like a missing one in a table cell. */
export const NO_AMOUNT = '—';

/** Integer centavos as Brazilian reais, e.g. 12345 → "R$ 123,45" (Intl puts a no-break space after R$). */
export function formatCentavos(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) return NO_AMOUNT;
  const digits = String(Math.abs(centavos)).padStart(3, '0');
  const sign = centavos < 0 ? '-' : '';
  // A decimal string is formatted exactly; dividing by 100 would round very large amounts wrongly.
  return brl().format(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as Intl.StringNumericLiteral);
}

/** Thousands written with a separator never start with 0: "0.500" is refused, not read as 500. */
const GROUPED = { '.': /^[1-9]\d{0,2}(?:\.\d{3})+$/, ',': /^[1-9]\d{0,2}(?:,\d{3})+$/ } as const;
type Separator = keyof typeof GROUPED;

interface AmountParts {
  whole: string;
  /** The digits after the decimal separator; null when there is no decimal separator. */
  fraction: string | null;
  /** The thousands separator the whole part uses, if any. */
  grouping: Separator | null;
}

/**
 * Tells the decimal separator from the thousands separator. With both present the last one is
 * the decimal separator ("1.234,56", "1,234.56"). A lone comma is decimal, as in Brazil. A lone
 * dot is decimal ("1234.56") unless it is followed by exactly three digits or repeats: then, as
 * people write amounts in Brazil, it groups thousands ("1.500" is R$ 1.500,00).
 */
function splitAmount(number: string): AmountParts {
  const comma = number.lastIndexOf(',');
  const dot = number.lastIndexOf('.');
  let decimal: Separator | null = null;
  let grouping: Separator | null = null;
  if (comma >= 0 && dot >= 0) [decimal, grouping] = comma > dot ? [',', '.'] : ['.', ','];
  else if (comma >= 0) decimal = ',';
  else if (dot >= 0) {
    const lone = number.indexOf('.') === dot && !/^\d{1,3}\.\d{3}$/.test(number);
    if (lone) decimal = '.';
    else grouping = '.';
  }
  if (decimal === null) return { whole: number, fraction: null, grouping };
  const at = number.lastIndexOf(decimal);
  return { whole: number.slice(0, at), fraction: number.slice(at + 1), grouping };
}

function wholeDigits({ whole, grouping }: AmountParts): string | null {
  if (grouping) return GROUPED[grouping].test(whole) ? whole.replaceAll(grouping, '') : null;
  return /^\d+$/.test(whole) ? whole : null;
}

/**
 * A typed amount in reais as integer centavos: "1.234,56", "1234,56", "1234.56", "R$ 10",
 * "-R$ 5,00". Null for anything else, including more than two decimals (no silent rounding).
 */
export function parseReais(text: string): number | null {
  const match = /^(-?)\s*(?:R\$\s*)?(-?)([\d.,]+)$/i.exec(text.trim());
  if (!match) return null;
  const [, signBefore, signAfter, number = ''] = match;
  if (signBefore && signAfter) return null;
  const parts = splitAmount(number);
  const whole = wholeDigits(parts);
  // A third decimal is refused rather than rounded away; a separator needs a digit after it.
  if (whole === null || (parts.fraction !== null && !/^\d{1,2}$/.test(parts.fraction))) return null;
  const centavos = Number(whole + (parts.fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  return signBefore || signAfter ? -centavos || 0 : centavos;
}
