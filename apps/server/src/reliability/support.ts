// What the reliability tests share: real server and worker processes on a real PostgreSQL server,
// killed and restarted at will, and calls made over HTTP as a browser makes them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
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

const STEP_SECONDS = 30;

/** The admin of a test's server, signed in: the session, and further sessions of their own. */
export interface FirstAdmin {
  token: string;
  /** Another session, with a code of a step not spent yet: the next, else it waits for the clock to reach one. */
  signInAgain(): Promise<string>;
}

/**
 * Enrols the second factor of the member signed in with `token`, as a Super admin must before
 * anything else, with a code of the current step; answers its secret. The session goes on, enrolled.
 */
export async function enrolSecondFactor(base: string, token: string): Promise<string> {
  const { secret } = (await post(base, '/api/v1/auth/totp/enroll', {}, { token })).data as { secret: string };
  const confirmed = await post(base, '/api/v1/auth/totp/confirm', { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) }, { token });
  if (confirmed.code !== 200) throw new Error(`an enrolment: ${confirmed.msg}`);
  return secret;
}

/**
 * The first admin's first sign-in, as a Super admin's must go: the temporary password the server
 * wrote on its first start changed, and the second factor enrolled; the session goes on after both.
 * Each code signs in once, so every later sign-in takes the next 30-second step.
 */
export async function firstAdmin(base: string, dataDir: string): Promise<FirstAdmin> {
  const temporary = /password: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'initial-admin.txt'), 'utf8'))![1]!;
  const password = 'the reliability suite chose this one';
  const token = await signInAs(base, 'admin', temporary);
  const changed = await post(base, '/api/v1/auth/change_password', { current_password: temporary, new_password: password }, { token });
  if (changed.code !== 200) throw new Error(`the first admin's password change: ${changed.msg}`);
  const secret = await enrolSecondFactor(base, token);
  let spent = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const codeOf = (step: number) => generate({ secret, epoch: step * STEP_SECONDS });
  return {
    token,
    async signInAgain() {
      const step = Math.max(spent + 1, Math.floor(Date.now() / 1000 / STEP_SECONDS));
      spent = step;
      // A step ahead of the clock is taken once the clock is one step behind it.
      const wait = (step - 1) * STEP_SECONDS * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
      const answer = await post(base, '/api/v1/auth/login', { username: 'admin', password, totp: await codeOf(step) });
      if (answer.code !== 200) throw new Error(`the admin's sign-in: ${answer.msg}`);
      return (answer.data as { token: string }).token;
    },
  };
}

export const scratchFolder = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `wallet-${name}-`));

/**
 * The size of a load: `full` for `npm run test:reliability`, `short` when RELIABILITY_SHORT=1 (CI,
 * whose time goes to breadth: every fault is still injected, on a smaller load).
 */
export const loadSize = (full: number, short: number) => (process.env.RELIABILITY_SHORT === '1' ? short : full);
