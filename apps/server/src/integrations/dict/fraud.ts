/**
 * Fraud markers (marcação de fraude) at the DICT and the statistics it answers key look-ups with.
 * The institution that confirmed a fraud marks the person (CPF/CNPJ) or the key and cancels its
 * own markers. The real client is plugged in here; the product ships with a deterministic simulator.
 */
export interface DictFraud {
  createMarker(input: NewMarker, now: Date): Promise<{ id: string }>;
  cancelMarker(id: string, now: Date): Promise<void>;
  /** A key as the DICT shows it to any participant; null when the DICT has no such key. */
  lookupKey(key: string, now: Date): Promise<DictKeyEntry | null>;
  /** The fraud statistics of a key and of its owner. */
  statistics(subject: { key: string | null; ownerDocument: string }, now: Date): Promise<DictStatistics>;
  /** Only a simulator has this: it is told the markers we hold, as the real DICT would know them. */
  readonly simulation?: FraudSimulation;
}

type MarkerKind = 'APPLICATION_FRAUD' | 'MULE_ACCOUNT' | 'SCAMMER_ACCOUNT' | 'OTHER';

export type NewMarker = { kind: MarkerKind } & ({ taxId: string; key?: never } | { key: string; taxId?: never });

export interface DictKeyEntry {
  keyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';
  keyValue: string;
  ownerName: string;
  ownerDocument: string;
  ispb: string;
  branch: string;
  accountNumber: string;
  createdAt: Date;
}

interface Windows { d3: number; d30: number; m6: number }
export interface Counters { settlements: Windows; reported_frauds: Windows; confirmed_frauds: Windows; rejected: Windows }
export interface DictStatistics {
  key: Counters;
  owner: Counters;
  /** Active fraud markers, by every participant, on the key and on its owner. */
  markers: { key: number; owner: number };
}

export interface FraudSimulation {
  tell(knowledge: { markers: readonly { id: string; document: string | null; key: string | null }[] }): void;
}
