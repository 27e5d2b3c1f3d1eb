// List calls from 8 clients at once: through the whole API (a server of its own, one process per
// core on one port, real HTTP, autocannon) next to the very SQL the handler ran, replayed by 8 loops
// through a pool as large as the server's processes' pools together. The API must keep 0.7 of the SQL's calls per second, and answer each list's first
// page within 50 ms and its page 500 within 200 ms for 95 % of the calls (the 95th percentile of
// every answer of the measured rounds together). Each case runs both ways unmeasured first, then both
// ways in turns.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pix, trades, users, type Endpoint } from '@wallet/contracts';
import { loadConfig } from '../../apps/server/src/config.js';
import { resolveSession } from '../../apps/server/src/modules/auth/index.js';
import { API_POOL_SIZE, apiRun, signInOver, startApiServer } from '../support/processes.js';
import { handlerStatements } from '../support/handler-sql.js';
import { replay, type Statement } from '../support/sql-capture.js';
import { ms, summarise, times, type Result } from '../support/results.js';
import { BENCH_ADMIN, type DataSet } from './data-set.js';

const CLIENTS = 8;
const DEEP_PAGE = 500;
/**
 * Each case runs this long, both ways, before it is measured. A server just started compiles its
 * hot paths as it goes: on the large profile its CPU time per customers call fell from 1.5–2.0 ms in
 * its first 3 s of calls to 0.93 in the next 3 s and 0.7–0.8 from about the ninth second on. With a
 * 3 s warm-up, the first case (customers) was measured on a server still half cold.
 */
const WARM_UP_SECONDS = 10;

interface Case {
  name: string;
  endpoint: Endpoint;
  body: Record<string, unknown>;
  /** Calls per second the API must keep, as a share of the bare SQL's; none for deep pages. */
  rateGoal?: number;
  latencyGoalMs: number;
}

const CASES: Case[] = [
  { name: 'customers, first page', endpoint: users.list, body: { kind: 'user' }, rateGoal: 0.7, latencyGoalMs: 50 },
  { name: 'trades, first page (last 7 days)', endpoint: trades.list, body: {}, rateGoal: 0.7, latencyGoalMs: 50 },
  { name: 'Pix keys, first page', endpoint: pix.keys.list, body: {}, rateGoal: 0.7, latencyGoalMs: 50 },
  { name: `customers, page ${DEEP_PAGE}`, endpoint: users.list, body: { kind: 'user', page: DEEP_PAGE }, latencyGoalMs: 200 },
  { name: `trades, page ${DEEP_PAGE} (last 7 days)`, endpoint: trades.list, body: { page: DEEP_PAGE }, latencyGoalMs: 200 },
  { name: `Pix keys, page ${DEEP_PAGE}`, endpoint: pix.keys.list, body: { page: DEEP_PAGE }, latencyGoalMs: 200 },
];

/**
 * The two ways are measured in turns, a round each at a time: the machine is shared, and a load that
 * comes and goes during a case then weighs on both alike (measured one after the other, the same
 * case's ratio swung from 0.58x to 0.91x between runs). One round's pair alone still swung
 * from 0.5x to 0.8x on a busy machine: five short rounds average more of that out than three.
 */
const ROUNDS = 5;

/** Both ways, `rounds` times in turn: the mean calls per second of each, and the p95 of every answer of the API's rounds. */
async function inTurns(rounds: number, roundSeconds: number, ways: { bare: (seconds: number) => Promise<number>; api: (seconds: number) => Promise<{ rate: number; latencies: number[] }> }) {
  let bare = 0;
  let rate = 0;
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    bare += (await ways.bare(roundSeconds)) / rounds;
    const run = await ways.api(roundSeconds);
    rate += run.rate / rounds;
    latencies.push(...run.latencies);
  }
  return { bare, api: { rate, p95: summarise(latencies).p95 } };
}

/** Calls per second of CLIENTS loops replaying the statements through a pool, for `seconds`. */
async function sqlRate(pool: pg.Pool, statements: readonly Statement[], seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let calls = 0;
  const loop = async () => {
    while (performance.now() < until) {
      await replay(pool, statements);
      calls++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, loop));
  return calls / ((performance.now() - started) / 1000);
}

export async function measureConcurrentLists(data: DataSet, seconds: number): Promise<Result[]> {
  const server = await startApiServer(data.database.url);
  // The baseline's pool holds as many connections as the server's processes together.
  const pool = new pg.Pool({ connectionString: data.database.url, max: API_POOL_SIZE });
  const results: Result[] = [];
  try {
    const token = await signInOver(server.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: data.database.url });
    const member = await resolveSession(data.database.db, { token, now: new Date(), limits: config.session });
    const statementsOf = handlerStatements(pool, { member, config });
    for (const { name, endpoint, body, rateGoal, latencyGoalMs } of CASES) {
      const statements = await statementsOf(endpoint, body);
      const url = `${server.url}${endpoint.path}`;
      await sqlRate(pool, statements, Math.min(seconds, WARM_UP_SECONDS));
      await apiRun(url, body, token, { connections: CLIENTS, seconds: Math.min(seconds, WARM_UP_SECONDS) });
      // Whole seconds a round: autocannon averages its calls per second over whole seconds.
      const { bare, api } = await inTurns(ROUNDS, Math.max(Math.round(seconds / ROUNDS), 1), {
        bare: (roundSeconds) => sqlRate(pool, statements, roundSeconds),
        api: (roundSeconds) => apiRun(url, body, token, { connections: CLIENTS, seconds: roundSeconds }),
      });
      const ratio = api.rate / bare;
      results.push({
        section: '1b. lists, 8 clients',
        figure: `${name}: API calls/s (p95 latency)`,
        value: `${Math.round(api.rate)} (${ms(api.p95)})`,
        baseline: `${Math.round(bare)} calls/s, the same SQL bare`,
        ratio: times(ratio),
        goal: `${rateGoal ? `≥ ${rateGoal}x, ` : ''}p95 ≤ ${latencyGoalMs} ms`,
        met: (rateGoal === undefined || ratio >= rateGoal) && api.p95 <= latencyGoalMs,
      });
    }
  } finally {
    await pool.end();
    await server.stop();
  }
  return results;
}
