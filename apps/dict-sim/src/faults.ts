/**
 * What the simulator can be told to do wrong, for tests of a client's resilience: wait before
 * answering, answer the next calls 503 without doing them, do the next calls but drop their
 * answers (the connection closes), or sign the next answers wrongly. Set through
 * `PUT /simulator/faults` (JSON), which answers only a participant's connection, as every call does.
 */
export interface Faults {
  delayMs: number;
  /** The next calls answered 503 ServiceUnavailable, nothing done. */
  failNext: number;
  /** The next calls done, their answers dropped. */
  dropNext: number;
  /** The next answers sent with a signature that does not match them. */
  breakSignatureNext: number;
}

export const NO_FAULTS: Faults = { delayMs: 0, failNext: 0, dropNext: 0, breakSignatureNext: 0 };

/** Reads a faults body: each field a whole number from 0, the delay up to a minute; null for anything else. */
export function readFaults(body: unknown): Faults | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const faults = { ...NO_FAULTS };
  for (const [name, value] of Object.entries(body)) {
    if (!(name in faults) || !Number.isInteger(value) || (value as number) < 0 || (name === 'delayMs' && (value as number) > 60_000) || (value as number) > 1_000_000) return null;
    faults[name as keyof Faults] = value as number;
  }
  return faults;
}

/** Takes one from a counting fault, saying whether it applied to this call. */
export function consume(faults: Faults, name: 'failNext' | 'dropNext' | 'breakSignatureNext'): boolean {
  if (faults[name] === 0) return false;
  faults[name] -= 1;
  return true;
}
