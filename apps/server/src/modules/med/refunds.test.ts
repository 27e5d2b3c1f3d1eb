// The MED's cases and refund requests, both ways, with their deadlines: every transition, and the
// refused ones (wrong state, wrong side, expired window, over-return, double accept) that change
// nothing. The DICT is the product's simulator; the customers' app is scripted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { approvals, banking, note, regulatory, trades, type Envelope } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { turnPoliciesOff } from '../../test-support/approvals.js';
import { rowsOf } from '../../test-support/database.js';
import { pixOf, ScriptedCustomers } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { RECEIVER_STILL_HOLDS } from '../../integrations/dict/refund-simulator.js';

const { med } = regulatory;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const customers = new ScriptedCustomers();
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let ops: string;
let compliance: string;
let account: banking.BankAccount;
let pix: ReturnType<typeof pixOf>;
let keys = 0;

async function later(ms: number) {
  t.clock.advance(ms);
  ops = await t.signIn('ops');
  compliance = await t.signIn('compliance');
}
const sync = async () => (await t.call(med.sync, {}, { token: compliance })).data!;
const detail = async (id: number) => (await t.call(med.detail, { id }, { token: compliance })).data!;
const openCase = async (endToEndId: string) => (await t.call(med.open, { end_to_end_id: endToEndId, note: 'Customer called the desk' }, { token: compliance })).data!;
const file = (caseId: number, amount: number) =>
  t.call(med.refundCreate, { case_id: caseId, reason: 'FRAUD', amount, details: 'Paid a fake seller' }, { token: compliance });
const accept = (id: number, amount?: number) =>
  t.call(med.refundAccept, { id, details: 'Fraud confirmed by our analysis', ...(amount ? { amount } : {}) }, { token: compliance, idempotencyKey: `med-accept-${keys++}` });
const available = async (of = account) => (await t.call(banking.balance, { account_id: of.id }, { token: ops })).data!;
/** A refusal as the operator reads it: its code and words. */
const said = (answer: Envelope<unknown>) => [answer.code, answer.msg.replace(/\s/g, ' ')];
const requestCount = async () => Number((await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from med_refund_requests`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ spi, integrations: { customers } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('compliance', 'Compliance');
  ops = await t.signIn('ops');
  compliance = await t.signIn('compliance');
  account = await openAccount(t, ops);
  await deposit(t.db, account.id, 1_000_000, t.clock.now());
  pix = pixOf(t, spi);
});
afterAll(() => t.close());

describe('our customer paid a fraudster (payer side)', () => {
  it('a contestation opens a case; our refund request is answered in part; the return credits the customer and closes the case', async () => {
    const paid = await pix.payout(account, 80_000);
    customers.filed.push({ id: 'CT-0001', endToEndId: paid.end_to_end_id, document: paid.payer_document, situation: 'SCAM', details: 'The seller vanished', at: t.clock.now() });
    await later(60_000);
    expect(await sync()).toMatchObject({ contestations: 1 });
    expect(await sync()).toMatchObject({ contestations: 0 });
    const [listed] = (await t.call(med.list, { origin: 'contestation' }, { token: ops })).data!.list;
    expect(listed).toMatchObject({ trade_id: paid.id, side: 'payer', origin: 'contestation', status: 'open', contestation_id: 'CT-0001', next_deadline_kind: 'contestation_analysis' });

    const filed = await file(listed!.id, 80_000);
    expect(filed.data).toMatchObject({ role: 'requesting', status: 'OPEN', amount: 80_000, reason: 'FRAUD' });
    expect(said(await file(listed!.id, 1_000))).toEqual([409, `Refund request ${filed.data!.id} of case ${listed!.id} is still open: follow it, or cancel it before asking again`]);
    expect(said(await t.call(med.close, { id: listed!.id, note: 'Nothing more to do' }, { token: compliance }))[0]).toBe(409);
    const before = (await available()).available;

    await later(1_000);
    expect(await sync()).toMatchObject({ answers: 1 });
    const after = await detail(listed!.id);
    expect(after.refund_requests[0]).toMatchObject({ status: 'CLOSED', analysis_result: 'PARTIALLY_ACCEPTED', refunded_amount: RECEIVER_STILL_HOLDS, answered_by: 'DICT' });
    expect(after.case).toMatchObject({ status: 'closed', next_deadline_at: null });
    expect(after.trade.returns).toEqual([expect.objectContaining({ direction: 'received', amount: RECEIVER_STILL_HOLDS, return_id: after.refund_requests[0]!.return_id })]);
    expect(after.events.map((e) => e.kind)).toEqual(['opened', 'refund_requested', 'refund_answered', 'return_received', 'closed']);
    expect((await available()).available).toBe(before + RECEIVER_STILL_HOLDS);
    // Synced again, the answer is not credited twice.
    await later(1_000);
    await sync();
    expect((await available()).available).toBe(before + RECEIVER_STILL_HOLDS);
    expect(said(await file(listed!.id, 1_000))).toEqual([409, `Case ${listed!.id} is closed; nothing more can be done with it`]);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('refuses a request above what is left, after 80 days, or on the receiver\'s side, and a hold on the payer\'s side, changing nothing', async () => {
    const old = await pix.payout(account, 5_000);
    await later(81 * DAY);
    const oldCase = await openCase(old.end_to_end_id);
    const paid = await pix.payout(account, 10_000);
    const opened = await openCase(paid.end_to_end_id);
    expect((await t.call(med.open, { end_to_end_id: paid.end_to_end_id, note: 'Again' }, { token: compliance }))).toMatchObject({ data: { id: opened.id }, words: { key: 'med.exists' } });
    const received = await pix.payin(account, 10_000);
    const theirs = await openCase(received.end_to_end_id);
    const state = [await moneyState(t.db), await requestCount()];

    expect(said(await file(opened.id, 10_001))).toEqual([409, `Cannot ask for R$ 100,01: only R$ 100,00 of transaction ${paid.trade_no} is left to ask for`]);
    expect(said(await file(oldCase.id, 1_000))).toEqual([409, `Transaction ${old.trade_no} is more than 80 days old: its money can no longer be asked back through the MED`]);
    expect(said(await file(theirs.id, 1_000))[0]).toBe(409);
    const hold = await t.call(med.hold, { case_id: opened.id, hold_type: 'med', amount: 100, reason: 'Block it' }, { token: compliance, idempotencyKey: `med-hold-${keys++}` });
    expect(said(hold)[0]).toBe(409);
    expect((await t.call(med.hold, { case_id: theirs.id, hold_type: 'med', amount: 100, reason: 'Block it' }, { token: ops, idempotencyKey: `med-hold-${keys++}` })).code).toBe(403);
    expect([await moneyState(t.db), await requestCount()]).toEqual(state);
  });

  it('cancels an open request of ours once; an answer of "no balance" leaves the case open for the analyst to close', async () => {
    const paid = await pix.payout(account, 7_000);
    const opened = await openCase(paid.end_to_end_id);
    const request = (await file(opened.id, 7_000)).data!;
    const cancel = () => t.call(med.refundCancel, { id: request.id, details: 'The customer found the goods' }, { token: compliance });
    expect(said(await accept(request.id))).toEqual([409, `Refund request ${request.id} is ours: the receiver's institution answers it, we can only cancel it`]);
    expect((await cancel()).data).toMatchObject({ status: 'CANCELLED', closed_at: expect.any(String) });
    expect(said(await cancel())).toEqual([409, `Refund request ${request.id} is CANCELLED; only an open request is answered or cancelled`]);

    const stale = await pix.payout(account, 3_000);
    await later(31 * DAY);
    const staleCase = await openCase(stale.end_to_end_id);
    await file(staleCase.id, 3_000);
    await later(1_000);
    await sync();
    const answered = await detail(staleCase.id);
    expect(answered.refund_requests[0]).toMatchObject({ status: 'CLOSED', analysis_result: 'REJECTED', rejection_reason: 'NO_BALANCE', refunded_amount: 0 });
    expect(answered.case.status).toBe('open');
    expect((await t.call(med.close, { id: staleCase.id, note: 'Nothing left at the receiver' }, { token: compliance })).data).toMatchObject({ status: 'closed', close_note: 'Nothing left at the receiver' });
  });
});

describe('a case', () => {
  it('is taken by the analyst who works it, shows under "mine", and refuses to be taken or held once closed', async () => {
    const received = await pix.payin(account, 4_000);
    const opened = await openCase(received.end_to_end_id);
    const taken = await t.call(med.take, { id: opened.id }, { token: compliance });
    expect(taken.data).toMatchObject({ assigned_to: 'compliance' });
    const mine = (await t.call(med.list, { mine: true }, { token: compliance })).data!;
    expect(mine.list.map((c) => c.id)).toContain(opened.id);
    expect(mine.counts.mine).toBe(mine.list.filter((c) => c.status === 'open').length);
    expect((await t.call(med.list, { mine: true }, { token: ops })).data!.list.map((c) => c.id)).not.toContain(opened.id);
    expect((await detail(opened.id)).events.map((e) => [e.kind, e.actor])).toEqual([['opened', 'compliance'], ['taken', 'compliance']]);

    await t.call(med.close, { id: opened.id, note: 'Nothing wrong with it' }, { token: compliance });
    const state = await moneyState(t.db);
    expect(said(await t.call(med.take, { id: opened.id }, { token: compliance }))).toEqual([409, `Case ${opened.id} is closed; nothing more can be done with it`]);
    const hold = await t.call(med.hold, { case_id: opened.id, hold_type: 'cautionary', amount: 100, reason: 'Too late' }, { token: compliance, idempotencyKey: `med-hold-${keys++}` });
    expect(said(hold)[0]).toBe(409);
    expect(await moneyState(t.db)).toEqual(state);
  });
});

describe('another institution asks us for money our customer received (receiver side)', () => {
  async function askedBack(amount: number) {
    const endToEndId = pix.askedBackEndToEndId(amount);
    const received = await pix.payin(account, amount, { endToEndId });
    await later(49 * HOUR);
    expect(await sync()).toMatchObject({ refund_requests: 1 });
    const [row] = await rowsOf<{ id: number }>(t.db, sql`select id from med_cases where trade_id = ${received.id}`);
    return { received, caseId: row!.id, request: (await detail(row!.id)).refund_requests[0]! };
  }

  it('is held, then accepted in part from the held money first; the case closes and releases the rest; a second accept changes nothing', async () => {
    const { received, caseId, request } = await askedBack(60_000);
    expect(request).toMatchObject({ role: 'contested', status: 'OPEN', amount: 60_000 });
    const opened = await detail(caseId);
    expect(opened.case).toMatchObject({ side: 'receiver', origin: 'refund_request', next_deadline_kind: 'refund_analysis', next_deadline_at: request.deadline_at });
    expect(said(await t.call(med.refundCancel, { id: request.id, details: 'Not ours to cancel' }, { token: compliance }))[0]).toBe(409);

    await t.call(med.hold, { case_id: caseId, hold_type: 'med', amount: 40_000, reason: 'Block what is left while we analyse' }, { token: compliance, idempotencyKey: `med-hold-${keys++}` });
    expect((await detail(caseId)).money).toMatchObject({ amount: 60_000, held: 40_000, returned: 0 });
    const before = await available();
    expect(said(await accept(request.id, 70_000))).toEqual([409, `Cannot accept R$ 700,00: refund request ${request.id} asks for R$ 600,00`]);

    const accepted = await accept(request.id, 50_000);
    expect(accepted.data).toMatchObject({ status: 'CLOSED', analysis_result: 'PARTIALLY_ACCEPTED', refunded_amount: 50_000, answered_by: 'compliance' });
    const after = await detail(caseId);
    expect(after.case.status).toBe('closed');
    expect(after.money).toMatchObject({ held: 0, returned: 50_000 });
    expect(after.holds).toEqual([expect.objectContaining({ hold_type: 'med', status: 'released', remaining: 0, release_reason: note('hold.returned') })]);
    expect(after.trade.returns).toEqual([expect.objectContaining({ direction: 'sent', amount: 50_000, reason_code: request.reason === 'FRAUD' ? 'FR01' : 'BE08', return_id: accepted.data!.return_id })]);
    expect(await available()).toMatchObject({ frozen: before.frozen - 40_000, available: before.available - 10_000 });

    const state = await moneyState(t.db);
    expect(said(await accept(request.id))).toEqual([409, `Refund request ${request.id} is CLOSED; only an open request is answered or cancelled`]);
    expect(await moneyState(t.db)).toEqual(state);
    expect((await t.call(trades.detail, { id: received.id }, { token: ops })).data!.returnable).toBe(10_000);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('shows as overdue once its 7 days pass, and is rejected with a reason, moving nothing', async () => {
    const { caseId, request } = await askedBack(20_000);
    const overdue = async () => (await t.call(med.list, { due: 'overdue' }, { token: ops })).data!;
    expect((await overdue()).list.map((c) => c.id)).not.toContain(caseId);
    await later(7 * DAY);
    const listed = await overdue();
    expect(listed.list.map((c) => c.id)).toContain(caseId);
    expect(listed.counts.overdue).toBeGreaterThanOrEqual(1);

    const state = await moneyState(t.db);
    const rejected = await t.call(med.refundReject, { id: request.id, rejection_reason: 'CANNOT_REFUND', details: 'The customer proved the sale' }, { token: compliance });
    expect(rejected.data).toMatchObject({ status: 'CLOSED', analysis_result: 'REJECTED', rejection_reason: 'CANNOT_REFUND', refunded_amount: 0 });
    expect(await moneyState(t.db)).toEqual(state);
    expect((await overdue()).list.map((c) => c.id)).not.toContain(caseId);
  });

  it('above the policy\'s amount, the accept waits for a second person; approved, the money goes back once', async () => {
    const { received, request } = await askedBack(30_000);
    await t.addStaff(`checker.${keys}`, 'Super admin');
    const checker = await t.signIn(`checker.${keys}`);
    await t.call(approvals.policyUpdate, { action: 'refund_accept', needs_approval: true, from_amount: 25_000, reason: 'Four eyes on large refunds' }, { token: checker });
    const state = await moneyState(t.db);
    const asked = await accept(request.id);
    expect(asked.code).toBe(202);
    const approval = (asked.data as unknown as { approval: approvals.ApprovalRequest }).approval;
    expect(approval).toMatchObject({ action: 'refund_accept', amount: 30_000, reason: 'Fraud confirmed by our analysis', maker: 'compliance' });
    expect(await moneyState(t.db)).toEqual(state);
    const approved = await t.call(approvals.approve, { id: approval.id, reason: 'Analysis read' }, { token: checker, idempotencyKey: `med-approve-${keys++}` });
    expect(approved.data).toMatchObject({ status: 'approved', result: { status: 'CLOSED', refunded_amount: 30_000, answered_by: 'compliance' } });
    expect((await t.call(trades.detail, { id: received.id }, { token: ops })).data!.returnable).toBe(0);
    await turnPoliciesOff(t.db);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('never gives back more than is left of the Pix', async () => {
    const { received, request } = await askedBack(10_000);
    await t.call(trades.returnMoney, { trade_id: received.id, amount: 6_000, reason_code: 'MD06', reason: 'Asked by the customer' }, { token: ops, idempotencyKey: `med-return-${keys++}` });
    const state = await moneyState(t.db);
    expect(said(await accept(request.id))).toEqual([409, `Cannot return R$ 100,00 of transaction ${received.trade_no}: only R$ 40,00 is left to return`]);
    expect(await moneyState(t.db)).toEqual(state);
    expect((await accept(request.id, 4_000)).data).toMatchObject({ analysis_result: 'PARTIALLY_ACCEPTED', refunded_amount: 4_000 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});
