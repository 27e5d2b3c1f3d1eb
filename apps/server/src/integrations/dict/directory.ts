import { createHash } from 'node:crypto';
import { uuidV4From } from '../../uuid-v4.js';

/**
 * The central bank's DICT (Diretório de Identificadores de Contas Transacionais), where Pix keys
 * are registered. The real client is plugged in here; the product ships with a deterministic
 * simulator, so it is complete and testable offline.
 */
export interface DictDirectory {
  /** Asks for the key's entry by the request `requestId` (`registrationRequestId`), which keys its CID. */
  registerKey(entry: DictEntry, requestId: string): Promise<DictRegistration>;
  deleteKey(entry: DictKey, reason: DictDeletionReason): Promise<void>;
}

/** Why a key leaves the DICT, in the DICT's words (API 1.8). */
export type DictDeletionReason = 'USER_REQUESTED' | 'ACCOUNT_CLOSURE' | 'BRANCH_TRANSFER' | 'RECONCILIATION' | 'FRAUD';

export interface DictEntry {
  keyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';
  /** For an EVP, a random key the DICT may replace by its own (`DictRegistration.key`). */
  keyValue: string;
  ispb: string;
  branch: string;
  accountNumber: string;
  accountType: 'CACC' | 'SVGS' | 'TRAN' | 'SLRY';
  accountOpenedAt: Date;
  ownerDocument: string;
  ownerName: string;
}

/** A key the DICT holds for us, as a deletion names it. */
export type DictKey = Pick<DictEntry, 'keyType' | 'keyValue' | 'ispb'>;

/**
 * `registered`: the key is ours now. Otherwise another participant holds the key: for someone else
 * (`claim`: an ownership claim is needed) or for the same owner (`portability`). Either claim is
 * then opened through `DictClaims`, whose answer names that participant, and our key waits for it.
 */
export type DictRegistration = { outcome: 'registered' | 'claim' | 'portability'; /** The key as the DICT holds it: an EVP is the DICT's. */ key: string };

/**
 * The request id of a registration: the same for the same key on the same account for the same
 * owner, so that a registration whose answer was lost, asked again, is the DICT's repeat of it
 * (the DICT answers it as it answered the first) and not a second entry. The entry's CID is keyed by it.
 */
export const registrationRequestId = (entry: DictEntry) =>
  uuidV4From(createHash('sha256').update([entry.ispb, entry.keyType, entry.keyValue, entry.branch, entry.accountNumber, entry.ownerDocument].join('|')).digest('hex'));
