// `npm run test:reliability`: the server under faults and hostile input (apps/server/src/reliability):
// SIGKILL in the middle of money moves, a worker killed mid-export, the database restarted under a
// running server, extreme bodies, attacks on sessions. Real processes on a real PostgreSQL server:
// the one of DATABASE_URL, or a throwaway cluster started here (scripts/postgres-cluster.sh).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
// .ci/run has built already (ALREADY_BUILT=1); run alone, this builds first.
if (process.env.ALREADY_BUILT !== '1') run('npm', ['run', 'build', '--silent']);
let cluster;
let url = process.env.DATABASE_URL;
if (!url) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-reliability-'));
  fs.chmodSync(scratch, 0o755);
  cluster = path.join(scratch, 'pg');
  url = execFileSync('scripts/postgres-cluster.sh', ['start', cluster], { encoding: 'utf8' }).trim();
}
try {
  console.log(`Reliability tests on PostgreSQL (${url})`);
  run('npx', ['vitest', 'run', '--project', 'reliability'], { DATABASE_URL: url });
} finally {
  if (cluster) execFileSync('scripts/postgres-cluster.sh', ['stop', cluster], { stdio: 'inherit' });
}
