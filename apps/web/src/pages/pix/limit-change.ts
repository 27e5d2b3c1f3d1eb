import { CentavosOrZero, pix } from '@wallet/contracts';
import { parseReais } from '../../format/money';

/** Each problem is also the key of its message under `pix.limitDialog.amountErrors.`. */
const LIMIT_AMOUNT_PROBLEMS = ['required', 'invalid', 'negative', 'aboveMaximum'] as const;
type LimitAmountProblem = (typeof LIMIT_AMOUNT_PROBLEMS)[number];

export const isLimitAmountProblem = (text: string | undefined): text is LimitAmountProblem => (LIMIT_AMOUNT_PROBLEMS as readonly (string | undefined)[]).includes(text);

export type LimitAmountReading = { centavos: number; problem: null } | { centavos: null; problem: LimitAmountProblem };

/** Which limit an amount is for: Pix Saque and Pix Troco have the central bank's maximum. */
export type LimitKind = Pick<pix.limits.PixLimit, 'limits_type' | 'period_type'>;

/** The most a limit of this kind may be, or null when the central bank sets no maximum. */
export const maximumOf = (kind: LimitKind): number | null => (kind.limits_type === 'PIX' ? null : pix.limits.SAQUE_TROCO_MAXIMUM[kind.period_type]);

/**
 * A typed limit in reais as integer centavos, checked as the server checks it: zero is a limit (no
 * Pix in that period), a third decimal is refused, and so is more than the central bank's maximum.
 */
export function readLimitAmount(text: string, kind: LimitKind): LimitAmountReading {
  if (text.trim() === '') return { centavos: null, problem: 'required' };
  const centavos = parseReais(text);
  if (centavos === null) return { centavos: null, problem: 'invalid' };
  if (!CentavosOrZero.safeParse(centavos).success) return { centavos: null, problem: centavos < 0 ? 'negative' : 'invalid' };
  const maximum = maximumOf(kind);
  if (maximum !== null && centavos > maximum) return { centavos: null, problem: 'aboveMaximum' };
  return { centavos, problem: null };
}

/** What the server will do with a new amount, told from the limit in force. */
export type LimitEffect =
  /** The limit in force is still being looked up. */
  | { kind: 'checking' }
  /**
   * The owner has no row yet (the server starts from a default the console does not know), or the
   * look-up failed: only the rule can be told.
   */
  | { kind: 'default' | 'unknown'; effectiveAt: string }
  /** The same amount and nothing pending: the server refuses it. */
  | { kind: 'unchanged'; current: number }
  /** Lower, or the same with an increase pending: in force at once, dropping any pending increase. */
  | { kind: 'decrease' | 'keep'; current: number; droppedPending: number | null }
  /** Higher: in force 24 hours from now, replacing any pending increase. */
  | { kind: 'increase'; current: number; replacedPending: number | null; effectiveAt: string };

/** The owner's row for one type and period, or why there is none to compare with. */
export type LimitInForce = Pick<pix.limits.PixLimit, 'amount' | 'pending_amount'> | 'checking' | 'none' | 'failed';

/** When an increase asked for at `now` takes effect. */
const increaseEffectiveAt = (now: Date) => new Date(now.getTime() + pix.limits.LIMIT_INCREASE_DELAY_HOURS * 3_600_000).toISOString();

/**
 * The server's rule, told before sending: a decrease is in force at once, an increase waits
 * LIMIT_INCREASE_DELAY_HOURS.
 */
export function limitEffect(amount: number, inForce: LimitInForce, now: Date): LimitEffect {
  if (inForce === 'checking') return { kind: 'checking' };
  if (inForce === 'none' || inForce === 'failed') return { kind: inForce === 'none' ? 'default' : 'unknown', effectiveAt: increaseEffectiveAt(now) };
  const current = inForce.amount;
  const pending = inForce.pending_amount;
  if (amount > current) return { kind: 'increase', current, replacedPending: pending, effectiveAt: increaseEffectiveAt(now) };
  if (amount < current) return { kind: 'decrease', current, droppedPending: pending };
  return pending === null ? { kind: 'unchanged', current } : { kind: 'keep', current, droppedPending: pending };
}
