import { createHash } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { bankAccounts, dictClaims, infractionTasks, pixKeys, walletUsers } from '../db/schema/index.js';
import { extendedReportOf } from '../integrations/dict/api/infraction-reports.js';
import { reportOf } from '../modules/infractions/index.js';
import { accountMessage, ownerMessage } from '../integrations/dict/api/messages.js';
import type { DictHoldings } from '../integrations/dict/api/simulator-doors.js';

/** A digit string of `length` from a digest of `seed`, for the other side's made-up account and person. */
const digits = (seed: string, length: number) => BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 15)}`).toString().padStart(length, '0').slice(-length);

/**
 * What the DICT holds of the demo's past, as its API's schemas have it: the entries of our active
 * keys, the claims still running (ours on keys held elsewhere, and theirs on our keys), and every
 * infraction report (a closed one, too, keeps its transaction from another). The
 * demo's history is made before a DICT simulator knows it; this is what the simulator is told.
 */
export async function dictHoldingsOf(db: Database, ourIspb: string): Promise<DictHoldings> {
  const keyed = db.select({ key: pixKeys, account: bankAccounts, owner: walletUsers }).from(pixKeys)
    .innerJoin(bankAccounts, eq(bankAccounts.id, pixKeys.account_id)).innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id));
  const account = (row: { account: typeof bankAccounts.$inferSelect }) => accountMessage({
    ispb: row.account.ispb, branch: row.account.branch, accountNumber: row.account.account_number, accountType: row.account.account_type, openedAt: row.account.created_at,
  });
  const active = await keyed.where(and(eq(pixKeys.status, 'active'), eq(bankAccounts.ispb, ourIspb)));
  const running = await db.select({ claim: dictClaims, key: pixKeys, account: bankAccounts, owner: walletUsers }).from(dictClaims)
    .innerJoin(pixKeys, eq(pixKeys.id, dictClaims.key_id)).innerJoin(bankAccounts, eq(bankAccounts.id, pixKeys.account_id)).innerJoin(walletUsers, eq(walletUsers.id, pixKeys.owner_id))
    .where(and(inArray(dictClaims.status, [...pix.claims.LIVE_CLAIM_STATUSES]), ne(pixKeys.key_type, 'EVP')));
  // A key we gave up (their claim confirmed) has left the DICT, waiting for its claimer.
  const givenUp = new Set(running.filter(({ claim }) => claim.role === 'donor' && claim.status === 'CONFIRMED').map(({ key }) => key.id));
  // The API's version we speak (1.8) has CNPJs of digits only: a company's alphanumeric CNPJ (from
  // July 2026) has no entry there, as its registration is refused before it is sent.
  const carried = (row: { owner: { doc_number: string } }) => /^\d+$/.test(row.owner.doc_number);
  const entries = active.filter((row) => !givenUp.has(row.key.id) && carried(row)).map((row) => ({
    Key: row.key.key_value, KeyType: row.key.key_type, Account: account(row), Owner: ownerMessage(row.owner.doc_number, row.owner.name),
    CreationDate: row.key.created_at.toISOString(), KeyOwnershipDate: row.key.created_at.toISOString(),
    // Not of the API's entry: the request that made it, which keys its CID (the simulator's door takes it).
    ...(row.key.dict_request_id && { RequestId: row.key.dict_request_id }),
  }));
  const claims = running.filter(carried).map(({ claim, ...row }) => {
    const ours = claim.role === 'claimer';
    // Their claim on our key: their customer's account, and their person unless it is a portability (our owner's).
    const theirAccount = { Participant: claim.counterparty_ispb, Branch: '0001', AccountNumber: digits(`account:${claim.dict_id}`, 10), AccountType: 'CACC', OpeningDate: claim.opened_at.toISOString() };
    const theirPerson = claim.claim_type === 'PORTABILITY' ? ownerMessage(row.owner.doc_number, row.owner.name) : ownerMessage(digits(`person:${claim.dict_id}`, 11), 'Reivindicante em outro participante');
    return {
      Type: claim.claim_type, Key: row.key.key_value, KeyType: row.key.key_type,
      ClaimerAccount: ours ? account(row) : theirAccount, Claimer: ours ? ownerMessage(row.owner.doc_number, row.owner.name) : theirPerson,
      DonorParticipant: ours ? claim.counterparty_ispb : ourIspb, Id: claim.dict_id, Status: claim.status,
      ResolutionPeriodEnd: claim.resolution_period_end.toISOString(), ...(claim.completion_period_end && { CompletionPeriodEnd: claim.completion_period_end.toISOString() }),
      LastModified: claim.updated_at.toISOString(), ...(claim.confirm_reason && { ConfirmReason: claim.confirm_reason }),
    };
  });
  const reports = await db.select().from(infractionTasks);
  return { entries, claims, infractionReports: reports.map((row) => extendedReportOf(reportOf(row, ourIspb))) };
}
