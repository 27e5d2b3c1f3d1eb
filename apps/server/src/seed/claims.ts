import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import { claimNote, note } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { bankAccounts, dictClaims, pixKeyLogs, pixKeys, walletUsers } from '../db/schema/index.js';
import type { DictClaim } from '../integrations/dict/claims.js';
import { claimerWithdraws, donorAnswer } from '../integrations/dict/claims-simulator.js';
import { digest } from '../integrations/dice.js';
import { heldElsewhere } from '../integrations/dict/simulator.js';
import { uuidV4From } from '../uuid-v4.js';
import { markCancelled, markCompleted, markConfirmed, markWaiting, storeClaim, DICT_ACTOR, expireClaims, type ClaimRow } from '../modules/claims/index.js';
import type { SeedGenerator } from './generator.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OTHERS = ['60701190', '18236120', '00000000', '60746948', '90400888'];
type KeyRow = typeof pixKeys.$inferSelect;

const claimOf = (key: KeyRow, type: DictClaim['type'], sides: { claimerIspb: string; donorIspb: string }, at: Date): DictClaim => ({
  id: uuidV4From(digest(`seed-claim:${key.id}:${at.toISOString()}`).toString('hex')), type, keyType: key.key_type === 'EVP' ? 'EMAIL' : key.key_type, keyValue: key.key_value,
  ...sides, claimerDocument: '', status: 'OPEN', confirmReason: null, cancelReason: null, cancelledBy: null, createdAt: at, modifiedAt: at,
});

/**
 * Claims in every state, made through the claims' own moves. Ours: every pending key the Pix
 * generator made is our customer's claim, answered as the simulated donor answers it (some
 * completed, some refused, some still waiting), the periods that ran out acted on. Theirs: other
 * participants claim four keys of ours: a portability to answer, an ownership claim due today, a
 * portability we confirmed that the claimer took, and one we never answered that lapsed.
 */
export const demoClaims: SeedGenerator = {
  name: 'claims',
  async run({ db, now, institution, random, log }) {
    const ours = institution.ispb;
    const pending = await db.select().from(pixKeys)
      .where(and(inArray(pixKeys.status, ['pending_claim', 'pending_portability']), notExists(db.select({ id: dictClaims.id }).from(dictClaims).where(eq(dictClaims.key_id, pixKeys.id)))))
      .orderBy(asc(pixKeys.id));
    for (const key of [...pending, ...await freshClaimedKeys(db, now)]) {
      const type = key.status === 'pending_claim' ? 'OWNERSHIP' : 'PORTABILITY';
      const row = await storeClaim(db, claimOf(key, type, { claimerIspb: ours, donorIspb: random.pick(OTHERS) }, key.created_at), { keyId: key.id, role: 'claimer', note: claimNote('opened'), operator: 'operations' });
      await answerOurs(db, row, key, now, key.created_at.getTime() < now.getTime() - 3 * DAY && random.int(0, 2) > 0);
    }

    const theirs = await db.select({ key: pixKeys }).from(pixKeys).innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id))
      .where(and(eq(pixKeys.status, 'active'), eq(walletUsers.status, 'active'), inArray(pixKeys.key_type, ['EMAIL', 'PHONE'])))
      .orderBy(asc(pixKeys.id)).limit(40);
    // Keys whose simulated claimer never withdraws, so the demo's claims stay as made.
    const [toAnswer, dueToday, taken, lapsed] = theirs.map((r) => r.key).filter((k) => !claimerWithdraws(k.key_value) && k.created_at.getTime() < now.getTime() - 10 * DAY);
    if (!lapsed) return log(`claims: ${pending.length} of ours (too few keys for theirs)`);
    const received = async (key: KeyRow, type: DictClaim['type'], ago: number) => {
      const at = new Date(now.getTime() - ago);
      const row = await storeClaim(db, claimOf(key, type, { claimerIspb: random.pick(OTHERS), donorIspb: ours }, at), { keyId: key.id, role: 'donor', note: claimNote('received'), operator: DICT_ACTOR });
      return (await markWaiting(db, row, new Date(at.getTime() + 60_000)))!;
    };
    await received(toAnswer!, 'PORTABILITY', 2 * DAY);
    await received(dueToday!, 'OWNERSHIP', 7 * DAY - 4 * HOUR);
    const confirmed = await received(taken!, 'PORTABILITY', 3 * DAY);
    const confirmedAt = new Date(now.getTime() - 2 * DAY);
    const moved = await markConfirmed(db, confirmed, 'USER_REQUESTED', { at: confirmedAt, operator: 'operations', note: 'The customer asked to move the key to their new bank' });
    await markCompleted(db, moved!, { at: new Date(confirmedAt.getTime() + 1_000), operator: DICT_ACTOR, note: claimNote('claimer_completed') });
    await received(lapsed, 'PORTABILITY', 9 * DAY);
    const expired = await expireClaims(db, now);
    log(`claims: ${pending.length} of ours answered by the simulated donors, 4 on our keys, ${expired} periods lapsed`);
  },
};

/**
 * Three e-mail keys our customers asked for in the last days, held at other participants: one
 * waiting for its holder, one whose holder let the period run out (ours to complete), one just opened.
 */
async function freshClaimedKeys(db: Database, now: Date): Promise<KeyRow[]> {
  const owners = await db.select({ account_id: pixKeys.account_id, owner_id: pixKeys.owner_id }).from(pixKeys)
    .innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id))
    .where(and(eq(pixKeys.status, 'active'), eq(walletUsers.status, 'active'), eq(walletUsers.doc_type, 'CNPJ'))).orderBy(asc(pixKeys.id)).limit(3);
  // The middle one's period ran out a day ago: the DICT confirmed it, and it waits for us to complete it.
  const wanted = [['lets_lapse', 3 * DAY], ['lets_lapse', 8 * DAY], ['proves_ownership', 30 * 60_000]] as const;
  const keys: KeyRow[] = [];
  for (const [index, owner] of owners.entries()) {
    const [answer, ago] = wanted[index]!;
    const value = firstEmail(`reivindica${index}.`, answer);
    const at = new Date(now.getTime() - ago);
    keys.push(await pendingKey(db, { key_type: 'EMAIL', key_value: value, status: 'pending_claim', owner_id: owner.owner_id, account_id: owner.account_id }, at));
  }
  // And a portability of a customer's own CPF, held at another participant, asked for half an hour ago.
  const [person] = await db.select({ id: walletUsers.id, cpf: walletUsers.doc_number, account_id: bankAccounts.id }).from(walletUsers)
    .innerJoin(bankAccounts, and(eq(bankAccounts.owner_id, walletUsers.id), eq(bankAccounts.status, 'active')))
    .where(and(eq(walletUsers.status, 'active'), eq(walletUsers.doc_type, 'CPF'), notExists(db.select({ id: pixKeys.id }).from(pixKeys).where(eq(pixKeys.key_value, walletUsers.doc_number)))))
    .orderBy(asc(walletUsers.id)).limit(1);
  if (person) {
    const fields = { key_type: 'CPF', key_value: person.cpf, status: 'pending_portability', owner_id: person.id, account_id: person.account_id } as const;
    keys.push(await pendingKey(db, fields, new Date(now.getTime() - 30 * 60_000)));
  }
  return keys;
}

/** A key registered at `at` and pending its claim, with its register log. */
async function pendingKey(db: Database, fields: Pick<KeyRow, 'key_type' | 'key_value' | 'status' | 'owner_id' | 'account_id'>, at: Date): Promise<KeyRow> {
  const [key] = await db.insert(pixKeys).values({ ...fields, created_at: at, updated_at: at }).returning();
  await db.insert(pixKeyLogs).values({ key_id: key!.id, key_type: key!.key_type, action: 'register', reason: note('key.registered'), operator: 'operations', created_at: at });
  return key!;
}

const firstEmail = (tag: string, answer: ReturnType<typeof donorAnswer>) => {
  for (let i = 0; ; i++) if (heldElsewhere(`${tag}${i}@exemplo.com.br`) && donorAnswer('OWNERSHIP', `${tag}${i}@exemplo.com.br`) === answer) return `${tag}${i}@exemplo.com.br`;
};

/** The simulated donor's answer to one of our claims, as far as it got by now; a confirmed claim completed by us when `complete`. */
async function answerOurs(db: Database, row: ClaimRow, key: KeyRow, now: Date, complete: boolean) {
  const at = (hours: number) => new Date(key.created_at.getTime() + hours * HOUR);
  if (at(1) > now) return;
  const waiting = (await markWaiting(db, row, at(1)))!;
  const answer = donorAnswer(row.claim_type, key.key_value);
  if (answer === 'confirms' && at(10) <= now) {
    const confirmed = (await markConfirmed(db, waiting, 'USER_REQUESTED', { at: at(10), operator: DICT_ACTOR, note: claimNote('donor_confirmed') }))!;
    if (complete && at(12) <= now) await markCompleted(db, confirmed, { at: at(12), operator: 'operations', note: claimNote('we_completed') });
  } else if ((answer === 'refuses' || answer === 'proves_ownership') && at(30) <= now) {
    await markCancelled(db, waiting, { reason: 'DONOR_REQUEST', by: 'donor' }, { at: at(30), operator: DICT_ACTOR, note: claimNote('other_side_cancelled') });
  }
}
