import { createHmac } from 'node:crypto';

// Reconciliation as the DICT's API defines it ("Reconciliação"): each entry has a content
// identifier (CID), an HMAC-SHA-256 of its essential attributes keyed by the 16 bytes of the
// RequestId that created it; a key type's sync verifier (VSync) is the XOR of its entries' CIDs.

/** An entry's essential attributes, as the CID takes them. */
export interface EntryAttributes {
  keyType: string;
  key: string;
  ownerTaxIdNumber: string;
  ownerName: string;
  ownerTradeName?: string | undefined;
  participant: string;
  branch?: string | undefined;
  accountNumber: string;
  accountType: string;
}

/** The 16 bytes of a RequestId (a UUID). */
const requestIdBytes = (requestId: string) => Buffer.from(requestId.replaceAll('-', ''), 'hex');

/** An entry's CID, in lower-case hexadecimal. */
export function contentIdentifier(entry: EntryAttributes, requestId: string | Buffer): string {
  const attributes = [entry.keyType, entry.key, entry.ownerTaxIdNumber, entry.ownerName, entry.ownerTradeName ?? '', entry.participant, entry.branch ?? '', entry.accountNumber, entry.accountType].join('&');
  return createHmac('sha256', typeof requestId === 'string' ? requestIdBytes(requestId) : requestId).update(attributes, 'utf8').digest('hex');
}

/** The sync verifier of a set of CIDs: their XOR, 64 zeros for none. */
export function syncVerifier(cids: Iterable<string>): string {
  const verifier = Buffer.alloc(32);
  for (const cid of cids) {
    const bytes = Buffer.from(cid, 'hex');
    for (let index = 0; index < verifier.length; index += 1) verifier[index]! ^= bytes[index]!;
  }
  return verifier.toString('hex');
}
