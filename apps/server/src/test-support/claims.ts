import { cpfCheckDigits } from '@wallet/contracts';
import { claimerWithdraws, claimOn, donorAnswer } from '../integrations/dict/claims-simulator.js';
import { heldElsewhere } from '../integrations/dict/simulator.js';

// Keys the simulated DICT treats the way a test needs, found by its own dice.

const SOME_DAY = new Date('2026-01-01T00:00:00Z');

function first(make: (i: number) => string, wanted: (key: string) => boolean): string {
  for (let i = 0; ; i++) if (wanted(make(i))) return make(i);
}

/** An e-mail another participant holds, whose holder answers our ownership claim as `answer`. */
export const emailClaimedFromHolder = (tag: string, answer: ReturnType<typeof donorAnswer>) =>
  first((i) => `${tag}${i}@exemplo.com.br`, (key) => heldElsewhere(key) && donorAnswer('OWNERSHIP', key) === answer);

/** A CPF another participant holds for its owner, whose donor answers our portability as `answer`. */
export const cpfPortedFromDonor = (answer: ReturnType<typeof donorAnswer>) =>
  first((i) => { const nine = String(100_000_000 + i * 7_919).slice(0, 9); return nine + cpfCheckDigits(nine); },
    (key) => heldElsewhere(key) && donorAnswer('PORTABILITY', key) === answer);

/** An e-mail free at the DICT that another participant later claims (`type`), and does not withdraw. */
export function emailClaimedFromUs(tag: string, type: 'OWNERSHIP' | 'PORTABILITY') {
  return first((i) => `${tag}${i}@exemplo.com.br`, (key) => {
    const claim = claimOn({ keyType: 'EMAIL', keyValue: key, ownerDocument: '', createdAt: SOME_DAY });
    return !heldElsewhere(key) && claim?.type === type && !claimerWithdraws(key);
  });
}

/** How long after its key's registration the claim on `key` arrives. */
export const arrivalOf = (key: string) => claimOn({ keyType: 'EMAIL', keyValue: key, ownerDocument: '', createdAt: SOME_DAY })!.createdAt.getTime() - SOME_DAY.getTime();
