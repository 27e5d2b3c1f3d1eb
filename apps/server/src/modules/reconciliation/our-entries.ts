import { and, eq, exists, inArray, notExists } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, dictClaims, pixKeys, walletUsers } from '../../db/schema/index.js';
import type { DictEntry } from '../../integrations/dict/directory.js';

/** One of our keys as the DICT should hold it: its entry, the request that made it (null until kept), and whether a claim on it runs. */
export interface OurEntry {
  keyId: number;
  entry: DictEntry;
  requestId: string | null;
  claimed: boolean;
}

/**
 * Our active keys of a type at our participant, each as its entry at the DICT (not one whose claim
 * we confirmed: its entry has left the DICT). The API's version we
 * speak has CNPJs of digits only: a key of an alphanumeric CNPJ has no entry there, and is left out.
 */
export async function ourEntries(db: Database, keyType: DictEntry['keyType'], ourIspb: string): Promise<OurEntry[]> {
  const liveClaim = db.select({ id: dictClaims.id }).from(dictClaims).where(and(eq(dictClaims.key_id, pixKeys.id), inArray(dictClaims.status, [...pix.claims.LIVE_CLAIM_STATUSES])));
  // A key we gave up (their claim confirmed) has left the DICT, waiting for its claimer.
  const givenUp = db.select({ id: dictClaims.id }).from(dictClaims).where(and(eq(dictClaims.key_id, pixKeys.id), eq(dictClaims.role, 'donor'), eq(dictClaims.status, 'CONFIRMED')));
  const rows = await db.select({ key: pixKeys, account: bankAccounts, owner: walletUsers, claimed: exists(liveClaim) }).from(pixKeys)
    .innerJoin(bankAccounts, eq(bankAccounts.id, pixKeys.account_id)).innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id))
    .where(and(eq(pixKeys.status, 'active'), eq(pixKeys.key_type, keyType), eq(bankAccounts.ispb, ourIspb), notExists(givenUp)));
  return rows.filter((row) => /^\d+$/.test(row.owner.doc_number)).map((row) => ({
    keyId: row.key.id, requestId: row.key.dict_request_id, claimed: Boolean(row.claimed),
    entry: {
      keyType: row.key.key_type, keyValue: row.key.key_value, ispb: row.account.ispb, branch: row.account.branch, accountNumber: row.account.account_number,
      accountType: row.account.account_type, accountOpenedAt: row.account.created_at, ownerDocument: row.owner.doc_number, ownerName: row.owner.name,
    },
  }));
}
