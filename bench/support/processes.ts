import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { serverArguments } from '../../apps/server/src/launch.js';
import { freePort } from '../../apps/server/src/test-support/free-port.js';
import { percentile } from './results.js';

/** Polls `url` until it answers 200; the milliseconds it took from `since`. */
async function waitForAnswer(url: string, since: number, child?: ChildProcess, timeoutMs = 300_000): Promise<number> {
  let exited: number | null = null;
  child?.once('exit', (code) => { exited = code ?? -1; });
  for (;;) {
    if (exited !== null) throw new Error(`the process exited (${exited}) before ${url} answered`);
    try {
      if ((await fetch(url)).status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from the spawn to the first 200 on /login. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts a command that serves the console and API on `port`, and waits for /login. */
export async function startServer(command: string, args: string[], env: Record<string, string>, port: number): Promise<RunningServer> {
  const started = performance.now();
  // A group of its own, so that stopping `npm start` also stops the server npm started.
  const child = spawn(command, args, { env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitForAnswer(`${url}/login`, started, child);
  return {
    url,
    child,
    startMs,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    }),
  };
}

/** The built API server, started as `npm start` and `npm run serve` start it (its Node flags), on a free port. */
export const startBuiltServer = async (env: Record<string, string>): Promise<RunningServer> =>
  startServer(process.execPath, serverArguments(), env, await freePort());

/** The API server's processes in the bench: one per core, as a deployment on this machine would run it (API_PROCESSES). */
export const API_PROCESSES = os.availableParallelism();
/** The connections those processes have to PostgreSQL, all told (one process's default), shared out between them. */
export const API_POOL_SIZE = 10;
/** Each API process's pool (DATABASE_POOL_SIZE). */
export const POOL_PER_PROCESS = Math.ceil(API_POOL_SIZE / API_PROCESSES);

/**
 * The built API server on the bench's database as the measuring sections run it: API_PROCESSES
 * processes on one port sharing API_POOL_SIZE connections, no worker in them, no demo data,
 * sign-ins not throttled; `env` adds to that or overrides it.
 */
export const startApiServer = (databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> =>
  startBuiltServer({
    DATABASE_URL: databaseUrl, API_PROCESSES: String(API_PROCESSES), DATABASE_POOL_SIZE: String(POOL_PER_PROCESS),
    IN_PROCESS_WORKER: 'false', SEED_DEMO: 'false', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', ...env,
  });

/** One call's envelope over HTTP, as `token`'s holder sends it. */
export async function callOver<Data = unknown>(url: string, token: string, callPath: string, body: unknown) {
  const response = await fetch(`${url}${callPath}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; msg: string; data: Data };
}

/** Who signs in: a username and password, and a code of their second factor when they have one. */
export interface SignIn { username: string; password: string; totp?: () => Promise<string> }

/** A sign-in's answer: the token, and the member with their permissions as the sign-in page keeps them. */
export async function signInAnswer(url: string, { username, password, totp }: SignIn) {
  const body = { username, password, ...(totp ? { totp: await totp() } : {}) };
  const response = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: number; msg: string; data: { token: string; admin: unknown; permissions: unknown } | null };
  if (answer.code !== 200 || !answer.data) throw new Error(`sign-in of ${username} failed: ${answer.msg}`);
  return answer.data;
}

export const signInOver = async (url: string, username: string, password: string): Promise<string> => (await signInAnswer(url, { username, password })).token;

/**
 * autocannon's calls per second for one call, and the time of every answer (`latencies`, in ms):
 * issue 23's goals are 95th percentiles, which autocannon's summary does not give (its nearest is
 * the 97.5th). `p95` is that of this run's answers. Any refusal or error fails the run.
 */
export async function apiRun(url: string, body: unknown, token: string, load: { connections: number; seconds: number }) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url, method: 'POST' as const, connections: load.connections, duration: load.seconds, body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: token },
    };
    autocannon(options, (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)))
      .on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rate: result.requests.average, calls: result.requests.total, latencies, p95: percentile(latencies, 0.95) };
}
