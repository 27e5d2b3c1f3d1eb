import { parseReais } from '../../../format/money';

/** Each problem is also the key of its message under `funds.amount.`. */
type AmountProblem = 'required' | 'invalid' | 'notPositive' | 'aboveMax';

export type AmountReading = { centavos: number; problem: null } | { centavos: null; problem: AmountProblem };

/**
 * A typed amount in reais ("10,00", "1.234,56") as integer centavos, or why it cannot be sent:
 * more than two decimals is refused, never rounded, and so is anything above `max` centavos.
 */
export function readAmount(text: string, max?: number): AmountReading {
  if (text.trim() === '') return { centavos: null, problem: 'required' };
  const centavos = parseReais(text);
  if (centavos === null) return { centavos: null, problem: 'invalid' };
  if (centavos <= 0) return { centavos: null, problem: 'notPositive' };
  if (max !== undefined && centavos > max) return { centavos: null, problem: 'aboveMax' };
  return { centavos, problem: null };
}
