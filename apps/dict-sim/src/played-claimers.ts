import type { NewClaim } from './claim.js';
import type { StoredEntry } from './directory.js';
import { dice } from './played-donors.js';

// The claims the participants the simulator plays open on other participants' keys, decided by
// the key, so that the same key is claimed the same way: about one key in forty, a day to ten
// after its entry was made. A document key claimed is its owner moving it (a portability); an
// e-mail or a phone, half the time someone else's (an ownership claim).

const HOUR_MS = 3_600_000;
/** One key in this many is claimed by a participant the simulator plays. */
const CLAIMED_ONE_IN = 40;

/** A claim a played participant opens on an entry's key, and when; none for most keys. */
export function claimOnEntry(entry: StoredEntry, claimers: readonly string[]): { at: Date; claim: NewClaim; claimer: string } | null {
  if (entry.KeyType === 'EVP' || dice(`claimed:${entry.Key}:${entry.requestId}`, 0, CLAIMED_ONE_IN - 1) !== 0) return null;
  const claimer = claimers[dice(`claimer:${entry.Key}`, 0, claimers.length - 1)]!;
  const document = entry.KeyType === 'CPF' || entry.KeyType === 'CNPJ';
  const portability = document || dice(`claim-type:${entry.Key}`, 0, 1) === 0;
  const person = portability ? entry.Owner : { Type: 'NATURAL_PERSON', TaxIdNumber: String(dice(`claimer-document:${entry.Key}`, 10_000_000_000, 99_999_999_999)), Name: 'Reivindicante em outro participante' };
  const at = new Date(Date.parse(entry.CreationDate) + dice(`claimed-at:${entry.Key}`, 24, 240) * HOUR_MS);
  return {
    at, claimer,
    claim: {
      Type: portability ? 'PORTABILITY' : 'OWNERSHIP', Key: entry.Key, KeyType: entry.KeyType, Claimer: person,
      ClaimerAccount: { Participant: claimer, Branch: '0001', AccountNumber: String(dice(`claimer-account:${entry.Key}`, 1, 9_999_999_999)).padStart(10, '0'), AccountType: 'CACC', OpeningDate: entry.CreationDate },
    },
  };
}

/** Whether the played claimer of a claim withdraws it (one claim in eight), and when: two hours to four days after opening it. */
export function withdrawal({ Key: key, openedAt }: { Key: string; openedAt: string }): Date | null {
  const seed = `${key}:${openedAt}`;
  if (dice(`withdraws:${seed}`, 0, 7) !== 0) return null;
  return new Date(Date.parse(openedAt) + dice(`withdraws-at:${seed}`, 2, 96) * HOUR_MS);
}
