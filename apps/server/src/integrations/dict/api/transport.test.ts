import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCertificate, makeAuthority } from '@wallet/pki';
import { startDictSimulator, type RunningDictSimulator } from '../../../test-support/dict-simulator.js';
import { DictAnswerRefused, DictProblem, DictRateLimited, DictTransport } from './transport.js';

const OURS = '12345678';
let simulator: RunningDictSimulator;
let dict: DictTransport;
beforeAll(async () => {
  simulator = await startDictSimulator({ participant: OURS });
  dict = new DictTransport({ url: simulator.url, client: simulator.participant, authorities: [simulator.authority.certificate], timeoutMs: 2_000 });
});
afterAll(async () => {
  await dict.close();
  await simulator.stop();
});

/** A random EVP key's entry (the DICT makes the key: no other participant ever holds it), on an account of its own. */
const newEvp = (requestId = randomUUID(), accountNumber = String(Date.now() % 1e10).padStart(10, '0')) => ({
  Entry: {
    KeyType: 'EVP',
    Account: { Participant: OURS, Branch: '0001', AccountNumber: accountNumber, AccountType: 'CACC', OpeningDate: '2010-01-10T03:00:00Z' },
    Owner: { Type: 'NATURAL_PERSON', TaxIdNumber: '11122233300', Name: 'Ana Souza' },
  },
  Reason: 'USER_REQUESTED',
  RequestId: requestId,
});
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the DICT transport, against the DICT simulator as a process of its own', () => {
  it('creates an entry by a signed request and reads the signed answer', async () => {
    const answer = await dict.call('createEntry', { body: newEvp() });
    expect(answer.Entry).toMatchObject({ KeyType: 'EVP', Key: expect.stringMatching(EVP), Account: { Participant: OURS } });
  });

  it('tells a refusal by its type', async () => {
    const requestId = randomUUID();
    await dict.call('createEntry', { body: newEvp(requestId) });
    const refused = dict.call('createEntry', { body: newEvp(requestId, '0000000001') });
    await expect(refused).rejects.toBeInstanceOf(DictProblem);
    await expect(refused).rejects.toMatchObject({ status: 400, type: 'RequestIdAlreadyUsed' });
  });

  it('refuses an answer whose signature is broken', async () => {
    await simulator.tell({ breakSignatureNext: 1 });
    await expect(dict.call('bucketStates')).rejects.toBeInstanceOf(DictAnswerRefused);
  });

  it('asks again, with the same request, when an answer is lost: the DICT holds one entry, and says so', async () => {
    const request = newEvp();
    await simulator.tell({ dropNext: 1 });
    const answer = await dict.call('createEntry', { body: request });
    const key = (answer.Entry as { Key: string }).Key;
    expect(key).toMatch(EVP);
    expect(await dict.call('createEntry', { body: request })).toEqual({ ...answer, ResponseTime: expect.any(String), CorrelationId: expect.any(String) });
    const checked = await dict.call('checkKeys', { body: { Keys: [key] } });
    expect(checked.Keys).toEqual([{ value: key, hasEntry: true }]);
  });

  it('asks again when the DICT is out of service for a moment', async () => {
    await simulator.tell({ failNext: 1 });
    await expect(dict.call('bucketStates')).resolves.toMatchObject({ Category: 'A' });
    await simulator.tell({ failNext: 5 });
    await expect(dict.call('bucketStates')).rejects.toMatchObject({ status: 503, type: 'ServiceUnavailable' });
    await simulator.tell({ failNext: 0 });
  });

  it('stops at an empty bucket: the sixth look-up of a missing key for one person is 429', async () => {
    const lookUp = () => dict.call('getEntry', {
      params: { Key: `nobody.${randomUUID().slice(0, 8)}@example.com` },
      headers: { 'PI-RequestingParticipant': OURS, 'PI-PayerId': '44455566677', 'PI-EndToEndId': `E${OURS}${Date.now()}` },
    });
    for (let miss = 0; miss < 5; miss += 1) await expect(lookUp()).rejects.toMatchObject({ status: 404, type: 'NotFound' });
    await expect(lookUp()).rejects.toBeInstanceOf(DictRateLimited);
  });

  it('refuses a DICT whose certificate no trusted authority issued', async () => {
    const stranger = makeAuthority('Not the DICT');
    const elsewhere = new DictTransport({ url: simulator.url, client: issueCertificate(stranger, { name: OURS }), authorities: [stranger.certificate], timeoutMs: 2_000, attempts: 1 });
    await expect(elsewhere.call('bucketStates')).rejects.toThrow();
    await elsewhere.close();
  });
});
