import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cockpit, pix, type banking } from '@wallet/contracts';
import type { TestApp } from '../../test-support/harness.js';
import { productOnDictSimulator } from '../../test-support/product-on-dict.js';
import type { RunningDictSimulator } from '../../test-support/dict-simulator.js';

// Our buckets at the DICT on the status page and the dashboard, the DICT simulator as its own process.
let simulator: RunningDictSimulator;
let t: TestApp;
let ops: string;
let stop: () => Promise<void>;
let person: banking.BankAccount;
beforeAll(async () => {
  ({ simulator, t, ops, person, stop } = await productOnDictSimulator('Bia Nunes'));
});
afterAll(() => stop());

const READING_MS = 15_000;
/** The status page as it reads the DICT again (its reading of the buckets is kept 15 s). */
async function statusAnew() {
  t.clock.advance(READING_MS);
  return (await t.call(cockpit.status, {}, { token: ops })).data!;
}
const bucket = (status: cockpit.SystemStatus, policy: string) => status.dict_limits.buckets.find((candidate) => candidate.policy === policy)!;

describe('our buckets at the DICT', () => {
  it('are on the status page as the DICT\'s policies call tells them: a key registered takes a token of ENTRIES_WRITE', async () => {
    const before = await statusAnew();
    expect(before.dict_limits).toMatchObject({ state: 'read', category: 'A', error: null });
    expect(bucket(before, 'ENTRIES_WRITE')).toMatchObject({ capacity: expect.any(Number), alert: false });
    expect(before.adapters.find((adapter) => adapter.name === 'DICT policies')).toMatchObject({ mode: 'live' });
    expect((await t.call(pix.keys.register, { account_id: person.id, key_type: 'EVP' }, { token: ops })).code).toBe(200);
    expect(bucket(await statusAnew(), 'ENTRIES_WRITE').available).toBe(bucket(before, 'ENTRIES_WRITE').available - 1);
  });

  it('stop a person trying keys at random: five misses empty their bucket, the sixth look-up is 429 and counted on the status page', async () => {
    const payer = '52998224725';
    const lookUp = (key: string, payerDocument = payer) => t.call(pix.fraud.lookup, { key, payer_document: payerDocument }, { token: ops });
    const missing = () => `ninguem.${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`;
    for (let miss = 0; miss < 5; miss += 1) expect(await lookUp(missing())).toMatchObject({ code: 404 });
    const refused = await lookUp(missing());
    expect([refused.code, refused.msg]).toEqual([429, expect.stringMatching(/The DICT refused for now/)]);
    // Another person's bucket is their own; a CPF that is none is refused before the DICT is asked.
    expect((await lookUp(missing(), '39053344705')).code).toBe(404);
    expect((await lookUp(missing(), '111.111.111-12')).code).toBe(400);
    const status = await statusAnew();
    expect(status.adapters.find((adapter) => adapter.name === 'DICT look-ups')).toMatchObject({ mode: 'live', rate_limited: 1 });
  });

  it('are read once for a while, however often the page asks: the policies call has a bucket too', async () => {
    const first = (await t.call(cockpit.status, {}, { token: ops })).data!;
    const again = (await t.call(cockpit.status, {}, { token: ops })).data!;
    expect(again.dict_limits.read_at).toBe(first.dict_limits.read_at);
  });

  it('a bucket under a fifth of its capacity is in alert, on the status page and the dashboard; 429s are counted', async () => {
    // POLICIES_LIST holds 20 tokens: each reading takes one, and the 17th reads 3 left (under 4).
    let status = await statusAnew();
    while (bucket(status, 'POLICIES_LIST').available >= 4) status = await statusAnew();
    expect(bucket(status, 'POLICIES_LIST')).toMatchObject({ capacity: 20, alert: true });
    const figures = (await t.call(cockpit.dashboard, {}, { token: ops })).data!;
    expect(figures.dict_buckets_in_alert).toEqual(['POLICIES_LIST']);

    // Emptied, the bucket answers 429: the page says the DICT did not tell, and counts the refusal.
    while (status.dict_limits.state === 'read') status = await statusAnew();
    expect(status.dict_limits).toMatchObject({ state: 'unreachable', buckets: [] });
    expect(status.dict_limits.error).toMatch(/TooManyRequests|429|RateLimit/i);
    expect(status.adapters.find((adapter) => adapter.name === 'DICT policies')!.rate_limited).toBeGreaterThanOrEqual(1);
  });
});

describe('a DICT that does not answer', () => {
  it('is told on the status page, the rest of the page as it is', async () => {
    await simulator.tell({ failNext: 20 });
    const status = await statusAnew();
    await simulator.tell({ failNext: 0 });
    expect(status.dict_limits.state).toBe('unreachable');
    expect(status.database.up).toBe(true);
  });
});
