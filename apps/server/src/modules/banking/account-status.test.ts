// What an account's status may not become: closed while it holds money (and its keys go with it),
// or active for a blocked customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, note, pix, users } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, moneyState, openAccount } from '../../test-support/banking.js';

let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  ops = await t.signIn('ops');
});
afterAll(() => t.close());

describe('closing and reopening accounts', () => {
  it('refuses to deactivate an account that holds money, and deletes its keys at the DICT when it closes', async () => {
    const account = await openAccount(t, ops, { kind: 'merchant' });
    await deposit(t.db, account.id, 5_000, t.clock.now());
    const before = await moneyState(t.db);
    const refused = await t.call(banking.deactivate, { id: account.id }, { token: ops });
    expect(refused).toMatchObject({ code: 409, words: { key: 'account.holds_money', params: { account: account.account_number, available: 5_000, held: 0 } } });
    expect(await moneyState(t.db)).toEqual(before);

    const empty = await openAccount(t, ops, { kind: 'merchant' });
    const keys = await Promise.all([
      t.call(pix.keys.register, { account_id: empty.id, key_type: 'EVP' }, { token: ops }),
      t.call(pix.keys.register, { account_id: empty.id, key_type: 'EVP' }, { token: ops }),
    ]);
    expect(keys.map((k) => k.code)).toEqual([200, 200]);
    const closed = await t.call(banking.deactivate, { id: empty.id }, { token: ops });
    expect(closed).toMatchObject({ code: 200, msg: `Account ${empty.account_number} is inactive; its 2 Pix keys were deleted at the DICT (account closure)` });
    const left = (await t.call(pix.keys.list, { account_id: empty.id }, { token: ops })).data!.list;
    expect(left.map((k) => [k.status, k.deleted_reason])).toEqual([['deleted', note('key.account_closed')], ['deleted', note('key.account_closed')]]);
  });

  it('does not activate an account of a blocked customer', async () => {
    const account = await openAccount(t, ops);
    expect((await t.call(banking.deactivate, { id: account.id }, { token: ops })).code).toBe(200);
    await t.call(users.block, { id: account.owner_id, reason: 'Confirmed fraud' }, { token: ops });
    const refused = await t.call(banking.activate, { id: account.id }, { token: ops });
    expect(refused).toMatchObject({ code: 409, words: { key: 'account.owner_blocked_activate' } });
    expect((await t.call(banking.detail, { id: account.id }, { token: ops })).data!.account.status).toBe('inactive');
  });
});
