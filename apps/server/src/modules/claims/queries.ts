import { and, asc, count, desc, eq, ilike, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { ALL, pix } from '@wallet/contracts';
import { union } from 'drizzle-orm/pg-core';
import type { z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, dictClaims, ispbParticipants, pixKeyLogs, pixKeys, walletUsers } from '../../db/schema/index.js';
import { counted, deadlineConditions, likePattern, optionFilter } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { notFound } from '../../core/errors.js';
import type { ClaimRow } from './store.js';

type ListBody = z.output<typeof pix.claims.list.body>;

const columns = {
  claim: dictClaims, key_type: pixKeys.key_type, key_value: pixKeys.key_value, owner_id: pixKeys.owner_id, owner_name: walletUsers.name, owner_kind: walletUsers.kind,
  account_id: pixKeys.account_id, account_number: bankAccounts.account_number, counterparty_name: ispbParticipants.name,
};
type Joined = Omit<pix.claims.Claim, keyof ClaimRow | 'counterparty_name'> & { claim: ClaimRow; counterparty_name: string | null };

const withNames = (db: Database) => db.select(columns).from(dictClaims)
  .innerJoin(pixKeys, eq(pixKeys.id, dictClaims.key_id))
  .innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id))
  .innerJoin(bankAccounts, eq(bankAccounts.id, pixKeys.account_id))
  .leftJoin(ispbParticipants, eq(ispbParticipants.ispb, dictClaims.counterparty_ispb));

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Field by field, as `toPixKey` (a spread row with its times replaced costs V8 several times more). */
function toClaim({ claim, ...names }: Joined): pix.claims.Claim {
  return {
    id: claim.id,
    dict_id: claim.dict_id,
    claim_type: claim.claim_type,
    role: claim.role,
    status: claim.status,
    key_id: claim.key_id,
    key_type: names.key_type,
    key_value: names.key_value,
    owner_id: names.owner_id,
    owner_name: names.owner_name,
    owner_kind: names.owner_kind,
    account_id: names.account_id,
    account_number: names.account_number,
    counterparty_ispb: claim.counterparty_ispb,
    counterparty_name: names.counterparty_name,
    opened_at: claim.opened_at.toISOString(),
    resolution_period_end: claim.resolution_period_end.toISOString(),
    completion_period_end: iso(claim.completion_period_end),
    next_deadline_at: iso(claim.next_deadline_at),
    confirm_reason: claim.confirm_reason,
    cancel_reason: claim.cancel_reason,
    cancelled_by: claim.cancelled_by,
    updated_at: claim.updated_at.toISOString(),
    closed_at: iso(claim.closed_at),
  };
}

export async function findClaim(db: Database, id: number): Promise<pix.claims.Claim> {
  const [row] = await withNames(db).where(eq(dictClaims.id, id));
  if (!row) throw notFound('claim', id);
  return toClaim(row);
}

/**
 * The live claims: those still waiting on a deadline. `dict_claims_deadline_check` holds a deadline
 * on every live claim and on no ended one, so the inbox index, which starts with the deadline,
 * finds them.
 */
const isLive = isNotNull(dictClaims.next_deadline_at);
const toAnswer = and(eq(dictClaims.role, 'donor'), inArray(dictClaims.status, ['OPEN', 'WAITING_RESOLUTION']));

/**
 * The claims whose key holds the text, or whose key's owner's name does: the keys and the owners
 * are found by their trigram indexes, then the claims by their key. A text few hold costs 0.3 ms
 * however many claims there are; joined claim by claim, the 190 000 Pix keys were read whole for
 * each search (51 ms). A name many customers share costs more this way (8 653 owners named "silva":
 * 80 ms against 47), as their keys are many.
 */
function keywordCondition(db: Database, keyword: string): SQL {
  const pattern = likePattern(keyword);
  const keysHolding = db.select({ id: pixKeys.id }).from(pixKeys).where(ilike(pixKeys.key_value, pattern));
  const keysOfOwnersNamed = db.select({ id: pixKeys.id }).from(pixKeys).innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id)).where(ilike(walletUsers.name, pattern));
  return inArray(dictClaims.key_id, union(keysHolding, keysOfOwnersNamed));
}

/**
 * The claims on a customer's keys: a key of theirs another participant claims, and a key they
 * claim from elsewhere (ours, pending, until it moves). Their keys by the owner index, then the
 * claims by key.
 */
function keysOfOwner(db: Database, ownerId: number): SQL {
  return inArray(dictClaims.key_id, db.select({ id: pixKeys.id }).from(pixKeys).where(eq(pixKeys.owner_id, ownerId)));
}

function conditions(db: Database, body: ListBody, now: Date): SQL | undefined {
  const due = body.due === ALL ? undefined : deadlineConditions(dictClaims.next_deadline_at, now)[body.due];
  const keyword = body.keyword ? keywordCondition(db, body.keyword) : undefined;
  const owner = body.owner_id ? keysOfOwner(db, body.owner_id) : undefined;
  return and(optionFilter(dictClaims.status, body.status), optionFilter(dictClaims.role, body.role), optionFilter(dictClaims.claim_type, body.claim_type), due, keyword, owner);
}

/** Live claims first, soonest deadline first; then the ended ones (no deadline), newest first: the order of `dict_claims_inbox_idx`. */
const inboxOrder = [asc(dictClaims.next_deadline_at), desc(dictClaims.opened_at), desc(dictClaims.id)];

/** The page's claims with their names, in the inbox's order. */
const claimsOfPage = rowsOfPage(inboxOrder, (db, ids) => withNames(db).where(eq(dictClaims.id, ids)));

/**
 * The inbox's page, with the inbox's counts. The page's claims are chosen from the claims alone,
 * in the inbox index's order, and only they are joined to their keys, owners and accounts: joined
 * first, every claim was (PostgreSQL read the 190 000 Pix keys whole to sort 7 000 claims: 45 ms).
 * The counts read the live claims only.
 */
export async function listClaims(db: Database, body: ListBody, now: Date) {
  const where = conditions(db, body, now);
  const matching = () => db.select({ id: dictClaims.id }).from(dictClaims).where(where).$dynamic();
  const due = deadlineConditions(dictClaims.next_deadline_at, now);
  const [rows, matched, [counts]] = await Promise.all([
    claimsOfPage(db, matching(), body),
    countUpToCap(db, matching()),
    db.select({ live: count(), to_answer: counted(toAnswer), due_today: counted(due.due_today), overdue: counted(due.overdue) }).from(dictClaims).where(isLive),
  ]);
  return { ...pageAnswer(rows.map(toClaim), matched, body), counts: counts! };
}

/** One claim with its key's whole history, newest first. */
export async function claimDetail(db: Database, id: number) {
  const claim = await findClaim(db, id);
  const logs = await db.select().from(pixKeyLogs).where(eq(pixKeyLogs.key_id, claim.key_id)).orderBy(desc(pixKeyLogs.created_at), desc(pixKeyLogs.id));
  const key = { key_type: claim.key_type, key_value: claim.key_value, account_number: claim.account_number, owner_name: claim.owner_name };
  return { claim, logs: logs.map((log) => ({ ...log, ...key, created_at: log.created_at.toISOString() })) };
}
