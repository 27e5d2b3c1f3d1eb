import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callOver, signInOver, startBuiltServer } from './processes.js';

/** The member a demo server's cold loads sign in as: its first admin, with this password. */
const MEMBER = { username: 'admin', password: 'cold load 2024 password' };

/**
 * The built server on a fresh embedded database with the demo data as its first start seeds it (no
 * simulated traffic moving it), its first admin's temporary password changed to MEMBER's.
 */
export async function demoServer() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-cold-load-'));
  const server = await startBuiltServer({ DATABASE_URL: '', DATA_DIR: scratch, DEMO_TRAFFIC_PER_MINUTE: '0', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000' });
  const temporary = /password: (\S+)/.exec(fs.readFileSync(path.join(scratch, 'initial-admin.txt'), 'utf8'))?.[1];
  if (!temporary) throw new Error('initial-admin.txt has no password');
  const token = await signInOver(server.url, MEMBER.username, temporary);
  const changed = await callOver(server.url, token, '/api/v1/auth/change_password', { current_password: temporary, new_password: MEMBER.password });
  if (changed.code !== 200) throw new Error(`the first admin's password change: ${changed.msg}`);
  return { url: server.url, member: MEMBER, stop: async () => { await server.stop(); fs.rmSync(scratch, { recursive: true, force: true }); } };
}
