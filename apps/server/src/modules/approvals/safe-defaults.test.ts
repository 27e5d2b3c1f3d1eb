// What an installation starts with: role and staff changes, large releases and refunds wait for a
// second person, and a Super admin signs in with a second factor (migration 0057).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { approvals, auth, staff } from '@wallet/contracts';
import { migrateDatabase } from '../../db/migrate.js';
import type { DatabaseHandle } from '../../db/client.js';
import { rowsOf } from '../../test-support/database.js';
import { databaseBefore } from '../../test-support/migrations-before.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
let first: string;

/** Signs `username` in and enrols their second factor, as the first sign-in of a Super admin demands. */
async function signInEnrolled(username: string): Promise<string> {
  const token = await t.signIn(username);
  const { secret } = (await t.call(auth.totpEnroll, {}, { token })).data!;
  const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  expect((await t.call(auth.totpConfirm, { code }, { token })).code).toBe(200);
  return token;
}

beforeAll(async () => {
  t = await createTestApp({ safeDefaults: true });
  await t.addStaff('first', 'Super admin');
});
afterAll(() => t.close());

describe('a fresh installation', () => {
  it('holds role and staff changes at any amount, and releases and refunds from R$ 10.000,00', async () => {
    first = await signInEnrolled('first');
    const policies = (await t.call(approvals.policyList, {}, { token: first })).data!.list;
    const rule = (action: string) => policies.find((policy) => policy.action === action);
    expect(rule('role_change')).toMatchObject({ needs_approval: true, from_amount: null, hold_types: [] });
    expect(rule('staff_create')).toMatchObject({ needs_approval: true, from_amount: null, hold_types: [] });
    expect(rule('hold_release')).toMatchObject({ needs_approval: true, from_amount: 1_000_000 });
    expect(rule('refund_accept')).toMatchObject({ needs_approval: true, from_amount: 1_000_000 });
    for (const action of ['fee_create', 'limit_increase', 'marked_unblock', 'totp_reset']) expect(rule(action)?.needs_approval).toBe(false);
  });

  it('holds a new member and a new role even for the only member, until a second Super admin approves', async () => {
    const roles = (await t.call(staff.roleList, {}, { token: first })).data!.list;
    const support = roles.find((r) => r.name === 'Support')!;
    const asked = await t.call(staff.staffCreate, { username: 'helper', name: 'Helper', email: 'helper@wallet.example', role_id: support.id }, { token: first, approvalReason: 'A new analyst' });
    expect(asked.code).toBe(202);
    expect((await t.call(staff.staffList, {}, { token: first })).data!.list.map((m) => m.username)).toEqual(['first']);
    const role = await t.call(staff.roleCreate, { name: 'Readers', description: '', permissions: ['users.view'], totp_required: false, allowed_networks: [] }, { token: first, approvalReason: 'Read-only desk' });
    expect(role.code).toBe(202);
    // The second Super admin comes from the command line, as the CLI's create-admin does.
    await t.addStaff('checker', 'Super admin');
    const checker = await signInEnrolled('checker');
    const id = (asked.data as unknown as { approval: { id: number } }).approval.id;
    expect((await t.call(approvals.approve, { id, reason: 'Known analyst' }, { token: checker, idempotencyKey: 'approve-helper' })).code).toBe(200);
    expect((await t.call(staff.staffList, {}, { token: first })).data!.list.map((m) => m.username).sort()).toEqual(['checker', 'first', 'helper']);
  });

  it('asks a Super admin for a second factor before anything else', async () => {
    await t.addStaff('second', 'Super admin');
    const token = await t.signIn('second');
    expect((await t.call(auth.me, {}, { token })).data!.admin).toMatchObject({ must_enrol_totp: true });
    expect(await t.call(staff.roleList, {}, { token })).toMatchObject({ code: 403, data: { setup_required: 'enrol_totp' } });
  });
});

describe('migration 0057 on an installation in use', () => {
  let database: DatabaseHandle;
  afterAll(() => database.close());

  it('turns on only the policies nobody had chosen, and asks every Super admin for a second factor', async () => {
    database = await databaseBefore('0057_safe_defaults');
    await database.db.execute(sql`update approval_policies set needs_approval = false, updated_at = now(), updated_by = 'root' where action = 'hold_release'`);
    await database.db.execute(sql`update approval_policies set needs_approval = true, from_amount = 500000, updated_at = now(), updated_by = 'root' where action = 'refund_accept'`);
    await migrateDatabase(database);
    const policies = await rowsOf<{ action: string; needs_approval: boolean; from_amount: number | null }>(database.db,
      sql`select action, needs_approval, from_amount::int as from_amount from approval_policies where action in ('hold_release', 'refund_accept', 'role_change', 'staff_create') order by action`);
    expect(policies).toEqual([
      { action: 'hold_release', needs_approval: false, from_amount: null },
      { action: 'refund_accept', needs_approval: true, from_amount: 500_000 },
      { action: 'role_change', needs_approval: true, from_amount: null },
      { action: 'staff_create', needs_approval: true, from_amount: null },
    ]);
    expect(await rowsOf(database.db, sql`select totp_required from roles where name = 'Super admin'`)).toEqual([{ totp_required: true }]);
  }, 120_000);
});
