import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, pix } from '@wallet/contracts';
import type { TestApp } from '../../test-support/harness.js';
import type { RunningDictSimulator } from '../../test-support/dict-simulator.js';
import { openAccount } from '../../test-support/banking.js';
import { productOnDictSimulator } from '../../test-support/product-on-dict.js';
import { heldElsewhere } from '../../integrations/dict/simulator.js';
import { DictTransport } from '../../integrations/dict/api/transport.js';
import { issueCertificate } from '@wallet/pki';

// The product's keys at a DICT of the API, the simulator as its own process.
let simulator: RunningDictSimulator;
let t: TestApp;
let ops: string;
let person: banking.BankAccount;
let dict: DictTransport;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ simulator, t, ops, person, dict, stop } = await productOnDictSimulator('Ana Souza Lima'));
});
afterAll(() => stop());

const register = (body: object) => t.call(pix.keys.register, body, { token: ops });
const hasEntry = async (key: string) => ((await dict.call('checkKeys', { body: { Keys: [key] } })).Keys as { hasEntry: boolean }[])[0]!.hasEntry;
const email = (elsewhere: boolean, tag: string) => {
  for (let i = 0; ; i++) if (heldElsewhere(`${tag}${i}@exemplo.com.br`) === elsewhere) return `${tag}${i}@exemplo.com.br`;
};

describe('Pix keys at the DICT through its API', () => {
  it('sends nothing the DICT would refuse: an owner\'s name it does not take is the operator\'s to read', async () => {
    const numbered = await openAccount(t, ops);
    const answer = await register({ account_id: numbered.id, key_type: 'EMAIL', key_value: email(false, 'api-numbered.') });
    expect(answer.code).toBe(409);
    expect(answer.msg).toMatch(/our request does not follow CreateEntryRequest: \/Entry\/Owner/);
  });

  it('registers a key at the DICT, and an EVP as the DICT made it', async () => {
    const key = email(false, 'api.');
    expect((await register({ account_id: person.id, key_type: 'EMAIL', key_value: key })).data).toMatchObject({ status: 'active', key_value: key });
    expect(await hasEntry(key)).toBe(true);
    const evp = (await register({ account_id: person.id, key_type: 'EVP' })).data!;
    expect(await hasEntry(evp.key_value)).toBe(true);
  });

  it('opens the ownership claim at the DICT for a key another participant holds, the DICT naming the donor', async () => {
    const answer = await register({ account_id: person.id, key_type: 'EMAIL', key_value: email(true, 'api-claimed') });
    expect(answer.data!.status).toBe('pending_claim');
    const listed = await dict.call('listClaims', { query: { Participant: '12345678', IsClaimer: 'true' } });
    expect((listed.Claims as { Key: string; DonorParticipant: string }[]).find((claim) => claim.Key === answer.data!.key_value)?.DonorParticipant).toMatch(/^\d{8}$/);
  });

  it('deletes a key we were claiming once its donor has received the claim, withdrawing the claim; before, the DICT refuses and nothing changes', async () => {
    const claimed = (await register({ account_id: person.id, key_type: 'EMAIL', key_value: email(true, 'api-withdrawn') })).data!;
    const claimOf = async () => ((await dict.call('listClaims', { query: { Participant: '12345678', IsClaimer: 'true' } })).Claims as { Id: string; Key: string; Status: string; DonorParticipant: string }[])
      .find((claim) => claim.Key === claimed.key_value)!;
    const opened = await claimOf();
    // The document cancels a claim only once its donor has it (WAITING_RESOLUTION or CONFIRMED).
    const early = await t.call(pix.keys.remove, { id: claimed.id, reason: 'The customer gave up the key' }, { token: ops });
    expect([early.code, early.words?.key]).toEqual([409, 'claim.dict_refused']);
    const stillClaimed = (await t.call(pix.keys.list, { key: claimed.key_value }, { token: ops })).data!.list;
    expect(stillClaimed.map((key) => key.status)).toEqual(['pending_claim']);

    const donor = new DictTransport({ url: simulator.url, client: issueCertificate(simulator.authority, { name: opened.DonorParticipant }), authorities: [simulator.authority.certificate] });
    try {
      await donor.call('acknowledgeClaim', { params: { ClaimId: opened.Id }, body: { ClaimId: opened.Id, Participant: opened.DonorParticipant } });
    } finally {
      await donor.close();
    }
    const deleted = await t.call(pix.keys.remove, { id: claimed.id, reason: 'The customer gave up the key' }, { token: ops });
    expect(deleted.code, deleted.msg).toBe(200);
    expect((await claimOf()).Status).toBe('CANCELLED');
  });

  it('deletes a key at the DICT', async () => {
    const key = email(false, 'api-deleted.');
    const registered = (await register({ account_id: person.id, key_type: 'EMAIL', key_value: key })).data!;
    const deleted = await t.call(pix.keys.remove, { id: registered.id, reason: 'The customer asked' }, { token: ops });
    expect(deleted.code).toBe(200);
    expect(await hasEntry(key)).toBe(false);
  });

  it('says the DICT did not answer when it is out of service, and keeps nothing', async () => {
    const key = email(false, 'api-unanswered.');
    await simulator.tell({ failNext: 3 });
    const answer = await register({ account_id: person.id, key_type: 'EMAIL', key_value: key });
    expect(answer.code).toBe(502);
    expect(answer.msg).toMatch(/^The DICT did not answer/);
    const listed = await t.call(pix.keys.list, { key }, { token: ops });
    expect(listed.data!.list).toEqual([]);
    await simulator.tell({ failNext: 0 });
  });
});
