// What the reliability tests share: real server and worker processes on a real PostgreSQL server,
// killed and restarted at will, and calls made over HTTP as a browser makes them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '@wallet/contracts';
import { startServer, stopServer } from '../test-support/process.js';

const serverDist = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The PostgreSQL server the reliability suite runs on (scripts/test-reliability.mjs provides one). */
export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The reliability tests need DATABASE_URL: run them with `npm run test:reliability`');
  return url;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What it printed until it was ready. */
  output: string;
}

/** The built server as a process of its own on `databaseUrl`, with a first admin's password in `dataDir`. */
export async function startApi(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}): Promise<ApiProcess> {
  const env = {
    ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', IN_PROCESS_WORKER: 'false',
    LOGIN_USERNAME_LIMIT_PER_MINUTE: '100000', LOGIN_IP_LIMIT_PER_MINUTE: '100000', DATABASE_POOL_SIZE: '20', ...extra,
  };
  return startServer(env);
}

export const stopApi = (api: ApiProcess) => stopServer(api.child);

/** `kill -9`: no shutdown, no finally, connections and transactions cut where they stand. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** `npm run worker` as a process, once it says it has started. */
export async function startWorker(databaseUrl: string, extra: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [`${serverDist}worker.js`], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', ...extra }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('job worker started')) resolve(); });
  });
  return child;
}

/** A call over HTTP; throws only when no answer came (the process is gone). */
export function post(base: string, callPath: string, body: unknown, options: { token?: string; key?: string } = {}): Promise<Envelope> {
  return postJson(base, callPath, JSON.stringify(body), options);
}

/** A call over HTTP with its body as JSON text, written as the test chose (JSON no client would write, say). */
export async function postJson(base: string, callPath: string, json: string, options: { token?: string; key?: string } = {}): Promise<Envelope> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await fetch(`${base}${callPath}`, { method: 'POST', headers, body: json });
  return (await response.json()) as Envelope;
}

export async function signInAs(base: string, username: string, password: string): Promise<string> {
  const answer = await post(base, '/api/v1/auth/login', { username, password });
  if (answer.code !== 200) throw new Error(`sign-in of ${username}: ${answer.msg}`);
  return (answer.data as { token: string }).token;
}

/**
 * The first admin's own password: the server wrote a temporary one on its first start, which must be
 * changed before anything else, so this signs in with it once and changes it.
 */
export async function firstAdminPassword(base: string, dataDir: string): Promise<string> {
  const temporary = /password: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'initial-admin.txt'), 'utf8'))![1]!;
  const chosen = 'the reliability suite chose this one';
  const changed = await post(base, '/api/v1/auth/change_password', { current_password: temporary, new_password: chosen }, { token: await signInAs(base, 'admin', temporary) });
  if (changed.code !== 200) throw new Error(`the first admin's password change: ${changed.msg}`);
  return chosen;
}

export const scratchFolder = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `wallet-${name}-`));

/**
 * The size of a load: `full` for `npm run test:reliability`, `short` when RELIABILITY_SHORT=1 (CI,
 * whose time goes to breadth: every fault is still injected, on a smaller load).
 */
export const loadSize = (full: number, short: number) => (process.env.RELIABILITY_SHORT === '1' ? short : full);
