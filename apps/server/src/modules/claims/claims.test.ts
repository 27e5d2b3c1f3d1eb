// DICT claims and portabilities: every move as claimer and as donor, each period running out, and
// the key moving exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banking, claimNote, note, pix } from '@wallet/contracts';
import { dictClaims, pixKeyLogs, pixKeys } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { openAccount } from '../../test-support/banking.js';
import { arrivalOf, cpfPortedFromDonor, emailClaimedFromHolder, emailClaimedFromUs } from '../../test-support/claims.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let ops: string;
let person: banking.BankAccount;

const sync = async () => {
  const answer = await t.call(pix.claims.sync, {}, { token: ops });
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data!;
};
const claimOfKey = async (keyId: number) => {
  const [row] = await t.db.select().from(dictClaims).where(eq(dictClaims.key_id, keyId));
  return (await t.call(pix.claims.detail, { id: row!.id }, { token: ops })).data!;
};
const keyRow = async (id: number) => (await t.db.select().from(pixKeys).where(eq(pixKeys.id, id)))[0]!;
const logsOf = async (keyId: number) => (await t.db.select().from(pixKeyLogs).where(eq(pixKeyLogs.key_id, keyId))).map((l) => l.action);
const register = async (body: object) => {
  const answer = await t.call(pix.keys.register, body, { token: ops });
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data!;
};
/** A key of ours another participant claims: registered, then the clock runs until the claim arrives and is pulled. */
async function claimedFromUs(tag: string, type: 'OWNERSHIP' | 'PORTABILITY') {
  const value = emailClaimedFromUs(tag, type);
  const key = await register({ account_id: (await openAccount(t, ops)).id, key_type: 'EMAIL', key_value: value });
  await advance(arrivalOf(value) + HOUR);
  await sync();
  return { key, claim: (await claimOfKey(key.id)).claim };
}
/** Moves the clock, signing in again: a session lapses after 30 idle minutes. */
async function advance(ms: number) {
  t.clock.advance(ms);
  ops = await t.signIn('ops');
}

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  ops = await t.signIn('ops');
  person = await openAccount(t, ops);
});
afterAll(() => t.close());

describe('as the claimer', () => {
  it('opens an ownership claim for a key held elsewhere; the holder lets the period lapse, the DICT confirms, we complete and the key becomes ours once', async () => {
    const key = await register({ account_id: person.id, key_type: 'EMAIL', key_value: emailClaimedFromHolder('lapse', 'lets_lapse') });
    expect(key.status).toBe('pending_claim');
    let { claim } = await claimOfKey(key.id);
    expect(claim).toMatchObject({ claim_type: 'OWNERSHIP', role: 'claimer', status: 'OPEN', key_value: key.key_value, completion_period_end: null });
    expect(Date.parse(claim.resolution_period_end) - Date.parse(claim.opened_at)).toBe(7 * DAY);
    expect(pix.claims.claimActions(claim)).toEqual(['cancel']);

    await advance(2 * HOUR);
    await sync();
    expect((await claimOfKey(key.id)).claim.status).toBe('WAITING_RESOLUTION');
    const early = await t.call(pix.claims.complete, { id: claim.id }, { token: ops });
    expect(early).toMatchObject({ code: 409, msg: `Claim ${claim.dict_id} is WAITING_RESOLUTION: only a confirmed claim can be completed` });

    await advance(7 * DAY);
    expect((await sync()).expired).toBe(1);
    ({ claim } = await claimOfKey(key.id));
    expect(claim).toMatchObject({ status: 'CONFIRMED', confirm_reason: 'DEFAULT_OPERATION', completion_period_end: new Date(Date.parse(claim.resolution_period_end) + 7 * DAY).toISOString() });
    expect((await keyRow(key.id)).status).toBe('pending_claim');

    const done = await t.call(pix.claims.complete, { id: claim.id }, { token: ops });
    expect(done).toMatchObject({ code: 200, data: { status: 'COMPLETED' } });
    expect(done.msg).toContain(`key ${key.key_value} is active on account ${person.account_number}`);
    expect((await keyRow(key.id)).status).toBe('active');
    const again = await t.call(pix.claims.complete, { id: claim.id }, { token: ops });
    expect(again.code).toBe(409);
    expect((await logsOf(key.id)).filter((a) => a === 'claim_completed')).toHaveLength(1);
  });

  it('opens a portability for our customer\'s own CPF; the donor confirms; unless we complete within 7 days the DICT cancels it and the pending key goes', async () => {
    const cpf = cpfPortedFromDonor('confirms');
    const account = await openAccount(t, ops, { cpf });
    const key = await register({ account_id: account.id, key_type: 'CPF', key_value: cpf });
    expect(key.status).toBe('pending_portability');
    await advance(25 * HOUR);
    await sync();
    const { claim } = await claimOfKey(key.id);
    expect(claim).toMatchObject({ claim_type: 'PORTABILITY', status: 'CONFIRMED', confirm_reason: 'USER_REQUESTED' });
    expect(pix.claims.claimActions(claim)).toEqual(['complete', 'cancel']);

    await advance(7 * DAY);
    await sync();
    expect((await claimOfKey(key.id)).claim).toMatchObject({ status: 'CANCELLED', cancel_reason: 'DEFAULT_OPERATION', cancelled_by: 'dict', next_deadline_at: null });
    expect(await keyRow(key.id)).toMatchObject({ status: 'deleted' });
    expect((await claimOfKey(key.id)).logs[0]).toMatchObject({ action: 'claim_cancelled', operator: 'DICT', reason: claimNote('completion_lapsed') });
  });

  it('withdraws our claim with our own reason, never the donor\'s, and cannot confirm it', async () => {
    const key = await register({ account_id: person.id, key_type: 'EMAIL', key_value: emailClaimedFromHolder('withdraw', 'lets_lapse') });
    const { claim } = await claimOfKey(key.id);
    const before = await t.db.select().from(dictClaims).where(eq(dictClaims.id, claim.id));
    const donorsReason = await t.call(pix.claims.cancel, { id: claim.id, reason: 'DONOR_REQUEST', note: 'Trying the other side\'s reason' }, { token: ops });
    expect(donorsReason).toMatchObject({ code: 400, msg: `Invalid field "reason": DONOR_REQUEST is the other side's reason to give, not ours in claim ${claim.dict_id}` });
    const confirm = await t.call(pix.claims.confirm, { id: claim.id, note: 'Not ours to confirm' }, { token: ops });
    expect(confirm.code).toBe(409);
    expect(confirm.msg).toContain('is ours: the key\'s holder at');
    expect(await t.db.select().from(dictClaims).where(eq(dictClaims.id, claim.id))).toEqual(before);

    const cancelled = await t.call(pix.claims.cancel, { id: claim.id, reason: 'CLAIMER_REQUEST', note: 'The customer gave up the key' }, { token: ops });
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', cancel_reason: 'CLAIMER_REQUEST', cancelled_by: 'claimer' });
    expect((await keyRow(key.id)).status).toBe('deleted');
    expect((await t.call(pix.claims.cancel, { id: claim.id, reason: 'CLAIMER_REQUEST', note: 'Once more' }, { token: ops })).code).toBe(409);
  });

  it('withdraws our claim when staff delete the key we were claiming', async () => {
    const key = await register({ account_id: person.id, key_type: 'EMAIL', key_value: emailClaimedFromHolder('dropped', 'lets_lapse') });
    const deleted = await t.call(pix.keys.remove, { id: key.id, reason: 'The customer no longer wants this key' }, { token: ops });
    expect(deleted.data).toMatchObject({ status: 'deleted', deleted_reason: 'The customer no longer wants this key' });
    expect((await claimOfKey(key.id)).claim).toMatchObject({ status: 'CANCELLED', cancel_reason: 'CLAIMER_REQUEST', cancelled_by: 'claimer' });
    const logs = await t.db.select().from(pixKeyLogs).where(eq(pixKeyLogs.key_id, key.id)).orderBy(pixKeyLogs.id);
    expect(logs.map((l) => [l.action, l.reason])).toEqual([
      ['register', note('key.registered')], ['claim', claimNote('opened')],
      ['claim_cancelled', claimNote('withdrawn_by_deletion')], ['delete', 'The customer no longer wants this key'],
    ]);
  });
});

describe('as the donor', () => {
  it('receives a portability on a key of ours, confirms it before its deadline, and the key leaves us when the claimer completes, once', async () => {
    const { key, claim } = await claimedFromUs('moving', 'PORTABILITY');
    expect(claim).toMatchObject({ role: 'donor', claim_type: 'PORTABILITY', status: 'WAITING_RESOLUTION' });
    expect(pix.claims.claimActions(claim)).toEqual(['confirm', 'cancel']);
    const complete = await t.call(pix.claims.complete, { id: claim.id }, { token: ops });
    expect(complete.msg).toContain('only they complete it');
    const deleting = await t.call(pix.keys.remove, { id: key.id, reason: 'Trying to delete it now' }, { token: ops });
    expect(deleting).toMatchObject({ code: 409, msg: `Key ${key.key_value} has claim ${claim.dict_id} running: answer, complete or cancel the claim instead` });

    const confirmed = await t.call(pix.claims.confirm, { id: claim.id, note: 'The customer moves the key to their new bank' }, { token: ops });
    expect(confirmed).toMatchObject({ code: 200, data: { status: 'CONFIRMED', confirm_reason: 'USER_REQUESTED' } });
    expect((await keyRow(key.id)).status).toBe('active');

    await advance(60_000);
    expect((await sync()).updated).toBe(1);
    expect((await claimOfKey(key.id)).claim.status).toBe('COMPLETED');
    expect(await keyRow(key.id)).toMatchObject({ status: 'deleted', deleted_reason: note('key.moved_away', { ispb: claim.counterparty_ispb, type: 'PORTABILITY', claim: claim.dict_id }) });
    await advance(60_000);
    expect((await sync()).updated).toBe(0);
    expect((await logsOf(key.id)).filter((a) => a === 'claim_completed')).toHaveLength(1);
  });

  it('keeps the key when the customer refuses, and then refuses any further answer', async () => {
    const { key, claim } = await claimedFromUs('staying', 'PORTABILITY');
    const cancelled = await t.call(pix.claims.cancel, { id: claim.id, reason: 'DONOR_REQUEST', note: 'The customer keeps the key with us' }, { token: ops });
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', cancelled_by: 'donor' });
    expect((await keyRow(key.id)).status).toBe('active');
    const late = await t.call(pix.claims.confirm, { id: claim.id, note: 'Changed their mind' }, { token: ops });
    expect(late).toMatchObject({ code: 409, msg: `Claim ${claim.dict_id} is CANCELLED: only a claim waiting for our answer can be confirmed` });
  });

  it('lets the DICT cancel a portability we did not answer in 7 days: the key stays', async () => {
    const { key, claim } = await claimedFromUs('silent', 'PORTABILITY');
    await advance(7 * DAY);
    await sync();
    expect((await claimOfKey(key.id)).claim).toMatchObject({ status: 'CANCELLED', cancel_reason: 'DEFAULT_OPERATION', cancelled_by: 'dict', closed_at: claim.resolution_period_end });
    expect((await keyRow(key.id)).status).toBe('active');
  });

  it('loses a key to an ownership claim the holder did not fight in 7 days: the DICT confirms it and the claimer takes it', async () => {
    const { key } = await claimedFromUs('unfought', 'OWNERSHIP');
    await advance(7 * DAY);
    await sync();
    expect((await claimOfKey(key.id)).claim).toMatchObject({ status: 'CONFIRMED', confirm_reason: 'DEFAULT_OPERATION' });
    await advance(60_000);
    await sync();
    expect((await claimOfKey(key.id)).claim.status).toBe('COMPLETED');
    expect((await keyRow(key.id)).status).toBe('deleted');
  });
});

describe('the claims inbox', () => {
  it('lists the claims we have to answer with counts, and hides them from a role without the permission', async () => {
    const { claim } = await claimedFromUs('inbox', 'PORTABILITY');
    const list = (await t.call(pix.claims.list, { role: 'donor', status: 'WAITING_RESOLUTION' }, { token: ops })).data!;
    expect(list.list.map((c) => c.id)).toContain(claim.id);
    expect(list.counts.to_answer).toBeGreaterThanOrEqual(1);
    const support = await t.signIn('helpdesk');
    expect((await t.call(pix.claims.list, {}, { token: support })).code).toBe(403);
  });

  it('puts live claims first, soonest deadline first, then the ended ones newest first, the same page after page; the keyword finds a claim by its key or its owner', async () => {
    const { claim } = await claimedFromUs('order', 'OWNERSHIP');
    const total = (await t.db.select().from(dictClaims)).length;
    const pages = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) pages.push(...(await t.call(pix.claims.list, { page, page_size: 2 }, { token: ops })).data!.list);
    expect(pages).toHaveLength(total);
    expect(new Set(pages.map((c) => c.id)).size).toBe(total);
    const live = (c: pix.claims.Claim) => (pix.claims.LIVE_CLAIM_STATUSES as readonly string[]).includes(c.status);
    const deadline = (c: pix.claims.Claim) => (c.next_deadline_at ? Date.parse(c.next_deadline_at) : Number.POSITIVE_INFINITY);
    const inboxOrder = (a: pix.claims.Claim, b: pix.claims.Claim) =>
      Number(live(b)) - Number(live(a)) || deadline(a) - deadline(b) || Date.parse(b.opened_at) - Date.parse(a.opened_at) || b.id - a.id;
    expect(pages.map((c) => c.id)).toEqual([...pages].sort(inboxOrder).map((c) => c.id));
    expect(pages.filter(live).length).toBeGreaterThan(0);
    expect(pages.some((c) => !live(c))).toBe(true);
    expect((await t.call(pix.claims.list, { page_size: 2 }, { token: ops })).data!.counts.live).toBe(pages.filter(live).length);

    const byKey = (await t.call(pix.claims.list, { keyword: claim.key_value.slice(0, 12).toUpperCase() }, { token: ops })).data!;
    expect(byKey.list.map((c) => c.id)).toContain(claim.id);
    expect(byKey.pagination.total).toBe(byKey.list.length);
    const byOwner = (await t.call(pix.claims.list, { keyword: claim.owner_name }, { token: ops })).data!;
    expect(byOwner.list.map((c) => c.id)).toContain(claim.id);
    expect(byOwner.list.every((c) => c.owner_name === claim.owner_name || c.key_value.toLowerCase().includes(claim.owner_name.toLowerCase()))).toBe(true);
  });

  it('holds a deadline on every live claim and on none that ended: the database refuses either', async () => {
    const { claim } = await claimedFromUs('deadline', 'PORTABILITY');
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/dict_claims_deadline_check/) }) };
    await expect(t.db.update(dictClaims).set({ next_deadline_at: null }).where(eq(dictClaims.id, claim.id))).rejects.toMatchObject(refused);
    await expect(t.db.update(dictClaims).set({ status: 'CANCELLED', cancel_reason: 'FRAUD', cancelled_by: 'dict', closed_at: new Date() }).where(eq(dictClaims.id, claim.id))).rejects.toMatchObject(refused);
  });
});
