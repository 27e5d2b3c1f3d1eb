import { cpfCheckDigits, pix } from '@wallet/contracts';
import { uuidV4From } from '../../uuid-v4.js';
import { digest, roll } from '../dice.js';
import type { Counters, DictFraud, DictKeyEntry, DictStatistics, FraudSimulation, NewMarker } from './fraud.js';

/** One key in this many is unknown to the simulated DICT. */
const UNKNOWN_ONE_IN = 8;
/** Other participants marked one key in this many, and one owner in this many. */
const KEY_MARKED_ONE_IN = 20;
const OWNER_MARKED_ONE_IN = 30;
const PARTICIPANTS = ['00000000', '00360305', '60701190', '60746948', '90400888', '18236120'];
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gisele', 'Hugo', 'Irene', 'Jorge'];
const LAST = ['Souza', 'Lima', 'Prado', 'Teles', 'Moura', 'Brito', 'Assis', 'Campos'];

const pick = <T>(items: readonly T[], text: string) => items[roll(text, items.length)]!;
const digitsOf = (text: string, count: number) => Array.from(digest(text).subarray(0, count), (byte) => String(byte % 10)).join('');

/** A key's owner at the simulated DICT: a person made from the key's hash, or the key's own document. */
function entryOf(key: string, keyType: DictKeyEntry['keyType']): DictKeyEntry {
  const nine = digitsOf(`owner:${key}`, 9);
  const ownerDocument = keyType === 'CPF' || keyType === 'CNPJ' ? key : nine + cpfCheckDigits(nine);
  const ownerName = keyType === 'CNPJ' ? `${pick(LAST, `name:${key}`)} Comércio Ltda` : `${pick(FIRST, `first:${key}`)} ${pick(LAST, `last:${key}`)}`;
  return {
    keyType, keyValue: key, ownerName, ownerDocument, ispb: pick(PARTICIPANTS, `ispb:${key}`), branch: '0001', accountNumber: digitsOf(`account:${key}`, 7),
    createdAt: new Date(Date.UTC(2022 + roll(`year:${key}`, 4), roll(`month:${key}`, 12), 1 + roll(`day:${key}`, 28))),
  };
}

/** Counters over the DICT's three windows, each wider one holding the narrower. */
function countersOf(subject: string): Counters {
  const windows = (name: string, most: number) => {
    const m6 = roll(`${name}:${subject}`, most + 1);
    const d30 = Math.min(m6, roll(`${name}-30:${subject}`, Math.max(1, Math.ceil(m6 / 2) + 1)));
    return { d3: Math.min(d30, roll(`${name}-3:${subject}`, 2)), d30, m6 };
  };
  return { settlements: windows('settlements', 400), reported_frauds: windows('reported', 3), confirmed_frauds: windows('confirmed', 1), rejected: windows('rejected', 5) };
}

/**
 * A DICT for fraud that is deterministic: every key of a valid shape exists but one in
 * UNKNOWN_ONE_IN, with an owner and counters made from its hash; other participants marked one key
 * in KEY_MARKED_ONE_IN and one owner in OWNER_MARKED_ONE_IN. Our own keys are answered from our
 * records before this is asked; the markers we hold are told to it before statistics are read.
 */
export class SimulatedDictFraud implements DictFraud {
  private ours: readonly { id: string; document: string | null; key: string | null }[] = [];
  readonly simulation: FraudSimulation = { tell: ({ markers }) => { this.ours = markers; } };

  createMarker(input: NewMarker, now: Date): Promise<{ id: string }> {
    return Promise.resolve({ id: uuidV4From(digest(`marker:${input.kind}:${input.taxId ?? input.key}:${now.toISOString()}`).toString('hex')) });
  }

  cancelMarker(): Promise<void> {
    return Promise.resolve();
  }

  /** A key the DICT has, made from its hash; one in UNKNOWN_ONE_IN it has not, and never one without a key's shape. */
  lookupKey(key: string): Promise<DictKeyEntry | null> {
    const keyType = pix.keys.pixKeyTypeOf(key);
    return Promise.resolve(keyType === null || roll(`unknown:${key}`, UNKNOWN_ONE_IN) === 0 ? null : entryOf(key, keyType));
  }

  statistics({ key, ownerDocument }: { key: string | null; ownerDocument: string }): Promise<DictStatistics> {
    const byOthers = { key: key !== null && roll(`marked:${key}`, KEY_MARKED_ONE_IN) === 0 ? 1 : 0, owner: roll(`marked-owner:${ownerDocument}`, OWNER_MARKED_ONE_IN) === 0 ? 1 : 0 };
    return Promise.resolve({
      key: countersOf(key ?? ownerDocument),
      owner: countersOf(ownerDocument),
      markers: {
        key: byOthers.key + this.ours.filter((marker) => key !== null && marker.key === key).length,
        owner: byOthers.owner + this.ours.filter((marker) => marker.document === ownerDocument).length,
      },
    });
  }
}
