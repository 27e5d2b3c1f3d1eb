import { and, eq, ne } from 'drizzle-orm';
import { cnpjCheckDigits, isValidCnpj, isValidCpf, normaliseDocument, normalisePhone, pix } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, ispbParticipants, pixKeys, walletUsers } from '../../db/schema/index.js';
import { refusalError } from '../../core/errors.js';
import type { DictFraud, DictKeyEntry } from '../../integrations/dict/fraud.js';
import type { DictLookups } from '../../integrations/dict/lookups.js';
import { askDict } from '../../integrations/dict/ask.js';
import { findUser } from '../users/index.js';
import { markersOfCustomer } from './queries.js';
import { tellMarkers } from './markers.js';

/** Our live key as the DICT holds it, or null. */
async function ourEntry(db: Database, key: string): Promise<(DictKeyEntry & { id: number }) | null> {
  const [row] = await db.select({ key: pixKeys, owner: walletUsers, account: bankAccounts }).from(pixKeys)
    .innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id)).innerJoin(bankAccounts, eq(bankAccounts.id, pixKeys.account_id))
    .where(and(eq(pixKeys.key_value, key), ne(pixKeys.status, 'deleted')));
  if (!row) return null;
  return {
    id: row.key.id, keyType: row.key.key_type, keyValue: row.key.key_value, ownerName: row.owner.name, ownerDocument: row.owner.doc_number,
    ispb: row.account.ispb, branch: row.account.branch, accountNumber: row.account.account_number, createdAt: row.key.created_at,
  };
}

/** A key as the DICT stores it, from what an operator typed: e-mails and EVPs in lower case, phones in E.164, documents bare. */
function canonicalKey(typed: string): string {
  if (typed.includes('@')) return typed.toLowerCase();
  if (/^\+[\d\s\-()]+$/.test(typed)) return normalisePhone(typed);
  if (/^[\d.\-/\sA-Za-z]+$/.test(typed) && [11, 14].includes(normaliseDocument(typed).length)) return normaliseDocument(typed);
  return typed.toLowerCase();
}

/** Our head office's CNPJ: the ISPB is its root, the head office `0001`. */
const headOfficeCnpj = (ispb: string) => `${ispb}0001${cnpjCheckDigits(`${ispb}0001`)}`;

/** The payer a look-up is counted against: the CPF or CNPJ given (else a 400), or the institution's own. */
function payerOf(typed: string | undefined, ourIspb: string): string {
  if (!typed) return headOfficeCnpj(ourIspb);
  const document = normaliseDocument(typed);
  if (!(document.length === 11 ? isValidCpf(document) : /^\d{14}$/.test(document) && isValidCnpj(document))) {
    throw refusalError(400, 'input.invalid_field', { field: 'payer_document', problem: pix.fraud.NOT_A_PAYER_DOCUMENT });
  }
  return document;
}

/**
 * A key as the DICT shows it to any participant: ours from our records, any other from the DICT;
 * with the DICT's fraud statistics of the key and its owner.
 */
export async function lookupKey(db: Database, dict: { fraud: DictFraud; lookups: DictLookups; ourIspb: string }, asked: pix.fraud.LookupBody, now: Date): Promise<pix.fraud.KeyLookup> {
  const { fraud } = dict;
  const key = canonicalKey(asked.key);
  if (pix.keys.pixKeyTypeOf(key) === null) throw refusalError(400, 'input.invalid_field', { field: 'key', problem: pix.keys.NOT_A_PIX_KEY });
  const payer = payerOf(asked.payer_document, dict.ourIspb);
  const entry: (DictKeyEntry & { id?: number }) | null = (await ourEntry(db, key)) ?? (await askDict('pix_key.dict_refused', () => dict.lookups.lookUp(key, payer, now)));
  if (!entry) throw refusalError(404, 'pix_key.not_at_dict', { key });
  await tellMarkers(db, fraud);
  const statistics = await fraud.statistics({ key: entry.keyValue, ownerDocument: entry.ownerDocument }, now);
  const [institution] = await db.select({ name: ispbParticipants.name }).from(ispbParticipants).where(eq(ispbParticipants.ispb, entry.ispb));
  return {
    key_type: entry.keyType, key_value: entry.keyValue, owner_name: entry.ownerName, owner_document: pix.fraud.maskDocument(entry.ownerDocument),
    owner_type: entry.ownerDocument.length === 11 ? 'NATURAL_PERSON' : 'LEGAL_PERSON', ispb: entry.ispb, institution_name: institution?.name ?? null,
    branch: entry.branch, account_number: entry.accountNumber, key_created_at: entry.createdAt.toISOString(), ours: entry.id !== undefined, key_id: entry.id ?? null, statistics,
  };
}

/** A customer's fraud picture: our markers on them, and the DICT's statistics of each live key of theirs. */
export async function customerFraud(db: Database, fraud: DictFraud, userId: number, now: Date) {
  const user = await findUser(db, userId);
  const [markers, keys] = await Promise.all([
    markersOfCustomer(db, user),
    db.select().from(pixKeys).where(and(eq(pixKeys.owner_id, userId), ne(pixKeys.status, 'deleted'))).orderBy(pixKeys.id),
  ]);
  await tellMarkers(db, fraud);
  const withStatistics = [];
  for (const key of keys) {
    const statistics = await fraud.statistics({ key: key.key_value, ownerDocument: user.doc_number }, now);
    withStatistics.push({ key_id: key.id, key_type: key.key_type, key_value: key.key_value, statistics });
  }
  return { markers, keys: withStatistics };
}
