import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
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

  it('prints where it runs and where the first password is, never a password; that password must be changed first', async () => {
    // LOG_LEVEL left at its default, to see that requests are not logged.
    const env = embeddedEnv(dataDir, { PORT: '0' });
    delete env.LOG_LEVEL;
    const server = await startServer(env);
    let later = '';
    server.child.stdout!.on('data', (chunk: Buffer) => (later += chunk.toString()));
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      password = /password: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'initial-admin.txt'), 'utf8'))?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(server.output).toContain(`First sign-in: "admin", with the temporary password in ${path.join(dataDir, 'initial-admin.txt')}`);
      expect(server.output).toContain('npm run cli -- demo-accounts');
      const demoPasswords = (JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as { password: string }[]).map((a) => a.password);
      expect(demoPasswords).toHaveLength(5);
      for (const secret of [password, ...demoPasswords]) expect(server.output).not.toContain(secret);

      const login = await post(`${server.url}/api/v1/auth/login`, { username: 'admin', password });
      expect(login.code).toBe(200);
      const token = login.data?.token as string;
      const me = await post(`${server.url}/api/v1/auth/me`, {}, token);
      expect(me.data).toMatchObject({ admin: { username: 'admin', role: { name: 'Super admin' }, must_change_password: true } });
      expect((await post(`${server.url}/api/v1/user/list`, { kind: 'user' }, token)).code).toBe(403);
      const chosen = 'my own passphrase for the console';
      expect((await post(`${server.url}/api/v1/auth/change_password`, { current_password: password, new_password: chosen }, token)).code).toBe(200);
      password = chosen;
      // A Super admin enrols a second factor before anything else.
      expect((await post(`${server.url}/api/v1/user/list`, { kind: 'user' }, token)).data).toMatchObject({ setup_required: 'enrol_totp' });
      const { secret } = (await post(`${server.url}/api/v1/auth/totp/enroll`, {}, token)).data as { secret: string };
      expect((await post(`${server.url}/api/v1/auth/totp/confirm`, { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) }, token)).code).toBe(200);
      expect((await post(`${server.url}/api/v1/user/list`, { kind: 'user' }, token)).code).toBe(200);
      expect((await post(`${server.url}/api/v1/auth/me`, {})).code).toBe(410);
      const page = await fetch(`${server.url}/userCenter/userList`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Wallet Admin</title>');
      expect(later).toBe('');
    } finally {
      await stopServer(server.child);
    }
  }, 180_000); // a first start: migrations and the whole demo data, in a process of its own

  it('keeps its data across restarts and says where the first password was given', async () => {
    const server = await startServer(embeddedEnv(dataDir, { PORT: '0' }));
    try {
      expect(server.output).not.toContain('First sign-in');
      expect(server.output).toContain('initial-admin.txt');
      // The password chosen and the second factor enrolled before the restart are asked for.
      expect(await post(`${server.url}/api/v1/auth/login`, { username: 'admin', password })).toMatchObject({ code: 400, data: { totp_required: true } });
    } finally {
      await stopServer(server.child);
    }
  });

  it('logs each request when LOG_LEVEL=info asks for it', async () => {
    const server = await startServer(embeddedEnv(dataDir, { PORT: '0', LOG_LEVEL: 'info' }));
    let later = '';
    server.child.stdout!.on('data', (chunk: Buffer) => (later += chunk.toString()));
    try {
      await post(`${server.url}/api/v1/auth/me`, {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Not a terminal: JSON lines, as log collectors read them.
      const lines = later.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/api/v1/auth/me' }) }));
    } finally {
      await stopServer(server.child);
    }
  });
});
