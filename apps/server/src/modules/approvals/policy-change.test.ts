// The switch is watched too: turning a policy off, raising its threshold or dropping a hold type it
// names waits for a second person, whatever any policy says, so that nobody turns four eyes off,
// acts alone and turns them on again. Tightening runs at once. The built-in Super admin role's
// networks, which could lock every Super admin out, change only under four eyes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { approvals, banking, staff, type BodyOf } from '@wallet/contracts';
import { roles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, openAccount } from '../../test-support/banking.js';
import { requestOf, turnPoliciesOff } from '../../test-support/approvals.js';

let t: TestApp;
let root: string;
let second: string;
let keys = 0;
const key = () => `policy-change-${++keys}`;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  await t.addStaff('root', 'Super admin');
  await t.addStaff('second.admin', 'Super admin');
});
afterAll(() => t.close());

beforeEach(async () => {
  [root, second] = await Promise.all([t.signIn('root'), t.signIn('second.admin')]);
  await turnPoliciesOff(t.db);
});

type PolicyBody = Omit<BodyOf<typeof approvals.policyUpdate>, 'reason'>;
const update = (body: PolicyBody, token = root) => t.call(approvals.policyUpdate, { ...body, reason: 'Policy review' }, { token, idempotencyKey: key() });
const policy = async (action: PolicyBody['action']) => (await t.call(approvals.policyList, {}, { token: root })).data!.list.find((p) => p.action === action)!;
const approve = (id: number, token: string) => t.call(approvals.approve, { id, reason: 'Agreed in the review' }, { token, idempotencyKey: key() });

describe('a policy change', () => {
  it('tightening runs at once; turning off waits, changes nothing meanwhile, and runs once another member approves', async () => {
    expect((await update({ action: 'hold_release', needs_approval: true, from_amount: 10_000 })).code).toBe(200);
    expect((await update({ action: 'hold_release', needs_approval: true, from_amount: 5_000, hold_types: ['judicial'] })).code).toBe(200);

    const off = await update({ action: 'hold_release', needs_approval: false });
    expect(off.code).toBe(202);
    const request = requestOf(off);
    expect(request).toMatchObject({ action: 'policy_change', target: 'approval_policy:hold_release', maker: 'root' });
    expect(request.changes).toEqual([
      { field: 'needs_approval', kind: 'flag', before: 'true', after: 'false' },
      { field: 'from_amount', kind: 'money', before: 5_000, after: null },
      { field: 'hold_types', kind: 'list', before: ['judicial'], after: [] },
    ]);
    expect(await policy('hold_release')).toMatchObject({ needs_approval: true, from_amount: 5_000, hold_types: ['judicial'] });

    // Meanwhile the policy still holds: the maker cannot act alone.
    const account = await openAccount(t, root);
    await deposit(t.db, account.id, 20_000, t.clock.now());
    const frozen = await t.call(banking.freeze, { account_id: account.id, amount: 20_000, reason: 'Suspicious pattern' }, { token: root, idempotencyKey: key() });
    expect((await t.call(banking.unfreeze, { freeze_id: frozen.data!.freeze.id, reason: 'Alone' }, { token: root, idempotencyKey: key() })).code).toBe(202);

    expect((await approve(request.id, root)).code).toBe(409);
    expect((await approve(request.id, second)).code).toBe(200);
    expect(await policy('hold_release')).toMatchObject({ needs_approval: false });
  });

  it('raising the threshold or dropping a hold type waits; the same policy again runs at once', async () => {
    expect((await update({ action: 'fee_create', needs_approval: true, from_amount: 10_000 })).code).toBe(200);
    expect((await update({ action: 'fee_create', needs_approval: true, from_amount: 10_001 })).code).toBe(202);
    expect((await update({ action: 'fee_create', needs_approval: true, from_amount: 10_000 })).code).toBe(200);

    expect((await update({ action: 'hold_release', needs_approval: true, hold_types: ['judicial', 'med'] })).code).toBe(200);
    const dropped = await update({ action: 'hold_release', needs_approval: true, hold_types: ['judicial'] });
    expect([dropped.code, dropped.msg]).toEqual([202, expect.any(String)]);
    expect((await update({ action: 'role_change', needs_approval: true })).code).toBe(200);
    expect((await update({ action: 'role_change', needs_approval: false })).code).toBe(202);
  });

  it('refuses a policy of its own for the switch', async () => {
    expect((await update({ action: 'policy_change', needs_approval: false })).code).toBe(400);
  });
});

describe("the Super admin role's networks", () => {
  const superAdminRole = async () => (await t.call(staff.roleList, {}, { token: root })).data!.list.find((r) => r.name === 'Super admin')!;
  const withNetworks = (role: staff.Role, allowed_networks: string[]) =>
    ({ id: role.id, name: role.name, description: role.description, permissions: [...role.permissions], totp_required: role.totp_required, allowed_networks });

  it('change only once a second person approves, even with the role policy off', async () => {
    const role = await superAdminRole();
    const asked = await t.call(staff.roleUpdate, withNetworks(role, ['127.0.0.0/8', '::1/128']), { token: root, approvalReason: 'Office network only', idempotencyKey: key() });
    expect(asked.code).toBe(202);
    expect(requestOf(asked)).toMatchObject({ action: 'role_change', target: `role:${role.id}` });
    expect((await superAdminRole()).allowed_networks).toEqual(role.allowed_networks);

    expect((await approve(requestOf(asked).id, second)).code).toBe(200);
    expect((await superAdminRole()).allowed_networks).toEqual(['127.0.0.0/8', '::1/128']);
    await t.db.update(roles).set({ allowed_networks: role.allowed_networks }).where(eq(roles.id, role.id));
  });

  it('its other fields change at once', async () => {
    const role = await superAdminRole();
    const saved = await t.call(staff.roleUpdate, { ...withNetworks(role, role.allowed_networks), description: 'Everything, for the few' }, { token: root, idempotencyKey: key() });
    expect(saved.code).toBe(200);
  });
});
