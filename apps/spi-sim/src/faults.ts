/**
 * What the SPI simulator can be told to do wrong, for tests of a client's resilience: tell the
 * status of what it settles late, leave the next Pix to a participant it plays unanswered (the SPI
 * then rejects it at its time-out, AB03), deliver the next messages twice, and refuse what a
 * blocked participant sends (DS02). Set through `PUT /simulator/faults` (JSON), which answers only
 * a participant's connection; held in memory, not journaled: a restart forgets them.
 */
export interface Faults {
  /** How long a settlement's or a rejection's status waits before it is queued. */
  lateMs: number;
  /** The next Pix to a played receiver that it does not answer. */
  silentNext: number;
  /** The next messages queued twice, as a delivery repeated. */
  duplicateNext: number;
  /** Participants whose Pix and returns the SPI refuses (DS02). */
  blocked: string[];
}

export const noFaults = (): Faults => ({ lateMs: 0, silentNext: 0, duplicateNext: 0, blocked: [] });

const COUNTS = ['lateMs', 'silentNext', 'duplicateNext'] as const;

/** Reads a faults body: each count a whole number from 0 (the delay up to a minute), `blocked` a list of ISPBs; null for anything else. */
export function readFaults(body: unknown): Faults | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const faults = noFaults();
  for (const [name, value] of Object.entries(body)) {
    if (name === 'blocked') {
      if (!Array.isArray(value) || value.length > 100 || !value.every((ispb) => typeof ispb === 'string' && /^[0-9A-Z]{8}$/.test(ispb))) return null;
      faults.blocked = value as string[];
    } else if ((COUNTS as readonly string[]).includes(name) && Number.isInteger(value) && (value as number) >= 0 && (value as number) <= (name === 'lateMs' ? 60_000 : 1_000_000)) {
      faults[name as (typeof COUNTS)[number]] = value as number;
    } else {
      return null;
    }
  }
  return faults;
}

/** Takes one from a counting fault, saying whether it applied. */
export function consume(faults: Faults, name: 'silentNext' | 'duplicateNext'): boolean {
  if (faults[name] === 0) return false;
  faults[name] -= 1;
  return true;
}
