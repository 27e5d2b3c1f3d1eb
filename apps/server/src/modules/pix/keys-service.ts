import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { claimNote, note, pix, type Stated } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { changingEntriesOf } from '../../db/dict-entries-lock.js';
import { dictClaims, pixKeyLogs, pixKeys } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { registrationRequestId, type DictDeletionReason, type DictDirectory, type DictEntry } from '../../integrations/dict/directory.js';
import type { DictClaims } from '../../integrations/dict/claims.js';
import { askDict } from '../../integrations/dict/ask.js';
import { cancelClaim, storeClaim } from '../claims/index.js';
import { activeMarkersOn } from '../fraud/index.js';
import { loadAccount, type CloseKeys } from '../banking/index.js';
import { findUser } from '../users/index.js';
import { findKey } from './keys-queries.js';
import { insertUnique } from '../../db/unique.js';
import type { Config } from '../../config.js';
import type { Integrations } from '../../core/integrations.js';
import type { Principal } from '../../core/member.js';

interface Actor {
  actor: Principal;
  now: Date;
}

const STATUS_AFTER = { registered: 'active', claim: 'pending_claim', portability: 'pending_portability' } as const;

/** A CPF or CNPJ key is the owner's own document, nobody else's. */
function checkDocumentKey(key: pix.keys.NewPixKey, owner: { doc_type: 'CPF' | 'CNPJ'; doc_number: string }) {
  if (key.key_type !== 'CPF' && key.key_type !== 'CNPJ') return;
  if (owner.doc_type !== key.key_type || owner.doc_number !== key.key_value) {
    throw refusalError(400, key.key_type === 'CPF' ? 'pix_key.not_owners_cpf' : 'pix_key.not_owners_cnpj');
  }
}

/**
 * Registers a key at the DICT for an active account, within the account's cap. The account row is
 * locked, so two registrations on one account count each other.
 */
/** The DICT as key changes reach it: its directory of keys, its claims, and who we are there. */
export interface DictServices {
  directory: DictDirectory;
  claims: DictClaims;
  ourIspb: string;
}

/** The DICT of the app's integrations, as key changes reach it. */
export const dictServices = (integrations: Pick<Integrations, 'dict' | 'claims'>, config: Pick<Config, 'institution'>): DictServices =>
  ({ directory: integrations.dict, claims: integrations.claims, ourIspb: config.institution.ispb });

export async function registerKey(db: Database, dict: DictServices, key: pix.keys.NewPixKey, input: Actor) {
  const account = await loadAccount(db, key.account_id, { forUpdate: true });
  if (account.status !== 'active') throw refusalError(409, 'pix_key.account_inactive', { account: account.account_number });
  const owner = await findUser(db, account.owner_id);
  if (owner.status === 'blocked') throw refusalError(409, 'pix_key.owner_blocked', { owner: owner.name });
  checkDocumentKey(key, owner);
  // A person we marked for fraud registers no key and starts no claim (Res. BCB 501/2025).
  const [marker] = await activeMarkersOn(db, { document: owner.doc_number });
  if (marker) throw refusalError(409, 'pix_key.owner_marked', { owner: owner.name, kind: marker.kind });

  const cap = pix.keys.KEYS_PER_ACCOUNT[owner.doc_type];
  const [held] = await db.select({ n: count() }).from(pixKeys).where(and(eq(pixKeys.account_id, account.id), ne(pixKeys.status, 'deleted')));
  if ((held?.n ?? 0) >= cap) {
    throw refusalError(409, owner.doc_type === 'CPF' ? 'pix_key.cap_natural_person' : 'pix_key.cap_legal_person', { account: account.account_number, cap });
  }
  const keyValue = key.key_type === 'EVP' ? randomUUID() : key.key_value;
  const [taken] = await db.select().from(pixKeys).where(and(eq(pixKeys.key_value, keyValue), ne(pixKeys.status, 'deleted')));
  if (taken) throw refusalError(409, 'pix_key.taken', { key: keyValue, id: String(taken.id) });

  const entry: DictEntry = {
    keyType: key.key_type, keyValue, ispb: account.ispb, branch: account.branch, accountNumber: account.account_number, accountType: account.account_type,
    accountOpenedAt: account.created_at, ownerDocument: owner.doc_number, ownerName: owner.name,
  };
  const requestId = registrationRequestId(entry);
  await changingEntriesOf(db, key.key_type);
  const registration = await askDict('pix_key.dict_refused', () => dict.directory.registerKey(entry, requestId));
  const made = registration.outcome === 'registered';
  const [created] = await insertUnique(() => db
    .insert(pixKeys)
    .values({
      key_type: key.key_type, key_value: registration.key, status: STATUS_AFTER[registration.outcome], owner_id: owner.id, account_id: account.id,
      dict_request_id: made ? requestId : null, created_at: input.now, updated_at: input.now,
    })
    .returning(), () => refusalError(409, 'pix_key.taken_meanwhile', { key: registration.key }));
  await db.insert(pixKeyLogs).values({ key_id: created!.id, key_type: created!.key_type, action: 'register', reason: note('key.registered'), operator: input.actor.username, created_at: input.now });
  if (registration.outcome !== 'registered' && key.key_type !== 'EVP') {
    const claim = await askDict('claim.dict_refused', () => dict.claims.open({
      type: registration.outcome === 'claim' ? 'OWNERSHIP' : 'PORTABILITY', keyType: key.key_type, keyValue, claimerIspb: dict.ourIspb, claimerDocument: owner.doc_number,
      claimerAccount: { branch: account.branch, accountNumber: account.account_number, accountType: account.account_type, openedAt: account.created_at }, claimerName: owner.name,
    }, input.now));
    await storeClaim(db, claim, { keyId: created!.id, role: 'claimer', note: claimNote('opened'), operator: input.actor.username });
  }
  return findKey(db, created!.id);
}

/**
 * Deletes a key at the DICT and here, with the reason; a deleted key cannot be deleted again. A key
 * another participant claims waits for the claim's end; deleting a key we were claiming withdraws
 * our claim (the key never was ours at the DICT).
 */
export async function deleteKey(db: Database, dict: DictServices, input: Actor & { id: number; reason: Stated; dictReason?: DictDeletionReason }) {
  const [key] = await db.select().from(pixKeys).where(eq(pixKeys.id, input.id)).for('update');
  if (!key) throw notFound('pix_key', input.id);
  if (key.status === 'deleted') throw refusalError(409, 'pix_key.already_deleted', { key: key.key_value });
  const [running] = await db.select().from(dictClaims).where(and(eq(dictClaims.key_id, key.id), inArray(dictClaims.status, [...pix.claims.LIVE_CLAIM_STATUSES])));
  if (running?.role === 'donor') throw refusalError(409, 'pix_key.claim_running', { key: key.key_value, claim: running.dict_id });
  const before = await findKey(db, key.id);
  if (running) {
    const reason = input.dictReason === 'ACCOUNT_CLOSURE' ? 'ACCOUNT_CLOSURE' : 'CLAIMER_REQUEST';
    await cancelClaim(db, { id: running.id, reason, note: claimNote('withdrawn_by_deletion'), actor: input.actor, now: input.now, ourIspb: dict.ourIspb, claims: dict.claims });
  } else {
    await changingEntriesOf(db, key.key_type);
    await askDict('pix_key.dict_refused', () => dict.directory.deleteKey({ keyType: key.key_type, keyValue: key.key_value, ispb: before.ispb }, input.dictReason ?? 'USER_REQUESTED'));
  }
  await db.update(pixKeys).set({ status: 'deleted', deleted_reason: input.reason, updated_at: input.now }).where(eq(pixKeys.id, key.id));
  await db.insert(pixKeyLogs).values({ key_id: key.id, key_type: key.key_type, action: 'delete', reason: input.reason, operator: input.actor.username, created_at: input.now });
  return { before, after: await findKey(db, key.id) };
}

/** The keys of an account that closes, deleted at the call's DICT for the account's closure (banking's deactivation). */
export const keysOfClosingAccount = (integrations: Pick<Integrations, 'dict' | 'claims'>, config: Pick<Config, 'institution'>): CloseKeys => (db, closing) =>
  deleteKeysOfAccount(db, dictServices(integrations, config), { ...closing, reason: note('key.account_closed'), dictReason: 'ACCOUNT_CLOSURE' });

/** Deletes every key an account still has at the DICT, for the reason given (an account closing). */
async function deleteKeysOfAccount(db: Database, dict: DictServices, input: Actor & { accountId: number; reason: Stated; dictReason: DictDeletionReason }) {
  const keys = await db.select({ id: pixKeys.id }).from(pixKeys).where(and(eq(pixKeys.account_id, input.accountId), ne(pixKeys.status, 'deleted'))).orderBy(pixKeys.id);
  for (const key of keys) await deleteKey(db, dict, { ...input, id: key.id });
  return keys.length;
}
