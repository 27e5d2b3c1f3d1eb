// Every list as the screens ask it: its first page with the default filters, then with each filter
// alone (test-support/list-cases.ts, the cases whose plans http/list-plans.test.ts explains), through
// the whole API from 8 clients at once. Issue 23's goal: 50 ms for 95 % of the calls of every case;
// autocannon reports the 97.5th percentile, the stricter.
import { listCases } from '../../apps/server/src/test-support/list-cases.js';
import { apiRun, signInOver, startApiServer } from '../support/processes.js';
import { ms, summarise, type Result } from '../support/results.js';
import { BENCH_ADMIN, type DataSet } from './data-set.js';

const SECTION = '1d. every list, 8 clients';
const CLIENTS = 8;
const GOAL_MS = 50;
/** The slowest cases shown a row each, besides the count of cases within the goal. */
const SHOWN_SLOWEST = 5;

interface CaseLatency {
  name: string;
  p97_5: number;
  /** Why no latency: the case was refused or failed. */
  failure?: string;
}

/** Each case runs `warmUpSeconds` unmeasured, then `seconds` measured. */
export async function measureListSweep(data: DataSet, { seconds, warmUpSeconds }: { seconds: number; warmUpSeconds: number }): Promise<Result[]> {
  const server = await startApiServer(data.database.url);
  const latencies: CaseLatency[] = [];
  try {
    const token = await signInOver(server.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
    for (const { name, binding, body } of listCases(new Date())) {
      const url = `${server.url}${binding.endpoint.path}`;
      try {
        await apiRun(url, body, token, { connections: CLIENTS, seconds: warmUpSeconds });
        const { p97_5 } = await apiRun(url, body, token, { connections: CLIENTS, seconds });
        latencies.push({ name, p97_5 });
        console.log(`bench: sweep: ${name}: ${ms(p97_5)}`);
      } catch (error) {
        latencies.push({ name, p97_5: Number.POSITIVE_INFINITY, failure: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    await server.stop();
  }
  return sweepResults(latencies);
}

function sweepResults(latencies: CaseLatency[]): Result[] {
  const slowestFirst = [...latencies].sort((a, b) => b.p97_5 - a.p97_5);
  const within = latencies.filter((c) => c.p97_5 <= GOAL_MS);
  const measured = latencies.filter((c) => !c.failure).map((c) => c.p97_5);
  const typical = measured.length ? summarise(measured).median : undefined;
  return [
    {
      section: SECTION,
      figure: `cases within the goal (every list's first page and each filter alone): p97.5 latency`,
      value: `${within.length} of ${latencies.length}`,
      baseline: typical === undefined ? 'none measured' : `median case ${ms(typical)}`,
      ratio: '',
      goal: `all ≤ ${GOAL_MS} ms`,
      met: within.length === latencies.length,
    },
    ...slowestFirst.slice(0, SHOWN_SLOWEST).map((c): Result => ({
      section: SECTION,
      figure: `${c.name}: p97.5 latency`,
      value: c.failure ? `failed: ${c.failure}` : ms(c.p97_5),
      baseline: 'one of the slowest cases',
      ratio: '',
      goal: `≤ ${GOAL_MS} ms`,
      met: c.p97_5 <= GOAL_MS,
    })),
  ];
}
