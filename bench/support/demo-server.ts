import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { callOver, signInOver, startBuiltServer, type SignIn } from './processes.js';

const PASSWORD = 'cold load 2024 password';
const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * The first admin's first sign-in on `url`, as a Super admin's goes: the temporary password changed
 * to PASSWORD, the second factor enrolled. Answers how they sign in again: each code of theirs
 * signs in once, so each sign-in takes the next 30-second step (waiting for the clock when ahead).
 */
async function firstAdmin(url: string, temporary: string): Promise<SignIn> {
  const token = await signInOver(url, 'admin', temporary);
  const changed = await callOver(url, token, '/api/v1/auth/change_password', { current_password: temporary, new_password: PASSWORD });
  if (changed.code !== 200) throw new Error(`the first admin's password change: ${changed.msg}`);
  const { secret } = (await callOver<{ secret: string }>(url, token, '/api/v1/auth/totp/enroll', {})).data;
  let spent = stepNow();
  const confirmed = await callOver(url, token, '/api/v1/auth/totp/confirm', { code: await generate({ secret, epoch: spent * STEP_SECONDS }) });
  if (confirmed.code !== 200) throw new Error(`the first admin's enrolment: ${confirmed.msg}`);
  return {
    username: 'admin',
    password: PASSWORD,
    async totp() {
      spent = Math.max(spent + 1, stepNow());
      const wait = (spent - 1) * STEP_SECONDS * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
      return generate({ secret, epoch: spent * STEP_SECONDS });
    },
  };
}

/**
 * The built server on a fresh embedded database with the demo data as its first start seeds it (no
 * simulated traffic moving it), and its first admin, who signs in with a second factor.
 */
export async function demoServer() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-cold-load-'));
  const server = await startBuiltServer({ DATABASE_URL: '', DATA_DIR: scratch, DEMO_TRAFFIC_PER_MINUTE: '0', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000' });
  const temporary = /password: (\S+)/.exec(fs.readFileSync(path.join(scratch, 'initial-admin.txt'), 'utf8'))?.[1];
  if (!temporary) throw new Error('initial-admin.txt has no password');
  const member = await firstAdmin(server.url, temporary);
  return { url: server.url, member, stop: async () => { await server.stop(); fs.rmSync(scratch, { recursive: true, force: true }); } };
}
