// Every path that gives a case's held money back to its customer obeys the policy of hold releases:
// closing the case and accepting a refund in part (which closes it) wait for a second person as a
// release through the freeze screen does, so that withdrawing one request and taking a neighbouring
// action moves nothing alone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { approvals, banking, regulatory } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { requestOf, turnPoliciesOff } from '../../test-support/approvals.js';
import { rowsOf } from '../../test-support/database.js';
import { pixOf, ScriptedCustomers } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';

const { med } = regulatory;
const HOUR = 3_600_000;
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let compliance: string;
let checker: string;
let account: banking.BankAccount;
let pix: ReturnType<typeof pixOf>;
let keys = 0;
const key = () => `release-policy-${keys++}`;

const balance = async () => (await t.call(banking.balance, { account_id: account.id }, { token: compliance })).data!;
const caseStatus = async (id: number) => (await t.call(med.detail, { id }, { token: compliance })).data!.case.status;

async function signInEveryone() {
  [compliance, checker] = await Promise.all([t.signIn('compliance'), t.signIn('checker')]);
}

/** A Pix our customer received, its case opened by staff and R$ 10,00 of it under a MED hold. */
async function caseWithMedHold(amount = 1_000, endToEndId?: string) {
  const received = await pix.payin(account, 5_000, endToEndId ? { endToEndId } : {});
  const opened = await t.call(med.open, { end_to_end_id: received.end_to_end_id, note: 'Customer called the desk' }, { token: compliance });
  const caseId = opened.data!.id;
  const held = await t.call(med.hold, { case_id: caseId, hold_type: 'med', amount, reason: 'Block it while we analyse' }, { token: compliance, idempotencyKey: key() });
  expect(held.code).toBe(200);
  return { caseId, freezeId: held.data!.id, received };
}

beforeAll(async () => {
  t = await createTestApp({ spi, integrations: { customers: new ScriptedCustomers() } });
  await t.addStaff('compliance', 'Compliance');
  await t.addStaff('checker', 'Super admin');
  await signInEveryone();
  account = await openAccount(t, checker);
  await deposit(t.db, account.id, 100_000, t.clock.now());
  pix = pixOf(t, spi);
});
afterAll(() => t.close());

beforeEach(async () => {
  await turnPoliciesOff(t.db);
  await signInEveryone();
  const set = await t.call(approvals.policyUpdate, { action: 'hold_release', needs_approval: true, hold_types: ['med'], reason: 'Four eyes on MED holds' }, { token: checker });
  expect(set.code).toBe(200);
});

describe('closing a case whose holds still block money', () => {
  it('waits for a second person once the release was withdrawn, moves nothing meanwhile, and releases once approved', async () => {
    const { caseId, freezeId } = await caseWithMedHold();
    const released = await t.call(banking.unfreeze, { freeze_id: freezeId, reason: 'Customer proved the origin' }, { token: compliance, idempotencyKey: key() });
    expect(released.code).toBe(202);
    expect((await t.call(approvals.withdraw, { id: requestOf(released).id, reason: 'Closing the case instead' }, { token: compliance })).code).toBe(200);

    const before = await moneyState(t.db);
    const money = await balance();
    const closed = await t.call(med.close, { id: caseId, note: 'Nothing wrong found' }, { token: compliance, approvalReason: 'Nothing wrong found' });
    expect(closed.code).toBe(202);
    const request = requestOf(closed);
    expect(request).toMatchObject({ action: 'hold_release', call: med.close.path, target: `med_case:${caseId}`, amount: 1_000 });
    expect(await moneyState(t.db)).toEqual(before);
    expect(await caseStatus(caseId)).toBe('open');

    const approved = await t.call(approvals.approve, { id: request.id, reason: 'Read the analysis' }, { token: checker, idempotencyKey: key() });
    expect(approved.code).toBe(200);
    expect(await caseStatus(caseId)).toBe('closed');
    expect(await balance()).toMatchObject({ available: money.available + 1_000, frozen: money.frozen - 1_000 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('runs at once when nothing is held, or the policy does not hold the release', async () => {
    const empty = await t.call(med.open, { end_to_end_id: (await pix.payin(account, 2_000)).end_to_end_id, note: 'Asked by the customer' }, { token: compliance });
    expect((await t.call(med.close, { id: empty.data!.id, note: 'Nothing to hold' }, { token: compliance })).code).toBe(200);

    await turnPoliciesOff(t.db);
    expect((await t.call(approvals.policyUpdate, { action: 'hold_release', needs_approval: true, from_amount: 5_000, reason: 'Large ones only' }, { token: checker })).code).toBe(200);
    const { caseId } = await caseWithMedHold(1_000);
    expect((await t.call(med.close, { id: caseId, note: 'Nothing wrong found' }, { token: compliance })).code).toBe(200);
  });

  it('weighs everything released from the case\'s holds: a part released under the threshold leaves the rest waiting', async () => {
    await turnPoliciesOff(t.db);
    expect((await t.call(approvals.policyUpdate, { action: 'hold_release', needs_approval: true, from_amount: 1_000, reason: 'From R$ 10,00' }, { token: checker })).code).toBe(200);
    const { caseId, freezeId } = await caseWithMedHold(1_500);
    const part = await t.call(banking.unfreeze, { freeze_id: freezeId, amount: 999, reason: 'Part proved' }, { token: compliance, idempotencyKey: key() });
    expect(part.code).toBe(200);
    expect((await t.call(med.close, { id: caseId, note: 'The rest too' }, { token: compliance, approvalReason: 'The rest too' })).code).toBe(202);
  });
});

describe('accepting a refund in part', () => {
  it('waits when the rest of the held money would go back to the customer, with the refund policy off', async () => {
    const endToEndId = pix.askedBackEndToEndId(5_000);
    const { caseId } = await caseWithMedHold(4_000, endToEndId);
    t.clock.advance(49 * HOUR);
    await signInEveryone();
    expect((await t.call(med.sync, {}, { token: compliance })).data!.refund_requests).toBeGreaterThan(0);
    const [asked] = await rowsOf<{ id: number }>(t.db, sql`select id from med_refund_requests where case_id = ${caseId} and role = 'contested'`);

    const before = await moneyState(t.db);
    const accepted = await t.call(med.refundAccept, { id: asked!.id, amount: 1_000, details: 'Only part was the fraud' }, { token: compliance, idempotencyKey: key() });
    expect(accepted.code).toBe(202);
    expect(requestOf(accepted)).toMatchObject({ action: 'hold_release', call: med.refundAccept.path, amount: 3_000, target: `med_case:${caseId}` });
    expect(await moneyState(t.db)).toEqual(before);
    expect(await caseStatus(caseId)).toBe('open');
  });
});
