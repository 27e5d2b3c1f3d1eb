// Four eyes: a policy holds a sensitive call for a second person; nothing moves until someone
// else who may take the action approves it, and then it runs once, exactly as asked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { approvals, auth, banking, pix, staff, users, type BodyOf } from '@wallet/contracts';
import { approvalRequests, auditLogs, fraudMarkers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, moneyState, openAccount } from '../../test-support/banking.js';
import { turnPoliciesOff } from '../../test-support/approvals.js';

const HOUR = 3_600_000;
let t: TestApp;
let root: string;
let ops: string;
let compliance: string;
let finance: string;
let keys = 0;
const key = () => `approvals-key-${++keys}`;

beforeAll(async () => {
  // Every test signs its members in again: more sign-ins a minute than a person may make.
  t = await createTestApp({ env: { LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  await t.addStaff('root', 'Super admin');
  await t.addStaff('olga.ops', 'Operations');
  await t.addStaff('carlos.compliance', 'Compliance');
  await t.addStaff('fabia.finance', 'Finance');
});
afterAll(() => t.close());

/** Every test starts with fresh sessions (sensitive calls want a proof in the last 5 minutes) and no policy on. */
beforeEach(async () => {
  [root, ops, compliance, finance] = await Promise.all(['root', 'olga.ops', 'carlos.compliance', 'fabia.finance'].map((name) => t.signIn(name))) as [string, string, string, string];
  await turnPoliciesOff(t.db);
});

const setPolicy = async (body: Omit<BodyOf<typeof approvals.policyUpdate>, 'reason'>) => {
  const answer = await t.call(approvals.policyUpdate, { ...body, reason: 'Four eyes on this' }, { token: root });
  expect(answer.code).toBe(200);
  return answer.data!;
};

async function heldMoney(amount: number, body: Partial<BodyOf<typeof banking.freeze>> = {}) {
  const account = await openAccount(t, root);
  await deposit(t.db, account.id, amount * 3, t.clock.now());
  const frozen = await t.call(banking.freeze, { account_id: account.id, amount, reason: 'Suspicious pattern', ...body }, { token: ops, idempotencyKey: key() });
  expect(frozen.code).toBe(200);
  return { account, freezeId: frozen.data!.freeze.id };
}

const release = (freezeId: number, token = ops, extra: { amount?: number } = {}) =>
  t.call(banking.unfreeze, { freeze_id: freezeId, reason: 'Customer proved the origin', ...extra }, { token, idempotencyKey: key() });
const approve = (id: number, token: string, idempotencyKey = key()) => t.call(approvals.approve, { id, reason: 'Checked the documents' }, { token, idempotencyKey });
const balanceOf = async (accountId: number) => (await t.call(banking.balance, { account_id: accountId }, { token: root })).data!;

describe('a hold release above the amount', () => {
  it('runs at once below the amount, waits above it, and moves the money once when a second person approves', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: 100_000 });
    const small = await heldMoney(50_000);
    expect((await release(small.freezeId)).code).toBe(200);

    const { account, freezeId } = await heldMoney(250_000);
    const before = await moneyState(t.db);
    const asked = await release(freezeId);
    expect(asked).toMatchObject({ code: 202, msg: 'Request ' + (asked.data as unknown as { approval: { id: number } }).approval.id + ' waits for a second person: hold_release runs only once someone else approves it' });
    const request = (asked.data as unknown as { approval: approvals.ApprovalRequest }).approval;
    expect(request).toMatchObject({ action: 'hold_release', status: 'pending', maker: 'olga.ops', amount: 250_000, reason: 'Customer proved the origin', target: `funds_freeze:${freezeId}` });
    expect(request.changes).toEqual([
      { field: 'held', kind: 'money', before: 250_000, after: 0 },
      { field: 'available', kind: 'money', before: 500_000, after: 750_000 },
    ]);
    expect(await moneyState(t.db)).toEqual(before);

    // The maker cannot approve their own request, nor ask for the same release twice.
    expect(await approve(request.id, ops)).toMatchObject({ code: 403 });
    expect((await release(freezeId)).msg).toBe(`Request ${request.id} already waits for the same action on ${request.target_label}: approve, reject or withdraw it first`);

    // The freeze list marks the hold with the request its release waits on, until it is decided.
    const releaseRequestOf = async () => (await t.call(banking.freezeList, { account_id: account.id }, { token: ops })).data!.list.find((f) => f.id === freezeId)!.release_request_id;
    expect(await releaseRequestOf()).toBe(request.id);

    // A checker sees it waiting, with the difference, and approves: the money moves once.
    const waiting = (await t.call(approvals.requestList, { box: 'waiting' }, { token: compliance })).data!.list;
    expect(waiting.map((r) => r.id)).toContain(request.id);
    expect(waiting.find((r) => r.id === request.id)!.decidable).toBe(true);
    const approvalKey = key();
    const approved = await approve(request.id, compliance, approvalKey);
    expect(approved.code).toBe(200);
    expect(approved.data).toMatchObject({ status: 'approved', checker: 'carlos.compliance', decision_reason: 'Checked the documents' });
    expect(await balanceOf(account.id)).toMatchObject({ available: 750_000, frozen: 0 });
    expect(await releaseRequestOf()).toBeNull();

    // Replayed with its key, the same answer; approved again, refused: the money moved once.
    expect(await approve(request.id, compliance, approvalKey)).toEqual(approved);
    expect(await approve(request.id, root)).toMatchObject({ code: 409, msg: `Request ${request.id} is approved: it can no longer be decided` });
    expect(await balanceOf(account.id)).toMatchObject({ available: 750_000, frozen: 0 });

    // The audit log names both: the release under its maker, approved by the checker.
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.target, `funds_freeze:${freezeId}`));
    expect(rows.map((r) => [r.action, r.actor_name, r.result, r.approved_by])).toEqual(expect.arrayContaining([
      ['funds/unfreeze', 'olga.ops', 'asked', null],
      ['funds/unfreeze', 'olga.ops', 'ok', 'carlos.compliance'],
    ]));
    const [decision] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'approval/approve'), eq(auditLogs.target, `approval_request:${request.id}`), eq(auditLogs.result, 'ok')));
    expect(decision).toMatchObject({ actor_name: 'carlos.compliance', after: expect.objectContaining({ reason: 'Checked the documents', maker: 'olga.ops' }) });
  });

  it('holds a judicial hold at any amount when the policy names the type', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: 1_000_000, hold_types: ['judicial'] });
    const judicial = await heldMoney(1_000, { hold_type: 'judicial', court_order: 'Processo 0001234-55' });
    expect((await release(judicial.freezeId)).code).toBe(202);
    const internal = await heldMoney(1_000);
    expect((await release(internal.freezeId)).code).toBe(200);
  });

  it('refuses the approval when the hold changed meanwhile, and moves nothing', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: 100_000 });
    const { freezeId } = await heldMoney(300_000);
    const asked = await release(freezeId);
    const id = (asked.data as unknown as { approval: { id: number } }).approval.id;
    // A small partial release runs at once and changes what the hold holds.
    expect((await release(freezeId, ops, { amount: 10_000 })).code).toBe(200);
    const detail = (await t.call(approvals.requestDetail, { id }, { token: compliance })).data!;
    expect(detail.stale).toBe(true);
    const before = await moneyState(t.db);
    const refused = await approve(id, compliance);
    expect(refused).toMatchObject({ code: 409, data: { current: expect.any(Array) } });
    expect(refused.msg).toMatch(new RegExp(`changed since request ${id} was asked: nothing was done`));
    expect(await moneyState(t.db)).toEqual(before);
    expect((await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0]!.status).toBe('pending');
  });

  it('moves nothing once the request expired', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: 100_000 });
    const { freezeId } = await heldMoney(200_000);
    const id = ((await release(freezeId)).data as unknown as { approval: { id: number } }).approval.id;
    t.clock.advance(25 * HOUR);
    const checker = await t.signIn('carlos.compliance');
    const before = await moneyState(t.db);
    expect((await approve(id, checker)).msg).toMatch(new RegExp(`^Request ${id} expired at .* without approval: nothing was done`));
    expect(await moneyState(t.db)).toEqual(before);
    const mine = (await t.call(approvals.requestList, { box: 'mine', status: 'expired' }, { token: await t.signIn('olga.ops') })).data!.list;
    expect(mine.map((r) => r.id)).toContain(id);
  });

  it('a rejected or withdrawn request moves nothing, and only its maker withdraws it', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: 100_000 });
    const first = await heldMoney(200_000);
    const second = await heldMoney(200_000);
    const before = await moneyState(t.db);
    const one = ((await release(first.freezeId)).data as unknown as { approval: { id: number } }).approval.id;
    const two = ((await release(second.freezeId)).data as unknown as { approval: { id: number } }).approval.id;
    expect(await t.call(approvals.reject, { id: one, reason: 'No proof attached' }, { token: compliance })).toMatchObject({ code: 200, data: { status: 'rejected', decision_reason: 'No proof attached' } });
    expect((await t.call(approvals.withdraw, { id: two, reason: 'Asked by mistake' }, { token: compliance })).code).toBe(403);
    expect(await t.call(approvals.withdraw, { id: two, reason: 'Asked by mistake' }, { token: ops })).toMatchObject({ code: 200, data: { status: 'withdrawn' } });
    expect((await approve(one, root)).code).toBe(409);
    expect(await moneyState(t.db)).toEqual(before);
  });

  it('the bulk release refuses the rows the policy holds and releases the others', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: 100_000 });
    const small = await heldMoney(10_000);
    const large = await heldMoney(200_000);
    const answer = await t.call(banking.unfreezeSelected, { ids: [small.freezeId, large.freezeId], reason: 'Cleared' }, { token: ops, idempotencyKey: key() });
    expect(answer.data!.results).toEqual([
      expect.objectContaining({ id: small.freezeId, outcome: 'done' }),
      expect.objectContaining({ id: large.freezeId, outcome: 'refused', msg: 'hold_release needs a second person here: do it on its own to ask for approval' }),
    ]);
  });
});

describe('who may decide', () => {
  it('a checker without the action\'s permission neither sees nor approves the request', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: null });
    const { freezeId } = await heldMoney(5_000);
    const id = ((await release(freezeId)).data as unknown as { approval: { id: number } }).approval.id;
    // Finance may approve, but may not release holds.
    expect((await t.call(approvals.requestList, { box: 'waiting' }, { token: finance })).data!.list.map((r) => r.id)).not.toContain(id);
    expect(await approve(id, finance)).toMatchObject({ code: 404 });
    expect((await t.call(approvals.requestCounts, {}, { token: compliance })).data!.waiting_for_me).toBeGreaterThan(0);
    expect((await t.call(approvals.requestCounts, {}, { token: ops })).data!.mine_pending).toBeGreaterThan(0);
  });

  it('an approval needs a proof of identity in the last 5 minutes', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: null });
    const { freezeId } = await heldMoney(5_000);
    const id = ((await release(freezeId)).data as unknown as { approval: { id: number } }).approval.id;
    t.clock.advance(6 * 60_000);
    expect(await approve(id, compliance)).toMatchObject({ code: 403, data: { reauth_required: true } });
  });

  it('the maker must still be allowed the action when it is approved', async () => {
    await setPolicy({ action: 'hold_release', needs_approval: true, from_amount: null });
    await t.addStaffWith('short.lived', ['funds.view', 'funds.unfreeze']);
    const { freezeId } = await heldMoney(5_000);
    const id = ((await release(freezeId, await t.signIn('short.lived'))).data as unknown as { approval: { id: number } }).approval.id;
    await t.call(staff.staffDisable, { id: (await t.call(staff.staffList, { keyword: 'short.lived' }, { token: root })).data!.list[0]!.id }, { token: root });
    expect((await approve(id, compliance)).msg).toBe(`short.lived, who asked for request ${id}, may no longer take this action: nothing was done`);
  });
});

describe('the other policies', () => {
  it('a fee above the amount waits and is deducted once a second person approves', async () => {
    await setPolicy({ action: 'fee_create', needs_approval: true, from_amount: 50_000 });
    const account = await openAccount(t, root, { kind: 'merchant' });
    await deposit(t.db, account.id, 200_000, t.clock.now());
    const fee = (amount: number) => t.call(banking.feeCreate, { account_id: account.id, amount, reason: 'Monthly fee' }, { token: finance, idempotencyKey: key() });
    expect((await fee(1_000)).code).toBe(200);
    const asked = await fee(60_000);
    expect(asked.code).toBe(202);
    expect((await balanceOf(account.id)).available).toBe(199_000);
    const checker = await t.signIn('root');
    expect((await approve((asked.data as unknown as { approval: { id: number } }).approval.id, checker)).code).toBe(200);
    expect((await balanceOf(account.id)).available).toBe(139_000);
  });

  it('a limit raised above the amount waits; a limit lowered runs at once', async () => {
    await setPolicy({ action: 'limit_increase', needs_approval: true, from_amount: 1_000_000 });
    const account = await openAccount(t, root);
    const change = (amount: number) => t.call(pix.limits.change, { owner_id: account.owner_id, limits_type: 'PIX', period_type: 'DAYTIME', amount, reason: 'Customer request' }, { token: ops });
    expect((await change(100)).code).toBe(200);
    const asked = await change(5_000_000);
    expect(asked.code).toBe(202);
    expect((asked.data as unknown as { approval: approvals.ApprovalRequest }).approval.changes).toEqual([{ field: 'limit', kind: 'money', before: 100, after: 5_000_000 }]);
  });

  it('unblocking a customer our fraud markers name waits; any other unblock runs at once', async () => {
    await setPolicy({ action: 'marked_unblock', needs_approval: true });
    const plain = await openAccount(t, root);
    const marked = await openAccount(t, root);
    for (const owner of [plain.owner_id, marked.owner_id]) await t.call(users.block, { id: owner, reason: 'Suspicious activity' }, { token: ops });
    await t.db.insert(fraudMarkers).values({
      dict_id: `marker-${marked.owner_id}`, kind: 'SCAMMER_ACCOUNT', target: 'person', document: marked.owner_document, customer_id: marked.owner_id,
      status: 'active', note: 'Confirmed scam', created_by: 'root', created_at: t.clock.now(),
    });
    expect((await t.call(users.unblock, { id: plain.owner_id, reason: 'Cleared' }, { token: ops })).code).toBe(200);
    const asked = await t.call(users.unblock, { id: marked.owner_id, reason: 'Cleared' }, { token: ops });
    expect(asked.code).toBe(202);
    expect((await t.call(users.unblockSelected, { ids: [marked.owner_id], reason: 'Cleared' }, { token: compliance })).data!.refused).toBe(1);
    expect((await approve((asked.data as unknown as { approval: { id: number } }).approval.id, compliance)).data).toMatchObject({ status: 'approved' });
    expect((await t.call(users.detail, { id: marked.owner_id }, { token: root })).data!.user.status).toBe('active');
  });

  it('staff creation waits, needs a reason when the call has none, and the checker receives the temporary password', async () => {
    await setPolicy({ action: 'staff_create', needs_approval: true });
    const roles = (await t.call(staff.roleList, {}, { token: root })).data!.list;
    const supportId = roles.find((r) => r.name === 'Support')!.id;
    await t.addStaffWith('hr.manager', ['staff.view', 'staff.manage', 'users.view', 'kyc.view', 'bank_accounts.view', 'funds.view', 'fees.view', 'trades.view', 'pix_keys.view', 'limits.view']);
    const hr = await t.signIn('hr.manager');
    const body = { username: 'new.support', name: 'New Support', email: 'new.support@wallet.example', role_id: supportId };
    expect(await t.call(staff.staffCreate, body, { token: hr })).toMatchObject({ code: 400, data: { approval_reason_required: true, action: 'staff_create' } });
    const asked = await t.post(staff.staffCreate.path, body, { token: hr, approvalReason: 'Contratação aprovada pelo RH' });
    const request = (asked.json() as { code: number; data: { approval: approvals.ApprovalRequest } });
    expect(request).toMatchObject({ code: 202, data: { approval: { reason: 'Contratação aprovada pelo RH', target: 'admin:new.support' } } });
    const approved = await approve(request.data.approval.id, root);
    expect(approved.data).toMatchObject({ status: 'approved', result: { member: { username: 'new.support' }, temporary_password: expect.any(String) } });
  });

  it('a role change and a two-factor reset wait when their policies are on', async () => {
    await setPolicy({ action: 'role_change', needs_approval: true });
    const created = await t.post(staff.roleCreate.path, { name: 'Night desk', permissions: ['users.view'] }, { token: root, approvalReason: 'Night shift starts Monday' });
    expect(created.json()).toMatchObject({ code: 202 });
    await setPolicy({ action: 'totp_reset', needs_approval: true });
    const member = (await t.call(staff.staffList, { keyword: 'olga.ops' }, { token: root })).data!.list[0]!;
    // Without an enrolment there is nothing to reset: nothing waits, and the call refuses in its own words.
    const requests = await t.db.select().from(approvalRequests);
    expect((await t.call(staff.staffResetTotp, { id: member.id }, { token: root })).code).toBe(409);
    expect(await t.db.select().from(approvalRequests)).toEqual(requests);
    // Enrolled, the reset waits for a second person, and runs once approved.
    const enrolled = await t.addStaff('tina.phone', 'Operations');
    const tina = await t.signIn('tina.phone');
    const secret = (await t.call(auth.totpEnroll, {}, { token: tina })).data!.secret;
    expect((await t.call(auth.totpConfirm, { code: await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }) }, { token: tina })).code).toBe(200);
    const asked = (await t.post(staff.staffResetTotp.path, { id: enrolled }, { token: root, approvalReason: 'Lost her phone' })).json() as { code: number; data: { approval: approvals.ApprovalRequest } };
    expect(asked).toMatchObject({ code: 202, data: { approval: { action: 'totp_reset', changes: [{ field: 'two_factor', before: 'enrolled', after: null }] } } });
    const enrolment = async () => (await t.call(staff.staffList, { keyword: 'tina.phone' }, { token: root })).data!.list[0]!.totp_enabled;
    expect(await enrolment()).toBe(true);
    // Compliance may approve, but not manage staff: the request is not theirs to see.
    expect((await approve(asked.data.approval.id, compliance)).code).toBe(404);
    await t.addStaff('second.root', 'Super admin');
    expect((await approve(asked.data.approval.id, await t.signIn('second.root'))).data).toMatchObject({ status: 'approved' });
    expect(await enrolment()).toBe(false);
  });
});

describe('policies', () => {
  it('only a member with approvals.policies changes them; an amount only where the action has one', async () => {
    expect((await t.call(approvals.policyUpdate, { action: 'fee_create', needs_approval: true, reason: 'Try' }, { token: compliance })).code).toBe(403);
    expect((await t.call(approvals.policyUpdate, { action: 'staff_create', needs_approval: true, from_amount: 100, reason: 'Try' }, { token: root })).msg)
      .toBe('Invalid field "from_amount": this action has no amount');
    expect((await t.call(approvals.policyUpdate, { action: 'fee_create', needs_approval: true, hold_types: ['judicial'], reason: 'Try' }, { token: root })).msg)
      .toBe('Invalid field "hold_types": only a hold release names hold types');
    const saved = await setPolicy({ action: 'fee_create', needs_approval: true, from_amount: 10_000 });
    expect(saved).toMatchObject({ action: 'fee_create', needs_approval: true, from_amount: 10_000, updated_by: 'root' });
    const [audited] = await t.db.select().from(auditLogs).where(eq(auditLogs.target, 'approval_policy:fee_create')).orderBy(auditLogs.id);
    expect(audited).toMatchObject({ actor_name: 'root', result: 'ok' });
  });
});
