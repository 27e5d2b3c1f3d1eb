// Sessions under attack, and the security headers of every kind of answer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, users } from '@wallet/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-support/harness.js';

let t: TestApp;
beforeAll(async () => {
  // The sign-in limits are proven in auth.test.ts; here they would stop the concurrent sign-ins.
  t = await createTestApp({ env: { LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  await t.addStaff('teller', 'Operations');
});
afterAll(() => t.close());

const whoAmI = (token: string) => t.call(auth.me, {}, { token });

describe('sessions', () => {
  it('refuses 2 000 guessed tokens of every shape with 410', async () => {
    await t.signIn('teller');
    const guesses = [
      ...Array.from({ length: 1_000 }, () => randomBytes(32).toString('base64url')),
      ...Array.from({ length: 500 }, () => randomBytes(16).toString('hex')),
      ...Array.from({ length: 500 }, (_, i) => `${i}`),
    ];
    for (const guess of guesses) expect((await whoAmI(guess)).code).toBe(410);
  });

  it('refuses a token after sign-out', async () => {
    const token = await t.signIn('teller');
    expect((await whoAmI(token)).code).toBe(200);
    expect((await t.call(auth.logout, {}, { token })).code).toBe(200);
    expect((await whoAmI(token)).code).toBe(410);
    expect((await t.call(users.list, { kind: 'user' }, { token })).code).toBe(410);
  });

  it('never adopts a token the client brings to sign-in (no fixation)', async () => {
    const planted = randomBytes(32).toString('base64url');
    const response = await t.post(auth.login.path, { username: 'teller', password: TEST_PASSWORD }, { token: planted });
    const issued = (response.json() as { data: { token: string } }).data.token;
    expect(issued).not.toBe(planted);
    expect((await whoAmI(planted)).code).toBe(410);
    expect((await whoAmI(issued)).code).toBe(200);
  });

  it('gives 20 concurrent sign-ins of one member 20 different sessions, each valid alone', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => t.signIn('teller')));
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) expect((await whoAmI(token)).code).toBe(200);
    await t.call(auth.logout, {}, { token: tokens[0] });
    expect((await whoAmI(tokens[0]!)).code).toBe(410);
    expect((await whoAmI(tokens[1]!)).code).toBe(200);
  });
});

describe('security headers', () => {
  const REQUIRED = {
    'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
    'strict-transport-security': /max-age=\d+/,
    'x-content-type-options': /^nosniff$/,
    'x-frame-options': /^SAMEORIGIN$|^DENY$/,
    'referrer-policy': /no-referrer/,
    'cross-origin-opener-policy': /same-origin/,
  };

  it.each([
    ['a call that succeeds', { method: 'POST' as const, url: auth.login.path, payload: { username: 'teller', password: TEST_PASSWORD } }],
    ['a call that is refused', { method: 'POST' as const, url: users.list.path, payload: {} }],
    ['a body that is not JSON', { method: 'POST' as const, url: users.list.path, payload: '{oops', headers: { 'content-type': 'application/json' } }],
    ['a call that does not exist', { method: 'POST' as const, url: '/api/v1/nothing/here', payload: {} }],
    ['the console', { method: 'GET' as const, url: '/userCenter/userList' }],
    ['a download address', { method: 'GET' as const, url: '/files/trade-exports/not-a-ticket' }],
    ['the API documentation', { method: 'GET' as const, url: '/api/docs/json' }],
  ])('are on %s', async (_name, request) => {
    const response = await t.app.inject(request);
    for (const [header, pattern] of Object.entries(REQUIRED)) expect(String(response.headers[header] ?? ''), header).toMatch(pattern);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
