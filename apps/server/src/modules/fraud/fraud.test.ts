// Fraud markers: set from a MED case with its kind preset, refused twice, cancelled with a reason;
// a marked person registers no key and starts no claim until the marker is cancelled; the customer
// 360's fraud picture and the audited key look-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { banking, pix, regulatory } from '@wallet/contracts';
import { auditLogs, dictClaims, pixKeyLogs, pixKeys } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { openAccount } from '../../test-support/banking.js';
import { emailClaimedFromHolder } from '../../test-support/claims.js';
import { pixOf } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { SimulatedDictFraud } from '../../integrations/dict/fraud-simulator.js';

const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let ops: string;
let compliance: string;
let mule: banking.BankAccount;
let caseId: number;
let markerId: number;

const rowsIn = async () => ({
  keys: (await t.db.select().from(pixKeys)).length, logs: (await t.db.select().from(pixKeyLogs)).length, claims: (await t.db.select().from(dictClaims)).length,
});
const dict = new SimulatedDictFraud();
/** The first e-mail with the tag the simulated DICT has (or has not). */
async function keyAtDict(tag: string, known: boolean) {
  for (let i = 0; ; i++) if (Boolean(await dict.lookupKey(`${tag}${i}@exemplo.com.br`)) === known) return `${tag}${i}@exemplo.com.br`;
}
const register = (body: object) => t.call(pix.keys.register, { account_id: mule.id, ...body }, { token: ops });

beforeAll(async () => {
  t = await createTestApp({ spi });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('compliance', 'Compliance');
  [ops, compliance] = await Promise.all([t.signIn('ops'), t.signIn('compliance')]);
  mule = await openAccount(t, ops);
  const received = await pixOf(t, spi).payin(mule, 80_000);
  caseId = (await t.call(regulatory.med.open, { end_to_end_id: received.end_to_end_id, note: 'The payer reported a scam' }, { token: compliance })).data!.id;
});
afterAll(() => t.close());

describe('fraud markers from a MED case', () => {
  it('presets the person who received the money as a scammer, marks them and writes it in the case', async () => {
    const detail = (await t.call(regulatory.med.detail, { id: caseId }, { token: compliance })).data!;
    const preset = pix.fraud.markerFromCase(detail.trade, detail.trace);
    expect(preset).toEqual({ kind: 'SCAMMER_ACCOUNT', subject: { target: 'person', value: mule.owner_document } });
    const created = await t.call(pix.fraud.create, { ...preset, case_id: caseId, note: 'Confirmed: the account received the scam' }, { token: compliance });
    expect(created).toMatchObject({ code: 200, data: { kind: 'SCAMMER_ACCOUNT', target: 'person', document: mule.owner_document, customer_id: mule.owner_id, case_id: caseId, status: 'active', created_by: 'compliance' } });
    markerId = created.data!.id;
    const events = (await t.call(regulatory.med.detail, { id: caseId }, { token: compliance })).data!.events;
    expect(events.at(-1)).toMatchObject({ kind: 'fraud_marked', actor: 'compliance' });
    expect((await t.call(pix.fraud.list, { case_id: caseId }, { token: ops })).data!.list.map((m) => m.id)).toEqual([markerId]);
  });

  it('refuses a second marker of the same kind on the same person, a key the DICT does not have, and a case that does not exist', async () => {
    const again = await t.call(pix.fraud.create, { kind: 'SCAMMER_ACCOUNT', subject: { target: 'person', value: mule.owner_document }, note: 'Twice' }, { token: compliance });
    expect(again).toMatchObject({ code: 409, msg: `Marker ${markerId} (SCAMMER_ACCOUNT) is already active on ${mule.owner_document}` });
    const unknown = await keyAtDict('ninguem', false);
    expect(await t.call(pix.fraud.create, { kind: 'OTHER', subject: { target: 'key', value: unknown }, note: 'No such key' }, { token: compliance })).toMatchObject({ code: 404, msg: `The DICT has no key ${unknown}` });
    expect((await t.call(pix.fraud.create, { kind: 'OTHER', subject: { target: 'person', value: mule.owner_document }, case_id: 99_999, note: 'No case' }, { token: compliance })).code).toBe(404);
    expect((await t.call(pix.fraud.create, { kind: 'OTHER', subject: { target: 'person', value: '123' }, note: 'Bad document' }, { token: compliance })).code).toBe(400);
    expect((await t.call(pix.fraud.list, {}, { token: ops })).data!.pagination.total).toBe(1);
  });

  it('refuses a key marker on text that has no Pix key shape at all, before asking the DICT, and marks nothing', async () => {
    for (const value of ['nao-e-uma-chave', 'Ana@Example.com', '12345678900']) {
      const refused = await t.call(pix.fraud.create, { kind: 'OTHER', subject: { target: 'key', value }, note: 'Not a key' }, { token: compliance });
      expect(refused.code, value).toBe(400);
      expect(refused.msg).toContain('is not a Pix key');
    }
    expect(await dict.lookupKey('nao-e-uma-chave')).toBeNull();
    expect((await t.call(pix.fraud.list, {}, { token: ops })).data!.pagination.total).toBe(1);
  });

  it('leaves only Compliance to set and cancel markers', async () => {
    const byOps = await t.call(pix.fraud.create, { kind: 'OTHER', subject: { target: 'person', value: mule.owner_document }, note: 'Not my call' }, { token: ops });
    expect(byOps.code).toBe(403);
  });
});

describe('what a marker does to the person', () => {
  it('refuses a new key or a claim for them, writing nothing', async () => {
    const before = await rowsIn();
    const key = await register({ key_type: 'EVP' });
    expect(key).toMatchObject({ code: 409, msg: `${mule.owner_name} has an active fraud marker (SCAMMER_ACCOUNT): no key can be registered, claimed or ported for them` });
    const claim = await register({ key_type: 'EMAIL', key_value: emailClaimedFromHolder('marked', 'lets_lapse') });
    expect(claim.code).toBe(409);
    expect(await rowsIn()).toEqual(before);
  });

  it('shows in the customer 360 with the DICT statistics of their keys', async () => {
    const cancelledFirst = await t.call(pix.fraud.cancel, { id: markerId, reason: 'Reviewed by the committee' }, { token: compliance });
    expect(cancelledFirst.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Reviewed by the committee' });
    const key = (await register({ key_type: 'EVP' })).data!;
    const remarked = await t.call(pix.fraud.create, { kind: 'MULE_ACCOUNT', subject: { target: 'key', value: key.key_value }, note: 'The key collected the money' }, { token: compliance });
    expect(remarked.data).toMatchObject({ target: 'key', customer_id: mule.owner_id });
    const picture = (await t.call(pix.fraud.ofCustomer, { user_id: mule.owner_id }, { token: ops })).data!;
    expect(picture.markers.map((m) => [m.kind, m.status])).toEqual([['MULE_ACCOUNT', 'active'], ['SCAMMER_ACCOUNT', 'cancelled']]);
    expect(picture.keys).toHaveLength(1);
    expect(picture.keys[0]!.statistics.markers.key).toBeGreaterThanOrEqual(1);
    expect(pix.fraud.isMarked(picture.keys[0]!.statistics)).toBe(true);
  });

  it('lifts the restriction once cancelled: the person registers keys again', async () => {
    expect((await register({ key_type: 'EVP' })).code).toBe(200);
    const [active] = (await t.call(pix.fraud.list, { status: 'active' }, { token: ops })).data!.list;
    const cancelled = await t.call(pix.fraud.cancel, { id: active!.id, reason: 'Key closed' }, { token: compliance });
    expect(cancelled.code).toBe(200);
    expect((await t.call(pix.fraud.cancel, { id: active!.id, reason: 'Once more' }, { token: compliance })).msg).toBe(`Marker ${active!.id} is already cancelled`);
  });
});

describe('the key look-up', () => {
  it('shows our key with its owner as the DICT does, a masked CPF, and audits who looked', async () => {
    const key = (await register({ key_type: 'EVP' })).data!;
    const found = await t.call(pix.fraud.lookup, { key: key.key_value }, { token: ops });
    expect(found.data).toMatchObject({
      key_value: key.key_value, ours: true, key_id: key.id, owner_name: mule.owner_name, owner_type: 'NATURAL_PERSON', ispb: mule.ispb, account_number: mule.account_number,
      owner_document: `***.${mule.owner_document.slice(3, 6)}.${mule.owner_document.slice(6, 9)}-**`,
    });
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'pix-keys/lookup')).orderBy(desc(auditLogs.id)).limit(1);
    expect(audit).toMatchObject({ actor_name: 'ops', result: 'ok', target: `dict_key:${key.key_value}` });
  });

  it("shows another participant's key from the DICT, and says when the DICT has none", async () => {
    const known = await keyAtDict('outra', true);
    const found = await t.call(pix.fraud.lookup, { key: known.toUpperCase() }, { token: ops });
    expect(found.data).toMatchObject({ ours: false, key_id: null, key_type: 'EMAIL', key_value: known, owner_type: 'NATURAL_PERSON' });
    expect(found.data!.owner_document).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    const unknown = await keyAtDict('sumida', false);
    expect(await t.call(pix.fraud.lookup, { key: unknown }, { token: ops })).toMatchObject({ code: 404, msg: `The DICT has no key ${unknown}` });
    // Text no key can be is not looked up: it is said to be no key.
    const shapeless = await t.call(pix.fraud.lookup, { key: 'nao e uma chave' }, { token: ops });
    expect(shapeless.code).toBe(400);
    expect(shapeless.msg).toContain('is not a Pix key');
    const support = await (async () => { await t.addStaff('helpdesk', 'Support'); return t.signIn('helpdesk'); })();
    expect((await t.call(pix.fraud.lookup, { key: '+5511998765432' }, { token: support })).code).toBe(403);
  });
});
