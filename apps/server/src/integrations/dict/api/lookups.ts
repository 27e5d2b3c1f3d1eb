import { randomBytes } from 'node:crypto';
import type { DictKeyEntry } from '../fraud.js';
import type { DictLookups } from '../lookups.js';
import { DictProblem, type DictTransport } from './transport.js';

interface AnsweredEntry {
  Key: string; KeyType: DictKeyEntry['keyType']; CreationDate: string;
  Account: { Participant: string; Branch?: string; AccountNumber: string };
  Owner: { TaxIdNumber: string; Name: string };
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The end-to-end id a look-up names (`PI-EndToEndId`): the payment it is for, as the SPI's manual
 * makes one: `E`, our ISPB, the minute (UTC, `yyyyMMddHHmm`) and 11 characters of our own.
 */
function lookupEndToEndId(ourIspb: string, now: Date): string {
  const minute = now.toISOString().slice(0, 16).replace(/[-T:]/g, '');
  const own = [...randomBytes(11)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
  return `E${ourIspb}${minute}${own}`;
}

/** Key look-ups through the DICT's API (`getEntry`), for a payer. */
export class ApiDictLookups implements DictLookups {
  constructor(private readonly dict: DictTransport, private readonly ourIspb: string) {}

  async lookUp(key: string, payerDocument: string, now: Date): Promise<DictKeyEntry | null> {
    try {
      const answer = await this.dict.call('getEntry', {
        params: { Key: key },
        headers: { 'PI-RequestingParticipant': this.ourIspb, 'PI-PayerId': payerDocument, 'PI-EndToEndId': lookupEndToEndId(this.ourIspb, now) },
      });
      const entry = answer.Entry as unknown as AnsweredEntry;
      return {
        keyType: entry.KeyType, keyValue: entry.Key, ownerName: entry.Owner.Name, ownerDocument: entry.Owner.TaxIdNumber,
        ispb: entry.Account.Participant, branch: entry.Account.Branch ?? '', accountNumber: entry.Account.AccountNumber, createdAt: new Date(entry.CreationDate),
      };
    } catch (error) {
      if (error instanceof DictProblem && error.status === 404) return null;
      throw error;
    }
  }
}
