// The CPU each list case costs per call, split by process: the API server, PostgreSQL and the load
// generator, from /proc over a run of 8 clients (Linux only). EXPLAIN shows what a statement costs
// to run; this shows what a call costs, planning and protocol included, and where.
//
//   DATABASE_URL=postgres://…/postgres npm run bench:cost -- [part of a case's name] [--seconds N]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { listCases } from '../apps/server/src/test-support/list-cases.js';
import { apiRun, signInOver, startApiServer } from './support/processes.js';
import { BENCH_ADMIN, leftDataSetUrl } from './suites/data-set.js';

const CLIENTS = 8;
/** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { seconds: { type: 'string', default: '4' } } });
const seconds = Number(values.seconds);

/** Milliseconds of CPU used so far by the API server's processes (its primary and their children), PostgreSQL's and this one. */
function cpuByProcess(serverPid: number): Record<'server' | 'postgres' | 'load', number> {
  const used = { server: 0, postgres: 0, load: 0 };
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1000;
    const parent = Number(fields[1]);
    if (Number(pid) === serverPid || parent === serverPid) used.server += ms;
    else if (Number(pid) === process.pid) used.load += ms;
    else if (stat.includes('(postgres)')) used.postgres += ms;
  }
  return used;
}

const server = await startApiServer(leftDataSetUrl());
try {
  const token = await signInOver(server.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
  const filter = positionals[0] ?? '';
  for (const { name, binding, body } of listCases(new Date()).filter((c) => c.name.includes(filter))) {
    const callUrl = `${server.url}${binding.endpoint.path}`;
    await apiRun(callUrl, body, token, { connections: CLIENTS, seconds: 1 });
    const before = cpuByProcess(server.child.pid!);
    const run = await apiRun(callUrl, body, token, { connections: CLIENTS, seconds });
    const after = cpuByProcess(server.child.pid!);
    const perCall = (part: keyof typeof before) => ((after[part] - before[part]) / run.calls).toFixed(2).padStart(6);
    console.log(`${name.padEnd(52)} ${String(Math.round(run.rate)).padStart(5)} calls/s  p95 ${run.p95.toFixed(1).padStart(5)} ms  CPU ms per call: server ${perCall('server')}  PostgreSQL ${perCall('postgres')}  load ${perCall('load')}`);
  }
} finally {
  await server.stop();
}
