import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentIdentifier, syncVerifier, type Message } from '@wallet/dict-api';
import { issueCertificate, type Signer } from '@wallet/pki';
import { answerReader, callAs, emailKey, signed, startTestSimulator, testCertificates } from './test-support.js';

const certificates = testCertificates();
const PARTICIPANT = '12345678';
let simulator: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => { simulator = await startTestSimulator(certificates); });
afterAll(() => simulator.close());

const { answered, problemOf } = answerReader(certificates.authority.certificate);
const call = (method: string, path: string, body?: string, as: Signer = certificates.participant) => callAs(as, certificates.authority.certificate, method, `${simulator.url}${path}`, body, { 'PI-RequestingParticipant': as === certificates.participant ? PARTICIPANT : '87654321' });
const post = (path: string, schema: string, message: Message) => call('POST', path, signed(schema, message, certificates.participant));

type Account = { Participant: string; Branch: string; AccountNumber: string; AccountType: string; OpeningDate: string };
type Owner = { Type: string; TaxIdNumber: string; Name: string };

/** The CID the document defines for an entry as the participant sent it, under the RequestId that created it. */
const cidOf = (key: string, account: Account, owner: Owner, requestId: string) => contentIdentifier({
  keyType: 'EMAIL', key, ownerTaxIdNumber: owner.TaxIdNumber, ownerName: owner.Name,
  participant: account.Participant, branch: account.Branch, accountNumber: account.AccountNumber, accountType: account.AccountType,
}, requestId);

/** The participant's e-mail entries as this test file made them, by key: what its CIDs are, computed on this side. */
const held = new Map<string, { cid: string; account: Account; owner: Owner; requestId: string }>();
const heldVerifier = () => syncVerifier([...held.values()].map((entry) => entry.cid));

/** A new e-mail entry of an account of its own (an account holds at most five keys). */
async function createEntry(): Promise<{ key: string; cid: string }> {
  const key = emailKey(false);
  const requestId = randomUUID();
  const account = { Participant: PARTICIPANT, Branch: '0001', AccountNumber: String(Math.floor(Math.random() * 1e10)).padStart(10, '0'), AccountType: 'CACC', OpeningDate: '2010-01-10T03:00:00Z' };
  const owner = { Type: 'NATURAL_PERSON', TaxIdNumber: '11122233300', Name: 'Ana Souza' };
  const reply = await post('/entries/', 'CreateEntryRequest', { Entry: { Key: key, KeyType: 'EMAIL', Account: account, Owner: owner }, Reason: 'USER_REQUESTED', RequestId: requestId });
  expect(reply.status).toBe(201);
  const cid = cidOf(key, account, owner, requestId);
  held.set(key, { cid, account, owner, requestId });
  return { key, cid };
}

async function deleteEntry(key: string) {
  const reply = await post(`/entries/${encodeURIComponent(key)}/delete`, 'DeleteEntryRequest', { Key: key, Participant: PARTICIPANT, Reason: 'RECONCILIATION' });
  expect(reply.status).toBe(200);
  held.delete(key);
}

const verifySync = async (verifier: string, keyType = 'EMAIL') => {
  const reply = await post('/sync-verifications/', 'CreateSyncVerificationRequest', { SyncVerification: { Participant: PARTICIPANT, KeyType: keyType, ParticipantSyncVerifier: verifier } });
  expect(reply.status).toBe(201);
  return answered(reply, 'CreateSyncVerificationResponse').SyncVerification as Message;
};

const listEvents = async (query: string) => {
  const reply = await call('GET', `/cids/events?Participant=${PARTICIPANT}&KeyType=EMAIL&${query}`);
  expect(reply.status).toBe(200);
  return answered(reply, 'ListCidSetEventsResponse');
};
const typedCids = (list: Message) => ((list.CidSetEvents ?? []) as Message[]).map((event) => `${String(event.Type)} ${String(event.Cid)}`);

describe('the DICT simulator\'s reconciliation', () => {
  it('verifies a participant\'s VSync against its own: the XOR of the CIDs the document defines', async () => {
    for (let count = 0; count < 3; count += 1) await createEntry();
    expect(await verifySync(heldVerifier())).toMatchObject({ Participant: PARTICIPANT, KeyType: 'EMAIL', Result: 'OK', Id: expect.any(Number) });
    const [, ...allButOne] = [...held.values()];
    expect((await verifySync(syncVerifier(allButOne.map((entry) => entry.cid)))).Result).toBe('NOK');
    // No PHONE entries: the VSync of an empty set is 64 zeros.
    expect((await verifySync('0'.repeat(64), 'PHONE')).Result).toBe('OK');
  });

  it('refuses a sync verification of another participant\'s entries', async () => {
    const reply = await post('/sync-verifications/', 'CreateSyncVerificationRequest', { SyncVerification: { Participant: '87654321', KeyType: 'EMAIL', ParticipantSyncVerifier: '0'.repeat(64) } });
    expect([reply.status, problemOf(reply)]).toEqual([403, 'Forbidden']);
  });

  it('logs the CIDs a creation adds, an update replaces and a deletion removes, in pages, with the VSync after each page', async () => {
    const since = new Date().toISOString();
    const first = await createEntry();
    const second = await createEntry();
    const { account, owner, requestId } = held.get(second.key)!;
    const renamed = { ...owner, Name: 'Ana Souza Lima' };
    expect((await call('PUT', `/entries/${encodeURIComponent(second.key)}`, signed('UpdateEntryRequest', { Key: second.key, Account: account, Owner: renamed, Reason: 'USER_REQUESTED' }, certificates.participant))).status).toBe(200);
    // An update keeps the RequestId that created the entry: its new CID is of its new attributes under it.
    const updatedCid = cidOf(second.key, account, renamed, requestId);
    held.set(second.key, { cid: updatedCid, account, owner: renamed, requestId });
    await deleteEntry(first.key);

    const list = await listEvents(`StartTime=${encodeURIComponent(since)}`);
    expect(typedCids(list)).toEqual([`ADDED ${first.cid}`, `ADDED ${second.cid}`, `REMOVED ${second.cid}`, `ADDED ${updatedCid}`, `REMOVED ${first.cid}`]);
    expect(list.HasMoreElements).toBe(false);
    expect(list.SyncVerifierEnd).toBe(heldVerifier());

    const page = await listEvents(`StartTime=${encodeURIComponent(since)}&Limit=2`);
    expect(typedCids(page)).toEqual([`ADDED ${first.cid}`, `ADDED ${second.cid}`]);
    expect(page.HasMoreElements).toBe(true);
    expect(syncVerifier([String(page.SyncVerifierStart), second.cid])).toBe(page.SyncVerifierEnd);
  });

  it('lists only the caller\'s own CID events, of a key type of the API', async () => {
    const another = await call('GET', '/cids/events?Participant=87654321&KeyType=EMAIL');
    expect([another.status, problemOf(another)]).toEqual([403, 'Forbidden']);
    const unknownType = await call('GET', `/cids/events?Participant=${PARTICIPANT}&KeyType=IBAN`);
    expect([unknownType.status, problemOf(unknownType)]).toEqual([400, 'BadRequest']);
    const notATime = await call('GET', `/cids/events?Participant=${PARTICIPANT}&KeyType=EMAIL&StartTime=yesterday`);
    expect([notATime.status, problemOf(notATime)]).toEqual([400, 'BadRequest']);
  });

  it('makes a file of exactly the participant\'s current CIDs of a key type, fetched from where its record says', async () => {
    const created = await post('/cids/files/', 'CreateCidSetFileRequest', { Participant: PARTICIPANT, KeyType: 'EMAIL' });
    expect(created.status).toBe(201);
    const requested = answered(created, 'CreateCidSetFileResponse').CidSetFile as Message;
    expect(requested).toMatchObject({ Status: 'REQUESTED', Participant: PARTICIPANT, KeyType: 'EMAIL' });

    const got = await call('GET', `/cids/files/${String(requested.Id)}`);
    expect(got.status).toBe(200);
    const file = answered(got, 'GetCidSetFileResponse').CidSetFile as Message;
    expect(file).toMatchObject({ Id: requested.Id, Status: 'AVAILABLE', Url: expect.stringMatching(/^https:\/\//) });
    const content = await callAs(certificates.participant, certificates.authority.certificate, 'GET', String(file.Url));
    expect(content.status).toBe(200);
    expect(content.body.split('\n').filter((line) => line !== '').sort()).toEqual([...held.values()].map((entry) => entry.cid).sort());
    expect([file.Bytes, file.Sha256]).toEqual([Buffer.byteLength(content.body), createHash('sha256').update(content.body).digest('hex')]);

    const stranger = issueCertificate(certificates.authority, { name: '87654321' });
    expect((await call('GET', `/cids/files/${String(requested.Id)}`, undefined, stranger)).status).toBe(403);
    expect((await callAs(stranger, certificates.authority.certificate, 'GET', String(file.Url))).status).toBe(403);
  });

  it('finds an entry by its current CID, and nothing by a CID no entry has now', async () => {
    const { key, cid } = await createEntry();
    const found = await call('GET', `/cids/entries/${cid}`);
    expect(found.status).toBe(200);
    expect(answered(found, 'GetEntryByCidResponse')).toMatchObject({ Cid: cid, RequestId: held.get(key)!.requestId, Entry: { Key: key, KeyType: 'EMAIL' } });
    await deleteEntry(key);
    const gone = await call('GET', `/cids/entries/${cid}`);
    expect([gone.status, problemOf(gone)]).toEqual([404, 'NotFound']);
  });

  it('keeps its CID log and files across a restart', async () => {
    const before = await listEvents('');
    const { dataDir } = simulator;
    await simulator.close();
    simulator = await startTestSimulator(certificates, { dataDir });
    const after = await listEvents('');
    expect(typedCids(after)).toEqual(typedCids(before));
    expect(after.SyncVerifierEnd).toBe(heldVerifier());
    expect((await call('GET', '/cids/files/1')).status).toBe(200);
  });
});
