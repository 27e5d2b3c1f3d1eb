// A claim moved from several connections at once on PostgreSQL: two members answering it, two
// syncs bringing the claimer's completion. The claim moves once and the key moves once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import { dictClaims, pixKeyLogs, pixKeys } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { openAccount } from '../test-support/banking.js';
import { arrivalOf, emailClaimedFromUs } from '../test-support/claims.js';
import { postgresUrl } from './support.js';

const HOUR = 3_600_000;
let t: TestApp;
let first: string;
let second: string;

const sync = () => t.call(pix.claims.sync, {}, { token: first });
const actionsOf = async (keyId: number) => (await t.db.select().from(pixKeyLogs).where(eq(pixKeyLogs.key_id, keyId))).map((log) => log.action);

beforeAll(async () => {
  postgresUrl();
  t = await createTestApp({ poolSize: 6 });
  await t.addStaff('first', 'Operations');
  await t.addStaff('second', 'Operations');
  [first, second] = await Promise.all([t.signIn('first'), t.signIn('second')]);
});
afterAll(() => t.close());

describe('a claim answered from two places at once', () => {
  it('is confirmed once, and the key leaves us once however many syncs bring the completion', async () => {
    const value = emailClaimedFromUs('race', 'PORTABILITY');
    const key = (await t.call(pix.keys.register, { account_id: (await openAccount(t, first)).id, key_type: 'EMAIL', key_value: value }, { token: first })).data!;
    t.clock.advance(arrivalOf(value) + HOUR);
    [first, second] = await Promise.all([t.signIn('first'), t.signIn('second')]);
    expect((await sync()).data!.received).toBe(1);
    const [claim] = await t.db.select().from(dictClaims).where(eq(dictClaims.key_id, key.id));

    const answers = await Promise.all([first, second].map((token) => t.call(pix.claims.confirm, { id: claim!.id, note: 'The customer agreed at the branch' }, { token })));
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);

    t.clock.advance(60_000);
    [first, second] = await Promise.all([t.signIn('first'), t.signIn('second')]);
    const syncs = await Promise.all([sync(), t.call(pix.claims.sync, {}, { token: second }), sync()]);
    expect(syncs.every((s) => s.code === 200)).toBe(true);
    expect(syncs.reduce((total, s) => total + s.data!.updated, 0)).toBe(1);
    expect((await t.db.select().from(pixKeys).where(eq(pixKeys.id, key.id)))[0]!.status).toBe('deleted');
    const actions = await actionsOf(key.id);
    expect(actions.filter((a) => a === 'claim_confirmed')).toHaveLength(1);
    expect(actions.filter((a) => a === 'claim_completed')).toHaveLength(1);
  });
});
