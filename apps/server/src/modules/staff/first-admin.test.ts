import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@wallet/contracts';
import { buildApp } from '../../app.js';
import { ManualClock } from '../../clock.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { freshDatabase } from '../../test-support/database.js';
import { ensureFirstAdmin } from './first-admin.js';

let database: DatabaseHandle;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-first-admin-'));
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the first start', () => {
  it('creates admin with a random password, written to a file only its owner can read', async () => {
    const clock = new ManualClock();
    const password = await ensureFirstAdmin(database, dataDir, clock.now());
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const file = path.join(dataDir, 'initial-admin.txt');
    expect(fs.readFileSync(file, 'utf8')).toBe(`username: admin\npassword: ${password}\nThis password is temporary: the first sign-in asks you to choose your own.\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const app = await buildApp({ db: database.db, clock, config: loadConfig({ LOG_LEVEL: 'silent' }), logger: false });
    const response = await app.inject({ method: 'POST', url: auth.login.path, payload: { username: 'admin', password } });
    const answer = response.json();
    expect(answer.code).toBe(200);
    expect(answer.data.admin.role.name).toBe('Super admin');
    // The generated password is temporary: nothing but the password change (and me, sign-out) until it is changed.
    expect(answer.data.admin.must_change_password).toBe(true);
    const token = answer.data.token as string;
    const users = await app.inject({ method: 'POST', url: '/api/v1/user/list', headers: { authorization: token }, payload: { kind: 'user' } });
    expect(users.json()).toMatchObject({ code: 403, data: { setup_required: 'change_password' } });
    const changed = await app.inject({ method: 'POST', url: auth.changePassword.path, headers: { authorization: token }, payload: { current_password: password, new_password: 'a brand new passphrase 2024' } });
    expect(changed.json().code).toBe(200);
    // Then, as a Super admin, the second factor: nothing else until it is enrolled.
    const listUsers = async () => (await app.inject({ method: 'POST', url: '/api/v1/user/list', headers: { authorization: token }, payload: { kind: 'user' } })).json();
    expect(await listUsers()).toMatchObject({ code: 403, data: { setup_required: 'enrol_totp' } });
    const { secret } = (await app.inject({ method: 'POST', url: auth.totpEnroll.path, headers: { authorization: token }, payload: {} })).json().data;
    const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect((await app.inject({ method: 'POST', url: auth.totpConfirm.path, headers: { authorization: token }, payload: { code } })).json().code).toBe(200);
    expect((await listUsers()).code).toBe(200);
    await app.close();
  });

  it('creates nobody once an admin exists', async () => {
    expect(await ensureFirstAdmin(database, dataDir, new Date())).toBeUndefined();
  });
});
