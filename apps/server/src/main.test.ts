import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedEnv, startServer, stopServer } from './test-support/process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const post = async (url: string, body: unknown, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
};

describe('the server process on a fresh embedded database', () => {
  let password = '';

  it('prints where it runs and how to sign in, and the printed password signs in', async () => {
    const server = await startServer(embeddedEnv(dataDir, { PORT: '0' }));
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      password = /password (\S+) \(also saved/.exec(server.output)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      const login = await post(`${server.url}/api/v1/auth/login`, { username: 'admin', password });
      expect(login.code).toBe(200);
      const token = login.data?.token as string;
      const me = await post(`${server.url}/api/v1/auth/me`, {}, token);
      expect(me.code).toBe(200);
      expect(me.data).toMatchObject({ admin: { username: 'admin', role: { name: 'Super admin' } } });
      expect(me.data?.permissions).toContain('funds.freeze');
      expect((await post(`${server.url}/api/v1/auth/me`, {})).code).toBe(410);
      const page = await fetch(`${server.url}/userCenter/userList`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Wallet Admin</title>');
    } finally {
      await stopServer(server.child);
    }
  });

  it('keeps its data across restarts and prints no new password', async () => {
    const server = await startServer(embeddedEnv(dataDir, { PORT: '0' }));
    try {
      expect(server.output).not.toMatch(/password \S+ \(also saved/);
      expect(server.output).toContain('initial-admin.txt');
      expect((await post(`${server.url}/api/v1/auth/login`, { username: 'admin', password })).code).toBe(200);
    } finally {
      await stopServer(server.child);
    }
  });
});
