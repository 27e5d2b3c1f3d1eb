// Reads on a replica (DATABASE_REPLICA_URL): a hot standby of the bench's cluster, made with
// pg_basebackup, beside the primary. The same list load runs against a server on the primary alone
// and against one with the replica; each server's own statistics say where the reads and writes
// went, and a member who writes and reads at once never reads a page older than their write.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { users } from '@wallet/contracts';
import { apiRun, callOver, signInOver, startApiServer, type RunningServer } from '../support/processes.js';
import { ms, times, type Result } from '../support/results.js';
import { BENCH_ADMIN, type DataSet } from './data-set.js';

const SECTION = '1c. reads on a replica';
const CLIENTS = 8;
const LIST = { endpoint: users.list, body: { kind: 'user' } };
/** Block-then-read and unblock-then-read rounds of the read-your-writes check. */
const ROUNDS = 100;

/** Scans of the customers' table and rows updated in it, as one server counts them. */
async function tableActivity(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans, n_tup_upd as updated from pg_stat_user_tables where relname = 'wallet_users'`);
    const row = rows[0] as { scans: string; updated: string };
    return { scans: Number(row.scans), updated: Number(row.updated) };
  } finally {
    await client.end();
  }
}

/** Blocks and unblocks one customer ROUNDS times each, reading them back after every write: the reads that missed the write. */
async function staleReadsAfterWrites(server: RunningServer, token: string, customerId: number): Promise<number> {
  let stale = 0;
  for (let round = 0; round < ROUNDS * 2; round++) {
    const [call, expected] = round % 2 === 0 ? [users.block, 'blocked'] : [users.unblock, 'active'];
    const written = await callOver(server.url, token, call.path, { id: customerId, reason: `bench: read-your-writes round ${round}` });
    if (written.code !== 200) throw new Error(`${call.path}: ${written.msg}`);
    const read = await callOver<{ user: { status: string } }>(server.url, token, users.detail.path, { id: customerId });
    if (read.data.user.status !== expected) stale++;
  }
  return stale;
}

async function serve(data: DataSet, replicaUrl?: string): Promise<RunningServer> {
  return startApiServer(data.database.url, replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {});
}

/** The list load and its counts on both servers; the server is stopped before the counts, so that its sessions' statistics are all in. */
async function listLoad(data: DataSet, replicaUrl: string, withReplica: boolean, seconds: number) {
  const before = { primary: await tableActivity(data.database.url), replica: await tableActivity(replicaUrl) };
  const server = await serve(data, withReplica ? replicaUrl : undefined);
  let load;
  try {
    const token = await signInOver(server.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
    load = await apiRun(`${server.url}${LIST.endpoint.path}`, LIST.body, token, { connections: CLIENTS, seconds });
  } finally {
    await server.stop();
  }
  const after = { primary: await tableActivity(data.database.url), replica: await tableActivity(replicaUrl) };
  return { ...load, primaryScans: after.primary.scans - before.primary.scans, replicaScans: after.replica.scans - before.replica.scans };
}

export async function measureReplica(data: DataSet, seconds: number): Promise<Result[]> {
  const { cluster } = data.database;
  if (!cluster) {
    return [{ section: SECTION, figure: 'not measured', value: 'DATABASE_URL names a server of its own: the run makes a replica of a cluster it started, or of the one BENCH_PG_CLUSTER names', baseline: '', ratio: '', goal: '' }];
  }
  const replicaDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-replica-')), 'pg');
  fs.chmodSync(path.dirname(replicaDir), 0o755);
  const serverUrl = execFileSync('scripts/postgres-cluster.sh', ['replica', replicaDir, cluster], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const replicaUrl = new URL(serverUrl);
  replicaUrl.pathname = new URL(data.database.url).pathname;
  try {
    const alone = await listLoad(data, replicaUrl.toString(), false, seconds);
    const routed = await listLoad(data, replicaUrl.toString(), true, seconds);

    const [customer] = (await data.pool.query(`select id from wallet_users where kind = 'user' and status = 'active' order by id limit 1`)).rows as { id: number }[];
    const updatedBefore = (await tableActivity(data.database.url)).updated;
    const replicaScansBefore = (await tableActivity(replicaUrl.toString())).scans;
    const server = await serve(data, replicaUrl.toString());
    let stale: number;
    try {
      stale = await staleReadsAfterWrites(server, await signInOver(server.url, BENCH_ADMIN.username, BENCH_ADMIN.password), customer!.id);
    } finally {
      await server.stop();
    }
    const updated = (await tableActivity(data.database.url)).updated - updatedBefore;
    // Reads right after a write go to the primary until the replica has it; those it had already answered there.
    const readOnReplica = (await tableActivity(replicaUrl.toString())).scans - replicaScansBefore;

    return [
      {
        section: SECTION,
        figure: 'customers, first page: API calls/s with the replica',
        value: `${Math.round(routed.rate)} (p95 ${ms(routed.p95)})`,
        baseline: `${Math.round(alone.rate)} calls/s on the primary alone`,
        ratio: times(routed.rate / alone.rate),
        // Two cores run both servers and the load: the point here is the routing, not the scaling.
        goal: '',
      },
      {
        section: SECTION,
        figure: 'list reads that reached the replica (its own count of scans)',
        value: `replica ${routed.replicaScans}, primary ${routed.primaryScans} scans of the customers' table`,
        baseline: `${routed.calls} calls; alone: primary ${alone.primaryScans}, replica ${alone.replicaScans}`,
        ratio: '',
        goal: 'replica ≥ calls, primary < 1 % of calls',
        met: routed.replicaScans >= routed.calls && routed.primaryScans < routed.calls / 100,
      },
      {
        section: SECTION,
        figure: 'writes on the primary, read back at once by their writer',
        value: `${stale} stale reads of ${ROUNDS * 2}`,
        baseline: `${updated} customer rows updated on the primary; ${readOnReplica} scans on the replica meanwhile`,
        ratio: '',
        goal: 'no stale read; every write on the primary',
        met: stale === 0 && updated >= ROUNDS * 2,
      },
    ];
  } finally {
    execFileSync('scripts/postgres-cluster.sh', ['stop', replicaDir], { stdio: 'ignore' });
  }
}
