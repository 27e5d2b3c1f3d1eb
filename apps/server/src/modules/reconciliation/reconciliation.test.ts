import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, pix } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import type { RunningDictSimulator } from '../../test-support/dict-simulator.js';
import { productOnDictSimulator } from '../../test-support/product-on-dict.js';
import { heldElsewhere } from '../../integrations/dict/simulator.js';
import type { DictTransport } from '../../integrations/dict/api/transport.js';

// Our keys verified with a DICT of the API (the simulator as its own process), divergences
// injected at the DICT and here, and each fixed with the reason RECONCILIATION.
let simulator: RunningDictSimulator;
let t: TestApp;
let ops: string;
let person: banking.BankAccount;
let dict: DictTransport;
let stop: () => Promise<void>;
const OURS = '12345678';

beforeAll(async () => {
  ({ simulator, t, ops, person, dict, stop } = await productOnDictSimulator('Carla Dias'));
  await t.addStaff('helpdesk', 'Support');
});
afterAll(() => stop());

let tagged = 0;
const freeEmail = (tag: string) => {
  for (;;) {
    const key = `${tag}.${tagged++}@exemplo.com.br`;
    if (!heldElsewhere(key)) return key;
  }
};
const register = async (key: string) => (await t.call(pix.keys.register, { account_id: person.id, key_type: 'EMAIL', key_value: key }, { token: ops })).data!;
const run = () => t.call(pix.reconciliation.run, {}, { token: ops });
const email = (list: pix.reconciliation.SyncVerification[]) => list.find((verification) => verification.key_type === 'EMAIL')!;
const hasEntry = async (key: string) => ((await dict.call('checkKeys', { body: { Keys: [key] } })).Keys as { hasEntry: boolean }[])[0]!.hasEntry;

describe('the reconciliation with the DICT', () => {
  it('finds our keys and the DICT\'s equal after registrations: every key type OK, nothing fixed', async () => {
    await register(freeEmail('igual'));
    await t.call(pix.keys.register, { account_id: person.id, key_type: 'EVP' }, { token: ops });
    const answer = await run();
    expect(answer.code).toBe(200);
    expect(answer.data!.list.map((verification) => [verification.key_type, verification.result, verification.fixes.length]).sort())
      .toEqual([['CNPJ', 'OK', 0], ['CPF', 'OK', 0], ['EMAIL', 'OK', 0], ['EVP', 'OK', 0], ['PHONE', 'OK', 0]]);
    expect(email(answer.data!.list)).toMatchObject({ keys: 1, started_by: 'ops', error: null });
  });

  it('fixes each divergence with the reason RECONCILIATION: a key the DICT lost, an owner renamed here, an entry of ours we do not hold', async () => {
    const lost = freeEmail('perdida');
    await register(lost);
    const renamed = freeEmail('renomeada');
    await register(renamed);
    // At the DICT: our entry of `lost` deleted behind our back, and an entry of ours we never registered.
    await dict.call('deleteEntry', { params: { Key: lost }, body: { Key: lost, Participant: OURS, Reason: 'USER_REQUESTED' } });
    const stray = freeEmail('estranha');
    await dict.call('createEntry', {
      body: {
        Entry: { Key: stray, KeyType: 'EMAIL', Account: { Participant: OURS, Branch: '0001', AccountNumber: '9990001', AccountType: 'CACC', OpeningDate: '2024-01-02T03:00:00Z' }, Owner: { Type: 'NATURAL_PERSON', TaxIdNumber: '11122233300', Name: 'Ninguem Daqui' } },
        Reason: 'USER_REQUESTED', RequestId: randomUUID(),
      },
    });
    // Here: the owner's name changed (as a registry correction would), the DICT not told.
    await t.db.execute(sql`update wallet_users set name = 'Carla Dias Souza' where id = ${person.owner_id}`);

    const fixed = email((await run()).data!.list);
    expect(fixed.result).toBe('NOK');
    expect(fixed.fixes.find((fix) => fix.key_value === lost)).toMatchObject({ action: 'created', outcome: 'done' });
    expect(fixed.fixes.find((fix) => fix.key_value === stray)).toMatchObject({ action: 'deleted', outcome: 'done' });
    // Each key of the renamed owner was updated, once.
    expect(fixed.fixes.filter((fix) => fix.key_value === renamed)).toMatchObject([{ action: 'updated', outcome: 'done' }]);
    expect(await hasEntry(lost)).toBe(true);
    expect(await hasEntry(stray)).toBe(false);

    // Verified again, the two sides are equal.
    const again = (await run()).data!.list;
    expect(again.every((verification) => verification.result === 'OK')).toBe(true);
    const listed = (await t.call(pix.reconciliation.list, {}, { token: ops })).data!;
    expect(listed.available).toBe(true);
    expect(listed.list[0]!.started_at >= listed.list.at(-1)!.started_at).toBe(true);
    expect(listed.list.some((verification) => verification.fixes.some((fix) => fix.key_value === stray))).toBe(true);
  });

  it('is asked for only by who may manage keys, and seen by who may see them', async () => {
    const helpdesk = await t.signIn('helpdesk');
    expect((await t.call(pix.reconciliation.run, {}, { token: helpdesk })).code).toBe(403);
  });

  it('records a verification the DICT did not answer as failed, changing nothing', async () => {
    await simulator.tell({ failNext: 100 });
    const list = (await run()).data!.list;
    await simulator.tell({ failNext: 0 });
    expect(list.every((verification) => verification.result === 'failed' && verification.error !== null && verification.fixes.length === 0)).toBe(true);
  });
});

describe('with the DICT simulated in this process', () => {
  it('has nothing to reconcile, and says so', async () => {
    const alone = await createTestApp();
    try {
      await alone.addStaff('ops', 'Operations');
      const token = await alone.signIn('ops');
      const refused = await alone.call(pix.reconciliation.run, {}, { token });
      expect([refused.code, refused.msg]).toEqual([409, expect.stringMatching(/keeps no content identifiers/)]);
      expect((await alone.call(pix.reconciliation.list, {}, { token })).data).toEqual({ list: [], available: false });
    } finally {
      await alone.close();
    }
  });
});
