// Requests per second of authenticated list calls under load (autocannon, 10 connections), next
// to a bare Fastify route answering the same JSON without session, validation or database, and
// next to the same calls on the embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { trades, users } from '@wallet/contracts';
import { freePort } from '../../apps/server/src/test-support/free-port.js';
import { callOver, signInOver, startBuiltServer, startServer, type RunningServer } from '../support/processes.js';
import { times, type Result } from '../support/results.js';
import { BENCH_ADMIN, type DataSet } from './data-set.js';

const CONNECTIONS = 10;
const QUIET = { IN_PROCESS_WORKER: 'false', LOGIN_USERNAME_LIMIT_PER_MINUTE: '100000', LOGIN_IP_LIMIT_PER_MINUTE: '100000' };

interface Call {
  name: string;
  path: string;
  body: (server: RunningServer, token: string) => Promise<Record<string, unknown>>;
}

const CALLS: Call[] = [
  { name: 'user list, first page of 50', path: users.list.path, body: async () => ({ kind: 'user' }) },
  {
    name: 'trade by end-to-end id',
    path: trades.list.path,
    body: async (server, token) => ({ search: (await post(server, token, trades.list.path, { page_size: 1 })).list[0]!.end_to_end_id }),
  },
];

async function post(server: RunningServer, token: string, callPath: string, body: unknown) {
  const answer = await callOver<{ list: { end_to_end_id: string }[] }>(server.url, token, callPath, body);
  if (answer.code !== 200) throw new Error(`${callPath}: ${answer.msg}`);
  return answer.data;
}

async function requestsPerSecond(url: string, body: unknown, token: string | undefined, seconds: number): Promise<number> {
  const result = await autocannon({
    url, method: 'POST', connections: CONNECTIONS, duration: seconds, body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

export async function measureThroughput(data: DataSet, seconds: number): Promise<Result[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-throughput-'));
  const onPostgres = await startBuiltServer({ ...QUIET, DATABASE_URL: data.database.url, SEED_DEMO: 'false' });
  const onPglite = await startBuiltServer({ ...QUIET, DATABASE_URL: '', DATA_DIR: path.join(scratch, 'pglite') });
  const results: Result[] = [];
  try {
    const postgresToken = await signInOver(onPostgres.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const pglitePassword = /password: (\S+)/.exec(fs.readFileSync(path.join(scratch, 'pglite', 'initial-admin.txt'), 'utf8'))![1]!;
    const pgliteToken = await signInOver(onPglite.url, 'admin', pglitePassword);
    // The first admin's password is temporary: changed once, the session may call everything.
    await post(onPglite, pgliteToken, '/api/v1/auth/change_password', { current_password: pglitePassword, new_password: 'the benchmark chose this one' });
    for (const call of CALLS) {
      const body = await call.body(onPostgres, postgresToken);
      const answerFile = path.join(scratch, 'answer.json');
      const answer = await (await fetch(`${onPostgres.url}${call.path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: postgresToken }, body: JSON.stringify(body) })).text();
      fs.writeFileSync(answerFile, answer);
      const bare = await startServer(process.execPath, ['bench/support/bare-server.mjs'], { BARE_ANSWER_FILE: answerFile, BARE_PATH: call.path }, await freePort());
      const bareRate = await requestsPerSecond(`${bare.url}${call.path}`, body, undefined, seconds).finally(() => bare.stop());
      const postgresRate = await requestsPerSecond(`${onPostgres.url}${call.path}`, body, postgresToken, seconds);
      const pgliteBody = await call.body(onPglite, pgliteToken);
      const pgliteRate = await requestsPerSecond(`${onPglite.url}${call.path}`, pgliteBody, pgliteToken, seconds);
      const ratio = postgresRate / bareRate;
      results.push({
        section: '2. throughput',
        figure: `${call.name}, PostgreSQL (req/s)`,
        value: rate(postgresRate),
        baseline: `${rate(bareRate)} bare Fastify, same JSON`,
        ratio: times(ratio),
        goal: '≥ 0.5x',
        met: ratio >= 0.5,
      });
      results.push({
        section: '2. throughput',
        figure: `${call.name}, embedded PGlite, demo data (req/s)`,
        value: rate(pgliteRate),
        baseline: `${rate(postgresRate)} on PostgreSQL`,
        ratio: times(pgliteRate / postgresRate),
        goal: '',
      });
    }
  } finally {
    await onPostgres.stop();
    await onPglite.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}

const rate = (perSecond: number) => Math.round(perSecond).toLocaleString('en');
