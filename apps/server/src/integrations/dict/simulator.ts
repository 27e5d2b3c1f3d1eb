import { createHash } from 'node:crypto';
import type { DictDirectory, DictEntry, DictRegistration } from './directory.js';

/**
 * A DICT that answers the same way for the same key: about one key in ten is already held at
 * another participant. A CPF or CNPJ key held elsewhere belongs to the same person (the key is
 * their document), so it goes to portability; an e-mail or phone goes to an ownership claim.
 * EVP keys are random and never held elsewhere.
 */
export class SimulatedDictDirectory implements DictDirectory {
  registerKey(entry: DictEntry): Promise<DictRegistration> {
    const key = entry.keyValue;
    if (entry.keyType === 'EVP' || !heldElsewhere(key)) return Promise.resolve({ outcome: 'registered', key });
    return Promise.resolve({ outcome: entry.keyType === 'CPF' || entry.keyType === 'CNPJ' ? 'portability' : 'claim', key });
  }

  deleteKey(): Promise<void> {
    return Promise.resolve();
  }
}

const DONORS = ['60701190', '18236120', '00000000', '60746948'];
/** The participant that holds a key held elsewhere: the donor the simulated claims name. */
export const donorOf = (keyValue: string) => DONORS[createHash('sha256').update(`donor:${keyValue}`).digest()[0]! % DONORS.length]!;

/** Whether the simulated DICT has the key at another participant: one in ten, by its hash. */
export const heldElsewhere = (keyValue: string) => createHash('sha256').update(keyValue).digest()[0]! % 10 === 0;
