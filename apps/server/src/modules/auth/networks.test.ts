// A role may name the networks its members sign in and call from: from anywhere else, every call
// (sign-in included) is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, staff, users } from '@wallet/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/harness.js';
import { fromAllowedNetwork } from '../../core/allowed-networks.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('root', 'Super admin');
  root = await t.signIn('root');
});
afterAll(() => t.close());

describe('fromAllowedNetwork', () => {
  it('matches IPv4 and IPv6 networks and single addresses, an IPv4-mapped address as its IPv4 one, and anything when none is named', () => {
    expect(fromAllowedNetwork('10.20.30.40', ['10.0.0.0/8'])).toBe(true);
    expect(fromAllowedNetwork('::ffff:10.20.30.40', ['10.0.0.0/8'])).toBe(true);
    expect(fromAllowedNetwork('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(fromAllowedNetwork('192.168.7.7', ['10.0.0.0/8', '192.168.7.7'])).toBe(true);
    expect(fromAllowedNetwork('2001:db8::9', ['2001:db8::/32'])).toBe(true);
    expect(fromAllowedNetwork('2001:db9::9', ['2001:db8::/32'])).toBe(false);
    expect(fromAllowedNetwork('anything', [])).toBe(true);
  });
});

describe('a role with allowed networks', () => {
  it('lets its members sign in and call from them only', async () => {
    const created = await t.call(staff.roleCreate, { name: 'Branch desk', permissions: ['users.view'], allowed_networks: ['10.0.0.0/8', ' 10.0.0.0/8 '] }, { token: root });
    expect(created.data).toMatchObject({ allowed_networks: ['10.0.0.0/8'] });
    await t.addStaff('desk.member', 'Branch desk');

    const outside = await t.call(auth.login, { username: 'desk.member', password: TEST_PASSWORD }, { ip: '192.168.1.20' });
    expect(outside).toMatchObject({ code: 403, msg: 'Your role does not allow calls from 192.168.1.20: sign in from one of its networks', data: null });
    const inside = await t.call(auth.login, { username: 'desk.member', password: TEST_PASSWORD }, { ip: '10.1.2.3' });
    expect(inside.code).toBe(200);
    const token = inside.data!.token;
    expect((await t.call(users.list, { kind: 'user' }, { token, ip: '10.9.9.9' })).code).toBe(200);
    // The same session, from elsewhere: refused.
    expect((await t.call(users.list, { kind: 'user' }, { token, ip: '172.16.0.1' })).code).toBe(403);
  });

  it('refuses a network that does not read, and changes nothing', async () => {
    const before = (await t.call(staff.roleList, {}, { token: root })).data!.list.length;
    expect((await t.call(staff.roleCreate, { name: 'Bad nets', permissions: [], allowed_networks: ['10.0.0.0/33'] }, { token: root })).msg)
      .toBe('Invalid field "allowed_networks.0": 10.0.0.0/33 has a prefix above /32');
    expect((await t.call(staff.roleCreate, { name: 'Bad nets', permissions: [], allowed_networks: ['300.1.1.1'] }, { token: root })).code).toBe(400);
    expect((await t.call(staff.roleCreate, { name: 'Bad nets', permissions: [], allowed_networks: ['intranet'] }, { token: root })).code).toBe(400);
    expect((await t.call(staff.roleList, {}, { token: root })).data!.list.length).toBe(before);
  });
});
