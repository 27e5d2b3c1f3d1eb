import { Centavos, z } from '@wallet/contracts';
import { parseReais } from '../../format/money';

/** Each problem is also the key of its words under `form.amount.`. */
const AMOUNT_PROBLEMS = ['required', 'invalid', 'notPositive', 'aboveMax'] as const;
export type AmountProblem = (typeof AMOUNT_PROBLEMS)[number];

export const isAmountProblem = (text: string): text is AmountProblem => (AMOUNT_PROBLEMS as readonly string[]).includes(text);

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

/**
 * An amount typed in reais, read as centavos by `readAmount` and then held to the contracts' own
 * rule for an amount (`Centavos`, every money call's): the form's field for a body's amount. A
 * problem `readAmount` finds is the issue's message, which `ContractAmountField` words; it does
 * not stop the form's other checks.
 */
export function amountInReais(max?: number) {
  const read = z.pipe(z.string(), z.transform((text: string, payload) => {
    const reading = readAmount(text, max);
    if (reading.problem === null) return reading.centavos;
    payload.issues.push({ code: 'custom', message: reading.problem, input: text, continue: true });
    return z.NEVER;
  }));
  return z.pipe(read, Centavos);
}

/**
 * A form that moves all of an amount (no amount is sent: the server takes whatever is left) or
 * part of it, typed, at most `max`; `rest` are its other fields.
 */
export function wholeOrPart<S extends z.core.$ZodLooseShape>(max: number, rest: S) {
  return z.discriminatedUnion('extent', [
    z.object({ extent: z.literal('whole'), amount: z.string(), ...rest }),
    z.object({ extent: z.literal('part'), amount: amountInReais(max), ...rest }),
  ]);
}

/** The amount a whole-or-part form sends: none for the whole. */
export const partSent = (typed: { extent: 'whole' } | { extent: 'part'; amount: number }) => (typed.extent === 'part' ? { amount: typed.amount } : {});

/** An amount that may be left empty (an amount of none: any amount): null when it is, else as `amountInReais`. */
export const amountInReaisOrNone = () => z.pipe(z.pipe(z.string(), z.transform((text: string) => (text.trim() === '' ? null : text))), z.nullable(amountInReais()));
