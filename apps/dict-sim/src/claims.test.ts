import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Message } from '@wallet/dict-api';
import { issueCertificate, type Signer } from '@wallet/pki';
import { policiesOf } from './buckets.js';
import { PLAYED } from './directory.js';
import { claimOnEntry, withdrawal } from './played-claimers.js';
import { answerReader, callAs, emailKey, signed, startTestSimulator, testCertificates } from './test-support.js';

const certificates = testCertificates();
const claimer = { ispb: '12345678', signer: certificates.participant };
const donor = { ispb: '87654321', signer: issueCertificate(certificates.authority, { name: '87654321' }) };
type Participant = typeof claimer;
const DAY_MS = 86_400_000;

let clock = new Date('2026-03-02T12:00:00Z');
let simulator: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => { simulator = await startTestSimulator(certificates, { now: () => clock }); });
afterAll(() => simulator.close());
const { answered, problemOf } = answerReader(certificates.authority.certificate);

const ANA = { Type: 'NATURAL_PERSON', TaxIdNumber: '11122233300', Name: 'Ana Souza' };
const BRUNO = { Type: 'NATURAL_PERSON', TaxIdNumber: '99988877766', Name: 'Bruno Lima' };
const accountAt = (participant: Participant) => ({ Participant: participant.ispb, Branch: '0001', AccountNumber: randomUUID().replace(/\D/g, '').slice(0, 10).padEnd(10, '0'), AccountType: 'CACC', OpeningDate: '2010-01-10T03:00:00Z' });

const send = (as: Signer, path: string, schema: string, message: Message) => callAs(as, certificates.authority.certificate, 'POST', `${simulator.url}${path}`, signed(schema, message, as));
const get = (as: Participant, path: string) => callAs(as.signer, certificates.authority.certificate, 'GET', `${simulator.url}${path}`, undefined, { 'PI-RequestingParticipant': as.ispb });

/** An e-mail key held at `at` for `owner`, made there by a `createEntry`. */
async function keyHeld(at: Participant, owner: typeof ANA): Promise<string> {
  const key = emailKey(false);
  const reply = await send(at.signer, '/entries/', 'CreateEntryRequest', {
    Entry: { Key: key, KeyType: 'EMAIL', Account: accountAt(at), Owner: owner }, Reason: 'USER_REQUESTED', RequestId: randomUUID(),
  });
  expect(reply.status).toBe(201);
  return key;
}

const openClaim = (type: string, key: string, owner: typeof ANA) => send(claimer.signer, '/claims/', 'CreateClaimRequest', {
  Claim: { Type: type, Key: key, KeyType: 'EMAIL', ClaimerAccount: accountAt(claimer), Claimer: owner },
});
/** An operation on a claim (`acknowledge`, `confirm`, `cancel`, `complete`) by a participant, its body the operation's request. */
const operate = (as: Participant, claimId: string, operation: string, fields: Message = {}) => {
  const schema = `${operation[0]!.toUpperCase()}${operation.slice(1)}ClaimRequest`;
  return send(as.signer, `/claims/${claimId}/${operation}`, schema, { ClaimId: claimId, Participant: as.ispb, ...fields });
};
const claimOf = (reply: Awaited<ReturnType<typeof send>>, schema: string) => answered(reply, schema).Claim as Message;

/** A claim opened by the claimer and received by the donor, waiting for its resolution. */
async function waitingClaim(type: string, owner: typeof ANA): Promise<{ key: string; id: string }> {
  const key = await keyHeld(donor, type === 'PORTABILITY' ? owner : BRUNO);
  const opened = await openClaim(type, key, owner);
  expect(opened.status).toBe(201);
  const id = String(claimOf(opened, 'CreateClaimResponse').Id);
  expect(claimOf(await operate(donor, id, 'acknowledge'), 'AcknowledgeClaimResponse').Status).toBe('WAITING_RESOLUTION');
  return { key, id };
}

describe('the DICT simulator\'s claims', () => {
  it('walks a portability between two participants to its completion: the key\'s entry ends at the claimer', async () => {
    const key = await keyHeld(donor, ANA);
    const opened = await openClaim('PORTABILITY', key, ANA);
    expect(opened.status).toBe(201);
    const claim = claimOf(opened, 'CreateClaimResponse');
    expect(claim).toMatchObject({ Type: 'PORTABILITY', Key: key, Status: 'OPEN', DonorParticipant: donor.ispb, ResolutionPeriodEnd: new Date(clock.getTime() + 7 * DAY_MS).toISOString() });
    const id = String(claim.Id);
    expect(claimOf(await operate(donor, id, 'acknowledge'), 'AcknowledgeClaimResponse').Status).toBe('WAITING_RESOLUTION');
    const confirmed = await operate(donor, id, 'confirm', { Reason: 'USER_REQUESTED' });
    expect(claimOf(confirmed, 'ConfirmClaimResponse')).toMatchObject({ Status: 'CONFIRMED', ConfirmReason: 'USER_REQUESTED' });
    expect(simulator.directory.entry(key)).toBeUndefined();
    const requestId = randomUUID();
    const completed = await operate(claimer, id, 'complete', { RequestId: requestId });
    expect(completed.status).toBe(200);
    expect(answered(completed, 'CompleteClaimResponse')).toMatchObject({ Claim: { Status: 'COMPLETED' }, EntryCreationDate: clock.toISOString() });
    expect(simulator.directory.entry(key)).toMatchObject({ Account: { Participant: claimer.ispb }, Owner: { TaxIdNumber: ANA.TaxIdNumber }, requestId });
    expect((await operate(claimer, id, 'complete', { RequestId: requestId })).status).toBe(200);
    expect(claimOf(await get(donor, `/claims/${id}`), 'GetClaimResponse').Status).toBe('COMPLETED');
  });

  it('refuses a donor\'s confirmation of an ownership claim by default before its resolution period ends', async () => {
    const { key, id } = await waitingClaim('OWNERSHIP', ANA);
    const early = await operate(donor, id, 'confirm', { Reason: 'DEFAULT_OPERATION' });
    expect([early.status, problemOf(early)]).toEqual([400, 'ClaimResolutionPeriodNotEnded']);
    expect(simulator.directory.entry(key)?.Owner.TaxIdNumber).toBe(BRUNO.TaxIdNumber);
    clock = new Date(clock.getTime() + 7 * DAY_MS);
    expect(claimOf(await operate(donor, id, 'confirm', { Reason: 'DEFAULT_OPERATION' }), 'ConfirmClaimResponse').Status).toBe('CONFIRMED');
    expect(claimOf(await operate(claimer, id, 'complete', { RequestId: randomUUID() }), 'CompleteClaimResponse').Status).toBe('COMPLETED');
    expect(simulator.directory.entry(key)?.Owner.TaxIdNumber).toBe(ANA.TaxIdNumber);
  });

  it('takes one live claim a key: another is ClaimAlreadyExistsForKey, its entry shows when it was opened and is not deleted, until the first is cancelled', async () => {
    const { key, id } = await waitingClaim('PORTABILITY', ANA);
    const again = await openClaim('PORTABILITY', key, ANA);
    expect([again.status, problemOf(again)]).toEqual([400, 'ClaimAlreadyExistsForKey']);
    const lookedUp = await callAs(claimer.signer, certificates.authority.certificate, 'GET', `${simulator.url}/entries/${encodeURIComponent(key)}`, undefined, {
      'PI-RequestingParticipant': claimer.ispb, 'PI-PayerId': BRUNO.TaxIdNumber, 'PI-EndToEndId': `E${claimer.ispb}${Date.now()}`,
    });
    expect((answered(lookedUp, 'GetEntryResponse').Entry as Message).OpenClaimCreationDate).toBe(clock.toISOString());
    const deleted = await send(donor.signer, `/entries/${encodeURIComponent(key)}/delete`, 'DeleteEntryRequest', { Key: key, Participant: donor.ispb, Reason: 'USER_REQUESTED' });
    expect([deleted.status, problemOf(deleted)]).toEqual([400, 'EntryLockedByClaim']);
    const cancelled = await operate(claimer, id, 'cancel', { Reason: 'USER_REQUESTED' });
    expect(claimOf(cancelled, 'CancelClaimResponse')).toMatchObject({ Status: 'CANCELLED', CancelledBy: 'CLAIMER', CancelReason: 'USER_REQUESTED' });
    expect((await openClaim('PORTABILITY', key, ANA)).status).toBe(201);
  });

  it('finds no key to claim without an entry, finds the keys held at the participants it plays, and refuses a claim type the holder does not fit', async () => {
    const missing = await openClaim('OWNERSHIP', emailKey(false), ANA);
    expect([missing.status, problemOf(missing)]).toEqual([400, 'ClaimKeyNotFound']);
    const elsewhere = await openClaim('OWNERSHIP', emailKey(true), ANA);
    expect(claimOf(elsewhere, 'CreateClaimResponse').DonorParticipant).not.toBe(claimer.ispb);
    const heldForAna = await keyHeld(donor, ANA);
    const ownership = await openClaim('OWNERSHIP', heldForAna, ANA);
    expect([ownership.status, problemOf(ownership)]).toEqual([400, 'ClaimTypeInconsistent']);
  });

  it('lets only the donor confirm, and only the sides of a claim read it', async () => {
    const { id } = await waitingClaim('PORTABILITY', ANA);
    const byClaimer = await operate(claimer, id, 'confirm', { Reason: 'USER_REQUESTED' });
    expect([byClaimer.status, problemOf(byClaimer)]).toEqual([403, 'Forbidden']);
    const third = { ispb: '11223344', signer: issueCertificate(certificates.authority, { name: '11223344' }) };
    const byThird = await operate(third, id, 'confirm', { Reason: 'USER_REQUESTED' });
    expect([byThird.status, problemOf(byThird)]).toEqual([403, 'Forbidden']);
    expect((await get(third, `/claims/${id}`)).status).toBe(403);
    expect(claimOf(await get(donor, `/claims/${id}`), 'GetClaimResponse').Status).toBe('WAITING_RESOLUTION');
  });

  it('holds each side to the reasons and moments the document gives it', async () => {
    const portability = await waitingClaim('PORTABILITY', ANA);
    const byDefault = await operate(donor, portability.id, 'cancel', { Reason: 'DEFAULT_OPERATION' });
    expect([byDefault.status, problemOf(byDefault)]).toEqual([400, 'ClaimResolutionPeriodNotEnded']);
    const notTheClaimers = await operate(claimer, portability.id, 'cancel', { Reason: 'DEFAULT_OPERATION' });
    expect([notTheClaimers.status, problemOf(notTheClaimers)]).toEqual([403, 'Forbidden']);
    const ownership = await waitingClaim('OWNERSHIP', ANA);
    const donorsUser = await operate(donor, ownership.id, 'cancel', { Reason: 'USER_REQUESTED' });
    expect([donorsUser.status, problemOf(donorsUser)]).toEqual([403, 'Forbidden']);
    const early = await operate(claimer, ownership.id, 'complete', { RequestId: randomUUID() });
    expect([early.status, problemOf(early)]).toEqual([400, 'ClaimOperationInvalid']);
    // Confirmed at the donor's user's request: at once, and the claimer may complete at once.
    const confirmed = claimOf(await operate(donor, ownership.id, 'confirm', { Reason: 'USER_REQUESTED' }), 'ConfirmClaimResponse');
    expect(confirmed).toMatchObject({ Status: 'CONFIRMED', CompletionPeriodEnd: clock.toISOString() });
    const again = await operate(donor, ownership.id, 'acknowledge');
    expect([again.status, problemOf(again)]).toEqual([400, 'ClaimOperationInvalid']);
    expect(claimOf(await operate(claimer, ownership.id, 'complete', { RequestId: randomUUID() }), 'CompleteClaimResponse').Status).toBe('COMPLETED');
  });

  it('lists the claims where the participant is the donor, in the order they changed', async () => {
    const { id } = await waitingClaim('PORTABILITY', ANA);
    const listed = await get(donor, `/claims/?Participant=${donor.ispb}&IsDonor=true&Status=WAITING_RESOLUTION&Limit=200`);
    const claims = answered(listed, 'ListClaimsResponse').Claims as Message[];
    expect(claims.map((claim) => claim.Id)).toContain(id);
    expect(claims.every((claim) => claim.DonorParticipant === donor.ispb && claim.Status === 'WAITING_RESOLUTION')).toBe(true);
    const asClaimer = answered(await get(donor, `/claims/?Participant=${donor.ispb}&IsClaimer=true`), 'ListClaimsResponse');
    expect(asClaimer.Claims ?? []).toEqual([]);
    const forAnother = await get(donor, `/claims/?Participant=${claimer.ispb}`);
    expect([forAnother.status, problemOf(forAnother)]).toEqual([403, 'Forbidden']);
    const firstOnly = answered(await get(donor, `/claims/?Participant=${donor.ispb}&IsDonor=true&Limit=1`), 'ListClaimsResponse');
    expect([(firstOnly.Claims as Message[]).length, firstOnly.HasMoreElements]).toEqual([1, true]);
  });

  it('takes a listing by role from its own bucket, and one without from the other', async () => {
    const bucket = (name: string) => simulator.buckets.available(policiesOf('A').find((policy) => policy.name === name)!, claimer.ispb, clock.getTime());
    const [withRole, withoutRole] = [bucket('CLAIMS_LIST_WITH_ROLE'), bucket('CLAIMS_LIST_WITHOUT_ROLE')];
    expect((await get(claimer, `/claims/?Participant=${claimer.ispb}&IsClaimer=true`)).status).toBe(200);
    expect([bucket('CLAIMS_LIST_WITH_ROLE'), bucket('CLAIMS_LIST_WITHOUT_ROLE')]).toEqual([withRole - 1, withoutRole]);
    expect((await get(claimer, `/claims/?Participant=${claimer.ispb}`)).status).toBe(200);
    expect([bucket('CLAIMS_LIST_WITH_ROLE'), bucket('CLAIMS_LIST_WITHOUT_ROLE')]).toEqual([withRole - 1, withoutRole - 1]);
  });

  it('keeps its claims across a restart', async () => {
    const { id } = await waitingClaim('PORTABILITY', ANA);
    const { dataDir } = simulator;
    await simulator.close();
    simulator = await startTestSimulator(certificates, { dataDir, now: () => clock });
    expect(claimOf(await get(claimer, `/claims/${id}`), 'GetClaimResponse').Status).toBe('WAITING_RESOLUTION');
  });

  it('plays the claimers it plays: one of them claims a key of ours in its time, and takes it a second after we confirm', async () => {
    // A key of ours the dice give a played claimer, who will not withdraw: about one in forty.
    let opening: NonNullable<ReturnType<typeof claimOnEntry>> | null = null;
    while (!opening) {
      const key = await keyHeld(claimer, ANA);
      const planned = claimOnEntry(simulator.directory.entry(key)!, PLAYED);
      if (planned?.claim.Type === 'PORTABILITY' && !withdrawal({ Key: key, openedAt: planned.at.toISOString() })) opening = planned;
    }
    clock = new Date(opening.at.getTime() + 60_000);
    const listed = answered(await get(claimer, `/claims/?Participant=${claimer.ispb}&IsDonor=true`), 'ListClaimsResponse').Claims as Message[];
    const claim = listed.find((candidate) => candidate.Key === opening.claim.Key)!;
    expect(claim).toMatchObject({ Status: 'OPEN', Type: 'PORTABILITY', DonorParticipant: claimer.ispb, ClaimerAccount: { Participant: opening.claimer } });
    const id = String(claim.Id);
    const us = { ispb: claimer.ispb, signer: claimer.signer };
    expect(claimOf(await operate(us, id, 'acknowledge'), 'AcknowledgeClaimResponse').Status).toBe('WAITING_RESOLUTION');
    expect(claimOf(await operate(us, id, 'confirm', { Reason: 'USER_REQUESTED' }), 'ConfirmClaimResponse').Status).toBe('CONFIRMED');
    clock = new Date(clock.getTime() + 2_000);
    expect(claimOf(await get(claimer, `/claims/${id}`), 'GetClaimResponse').Status).toBe('COMPLETED');
    expect(simulator.directory.entry(opening.claim.Key)).toMatchObject({ Account: { Participant: opening.claimer } });
  });

  it('plays the donors it plays: a claim on a key held at one of them is received within the hour, and given up by the end of its resolution period', async () => {
    const opened = await openClaim('OWNERSHIP', emailKey(true), ANA);
    const claim = claimOf(opened, 'CreateClaimResponse');
    const id = String(claim.Id);
    expect(claim.Status).toBe('OPEN');
    const openedAt = clock.getTime();
    clock = new Date(openedAt + 61 * 60_000);
    expect(claimOf(await get(claimer, `/claims/${id}`), 'GetClaimResponse').Status).toBe('WAITING_RESOLUTION');
    clock = new Date(openedAt + 7 * DAY_MS + 60_000);
    const given = claimOf(await get(claimer, `/claims/${id}`), 'GetClaimResponse');
    expect(given).toMatchObject({ Status: 'CONFIRMED', ConfirmReason: expect.stringMatching(/^(USER_REQUESTED|DEFAULT_OPERATION)$/) });
    expect(Date.parse(String(given.LastModified))).toBeLessThanOrEqual(Date.parse(String(claim.ResolutionPeriodEnd)));
    expect((await operate(claimer, id, 'complete', { RequestId: randomUUID() })).status).toBe(200);
    expect(simulator.directory.entry(String(claim.Key))).toMatchObject({ Account: { Participant: claimer.ispb }, Owner: { TaxIdNumber: ANA.TaxIdNumber } });
  });
});
