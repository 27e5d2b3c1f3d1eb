import { contentIdentifier } from '@wallet/dict-api';
import type { DictEntry, DictKey } from './directory.js';

/**
 * The reconciliation with the DICT (its API's "Reconciliação"): each entry has a content identifier
 * (CID) keyed by the request that made it, and a key type's sync verifier (VSync) is the XOR of its
 * CIDs. We compare ours with the DICT's; when they differ, the DICT's CID set file says which
 * entries differ, and each is fixed with the reason `RECONCILIATION`.
 */
export interface DictReconciliation {
  /** Whether the DICT's VSync of our entries of a key type is `verifier`. */
  verify(keyType: DictEntry['keyType'], verifier: string): Promise<'OK' | 'NOK'>;
  /** The CIDs of our entries of a key type, as the DICT holds them now. */
  cidSet(keyType: DictEntry['keyType']): Promise<Set<string>>;
  /** The entry of ours the DICT holds with this CID, and the request that made it; null when it holds none. */
  entryByCid(cid: string): Promise<{ entry: DictEntry; requestId: string } | null>;
  /** An entry made by the request `requestId`, for a key the DICT did not hold. */
  create(entry: DictEntry, requestId: string): Promise<void>;
  /** The account and owner of our entry of a key, as we hold them. */
  update(entry: DictEntry): Promise<void>;
  /** An entry of ours the DICT held and we do not. */
  remove(key: DictKey): Promise<void>;
}

/** An entry's CID as the API defines it: its essential attributes, keyed by the request that made it. */
export const cidOf = (entry: DictEntry, requestId: string) => contentIdentifier({
  keyType: entry.keyType, key: entry.keyValue, ownerTaxIdNumber: entry.ownerDocument, ownerName: entry.ownerName,
  participant: entry.ispb, branch: entry.branch, accountNumber: entry.accountNumber, accountType: entry.accountType,
}, requestId);
