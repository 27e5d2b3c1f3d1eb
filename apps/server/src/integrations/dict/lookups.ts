import type { DictFraud, DictKeyEntry } from './fraud.js';

/**
 * Key look-ups at the DICT (`getEntry`): a key's entry as the DICT shows it to a payer about to pay
 * it. Each look-up takes tokens from the payer's anti-scan bucket and ours; a key the DICT does not
 * have costs more, so a person trying keys at random is soon refused (429).
 */
export interface DictLookups {
  /** The key's entry for a payment by `payerDocument` (a CPF or CNPJ); null when the DICT has no such key. */
  lookUp(key: string, payerDocument: string, now: Date): Promise<DictKeyEntry | null>;
}

/** The look-ups of the DICT simulated in this process: its fraud simulator's keys, with no buckets. */
export class SimulatedDictLookups implements DictLookups {
  constructor(private readonly fraud: DictFraud) {}

  lookUp(key: string, _payerDocument: string, now: Date): Promise<DictKeyEntry | null> {
    return this.fraud.lookupKey(key, now);
  }
}
