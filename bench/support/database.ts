import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';

/**
 * The folder of the cluster (made by scripts/postgres-cluster.sh) whose server DATABASE_URL names,
 * when BENCH_PG_CLUSTER gives it: a replica can then be made of it, and the run leaves it running.
 */
function givenCluster(serverUrl: string): string | undefined {
  const folder = process.env.BENCH_PG_CLUSTER;
  if (!folder) return undefined;
  const portFile = path.join(folder, 'port');
  if (!fs.existsSync(portFile)) throw new Error(`BENCH_PG_CLUSTER: ${folder} is not a cluster made by scripts/postgres-cluster.sh start`);
  const port = fs.readFileSync(portFile, 'utf8').trim();
  const named = new URL(serverUrl).port || '5432';
  if (port !== named) throw new Error(`BENCH_PG_CLUSTER: the cluster in ${folder} listens on port ${port}, DATABASE_URL names port ${named}`);
  return folder;
}

/**
 * A fresh database for a benchmark on the PostgreSQL server of DATABASE_URL, or on a throwaway
 * cluster started for the run (scripts/postgres-cluster.sh) when none is given. With `keepIf`, a
 * database of that name whose comment (COMMENT ON DATABASE) it accepts is kept as it is, and only
 * brought to the latest migration: `kept` says which happened, `comment` what it said.
 */
export async function benchDatabase(
  name: string,
  options: { keepIf?: (comment: string | null) => boolean } = {},
): Promise<DatabaseHandle & { version: string; url: string; cluster: string | undefined; kept: boolean; comment: string | null }> {
  let serverUrl = process.env.DATABASE_URL;
  let cluster = serverUrl ? givenCluster(serverUrl) : undefined;
  const startsCluster = !serverUrl;
  if (!serverUrl) {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-'));
    fs.chmodSync(scratch, 0o755);
    cluster = path.join(scratch, 'pg');
    serverUrl = execFileSync('scripts/postgres-cluster.sh', ['start', cluster], { encoding: 'utf8' }).trim();
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const existing = await admin.query<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`, [name]);
  const kept = Boolean(options.keepIf && existing.rows.length && options.keepIf(existing.rows[0]!.comment));
  if (!kept) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const version = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 10 });
  await migrateDatabase(handle);
  return {
    ...handle,
    version,
    url: url.toString(),
    /** The cluster's folder, when the run started it or BENCH_PG_CLUSTER gave it (a replica can be made of it). */
    cluster,
    kept,
    comment: kept ? existing.rows[0]!.comment : null,
    async close() {
      await handle.close();
      if (startsCluster && cluster) execFileSync('scripts/postgres-cluster.sh', ['stop', cluster]);
    },
  };
}
