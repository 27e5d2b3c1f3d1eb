// The whole contracts table against every built-in role and a custom one: the server, not the
// console, decides who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, BUILT_IN_ROLES, endpoints, type Endpoint, type Permission } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { fingerprint } from '../test-support/database.js';
import { seedDemoData } from '../seed/registry.js';

const CUSTOM_ROLE: readonly Permission[] = ['users.view', 'funds.view', 'audit.view'];
const ROLES: Record<string, readonly Permission[]> = {
  ...Object.fromEntries(Object.entries(BUILT_IN_ROLES).map(([name, role]) => [name, role.permissions])),
  'a custom role': CUSTOM_ROLE,
};
// Refused calls still write their audit row, and every call touches its session.
const BOOKKEEPING = ['audit_logs', 'sessions'];
const checked = endpoints.filter((e) => e !== auth.login && e !== auth.logout);

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { seed: 11, now: t.clock.now(), sizes: { users: 20, merchants: 5, replayed: 40 }, log: () => undefined });
  for (const [index, name] of Object.keys(ROLES).entries()) {
    const username = `member${index}`;
    if (name === 'a custom role') await t.addStaffWith(username, CUSTOM_ROLE);
    else await t.addStaff(username, name);
    tokens[name] = await t.signIn(username);
  }
}, 120_000);
afterAll(() => t.close());

const callAs = async (endpoint: Endpoint, token: string | undefined) => {
  const response = await t.post(endpoint.path, {}, { ...(token ? { token } : {}), idempotencyKey: 'matrix-key-0001' });
  return (response.json() as { code: number }).code;
};

describe.each(Object.keys(ROLES))('the role %s', (roleName) => {
  const held = new Set(ROLES[roleName]);

  it('is refused with 403, changing nothing, every call it lacks the permission for', async () => {
    const refused = checked.filter((e) => e.access !== 'signed-in' && !held.has(e.access as Permission));
    for (const endpoint of refused) {
      const before = await fingerprint(t.db, { except: BOOKKEEPING });
      expect([endpoint.path, await callAs(endpoint, tokens[roleName])]).toEqual([endpoint.path, 403]);
      expect(await fingerprint(t.db, { except: BOOKKEEPING })).toEqual(before);
    }
  });

  it('gets past the permission check on every call it holds the permission for', async () => {
    const allowed = checked.filter((e) => e.access === 'signed-in' || held.has(e.access as Permission));
    expect(allowed.length).toBeGreaterThan(0);
    for (const endpoint of allowed) expect([endpoint.path, await callAs(endpoint, tokens[roleName])]).not.toEqual([endpoint.path, 403]);
  });
});

describe('without a session', () => {
  it('every call but sign-in answers 410', async () => {
    for (const endpoint of [...checked, auth.logout]) expect([endpoint.path, await callAs(endpoint, undefined)]).toEqual([endpoint.path, 410]);
    for (const endpoint of checked) expect([endpoint.path, await callAs(endpoint, 'not-a-real-token')]).toEqual([endpoint.path, 410]);
  });
});
