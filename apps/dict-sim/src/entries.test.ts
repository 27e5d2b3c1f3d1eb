import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@wallet/dict-api';
import { answerReader, callAs, emailKey, signed, startTestSimulator, testCertificates } from './test-support.js';

const certificates = testCertificates();
let simulator: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => { simulator = await startTestSimulator(certificates); });
afterAll(() => simulator.close());
const { answered, problemOf } = answerReader(certificates.authority.certificate);

const freeEmail = () => emailKey(false);
const newEntry = (key: string, requestId = randomUUID()) => ({
  Entry: {
    Key: key, KeyType: 'EMAIL',
    Account: { Participant: '12345678', Branch: '0001', AccountNumber: '0007654321', AccountType: 'CACC', OpeningDate: '2010-01-10T03:00:00Z' },
    Owner: { Type: 'NATURAL_PERSON', TaxIdNumber: '11122233300', Name: 'Ana Souza' },
  },
  Reason: 'USER_REQUESTED',
  RequestId: requestId,
});
const create = (message: Message) => callAs(certificates.participant, certificates.authority.certificate, 'POST', `${simulator.url}/entries/`, signed('CreateEntryRequest', message, certificates.participant));
const lookUp = (key: string, payerId = '98765432100') => callAs(certificates.participant, certificates.authority.certificate, 'GET', `${simulator.url}/entries/${encodeURIComponent(key)}`, undefined, {
  'PI-RequestingParticipant': '12345678', 'PI-PayerId': payerId, 'PI-EndToEndId': `E12345678${Date.now()}`,
});

describe('the DICT simulator\'s entries', () => {
  it('refuses a connection without a client certificate', async () => {
    await expect(callAs(null, certificates.authority.certificate, 'GET', `${simulator.url}/policies/`)).rejects.toThrow();
  });

  it('creates a signed entry once, answers a repeat of its request the same, and refuses its request id for another', async () => {
    const key = freeEmail();
    const request = newEntry(key);
    const first = await create(request);
    expect(first.status).toBe(201);
    const entry = answered(first, 'CreateEntryResponse').Entry as Message;
    expect(entry).toMatchObject({ Key: key, KeyType: 'EMAIL', Owner: { TaxIdNumber: '11122233300' } });
    const again = await create(request);
    expect(again.status).toBe(201);
    expect(answered(again, 'CreateEntryResponse').Entry).toEqual(entry);
    const other = await create({ ...newEntry(freeEmail()), RequestId: request.RequestId });
    expect([other.status, problemOf(other)]).toEqual([400, 'RequestIdAlreadyUsed']);
    expect(simulator.directory.entry(key)?.cid).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a request signed by no one, or changed after signing, or not following its schema', async () => {
    const request = newEntry(freeEmail());
    const unsigned = await callAs(certificates.participant, certificates.authority.certificate, 'POST', `${simulator.url}/entries/`, '<CreateEntryRequest/>');
    expect([unsigned.status, problemOf(unsigned)]).toEqual([400, 'RequestSignatureInvalid']);
    const changed = signed('CreateEntryRequest', request, certificates.participant).replace('Ana Souza', 'Ana Sousa');
    const tampered = await callAs(certificates.participant, certificates.authority.certificate, 'POST', `${simulator.url}/entries/`, changed);
    expect([tampered.status, problemOf(tampered)]).toEqual([400, 'RequestSignatureInvalid']);
    const invalid = await create({ ...request, Entry: { ...request.Entry, Account: { ...request.Entry.Account, Branch: '12345' } } });
    expect([invalid.status, problemOf(invalid)]).toEqual([400, 'BadRequest']);
    expect(answered(invalid, 'Problem').violations).toEqual([expect.objectContaining({ reason: expect.stringMatching(/Branch must match pattern/) })]);
    expect(simulator.directory.entry(request.Entry.Key)).toBeUndefined();
  });

  it('says a key another participant holds is theirs: an ownership claim for an e-mail', async () => {
    const reply = await create(newEntry(emailKey(true)));
    expect([reply.status, problemOf(reply)]).toEqual([400, 'EntryKeyOwnedByDifferentPerson']);
  });

  it('finds nothing for a key it has not, at a cost: five misses empty a person\'s bucket and the sixth is refused', async () => {
    const payer = '55566677788';
    for (let miss = 0; miss < 5; miss += 1) expect((await lookUp(freeEmail(), payer)).status).toBe(404);
    const sixth = await lookUp(freeEmail(), payer);
    expect([sixth.status, problemOf(sixth)]).toEqual([429, 'RateLimited']);
    expect((await lookUp(freeEmail(), '55566677799')).status).toBe(404);
  });

  it('deletes an entry of its own participant, after which the key is not found', async () => {
    const key = freeEmail();
    expect((await create(newEntry(key))).status).toBe(201);
    const deleted = await callAs(certificates.participant, certificates.authority.certificate, 'POST', `${simulator.url}/entries/${encodeURIComponent(key)}/delete`,
      signed('DeleteEntryRequest', { Key: key, Participant: '12345678', Reason: 'USER_REQUESTED' }, certificates.participant));
    expect(deleted.status).toBe(200);
    expect(answered(deleted, 'DeleteEntryResponse').Key).toBe(key);
    expect((await lookUp(key)).status).toBe(404);
  });

  it('keeps its entries across a restart', async () => {
    const key = freeEmail();
    expect((await create(newEntry(key))).status).toBe(201);
    const { dataDir } = simulator;
    await simulator.close();
    simulator = await startTestSimulator(certificates, { dataDir });
    expect(simulator.directory.entry(key)?.Key).toBe(key);
  });
});
