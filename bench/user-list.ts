// `npm run bench`: the user list with 100 000 users on PostgreSQL. Each filter combination is
// timed through the whole API call (session, permission, validation, handler, envelope) and,
// as the baseline measured in the same run, through the bare service query.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { users } from '@wallet/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { systemClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { listUsers } from '../apps/server/src/modules/users/queries.js';
import { createAdmin } from '../apps/server/src/modules/staff/service.js';
import { seedDemoData } from '../apps/server/src/seed/registry.js';
import { walletUsers } from '../apps/server/src/db/schema/index.js';
import { benchDatabase } from './support/database.js';
import { summarise, table, writeResults, type Row } from './support/report.js';
import { timeRuns } from './support/timing.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const database = await benchDatabase('wallet_bench_users');
try {
  const seedStarted = performance.now();
  await seedDemoData(database.db, { seed: 7, now: new Date(), sizes: { users: USERS, merchants: USERS / 10 }, log: () => undefined });
  // As autovacuum leaves a live table: statistics and a visibility map for index-only counts.
  await database.db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const [someone] = await database.db.select({ doc: walletUsers.doc_number }).from(walletUsers).where(sql`${walletUsers.kind} = 'user'`).limit(1);
  const app = await buildApp({ db: database.db, config: loadConfig({ LOG_LEVEL: 'silent', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000' }), clock: systemClock, logger: false });
  await createAdmin(database.db, { username: 'bench', name: 'Bench', roleName: 'Support', password: 'bench-password-123', now: new Date() });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'bench', password: 'bench-password-123' } });
  const token = login.json().data.token as string;

  const cases: [string, Record<string, unknown>][] = [
    ['newest first, no filter', {}],
    ['status = blocked', { status: 'blocked' }],
    ['keyword "silva" (name)', { keyword: 'silva' }],
    ['status active + keyword "ana"', { status: 'active', keyword: 'ana' }],
    ['keyword = a CPF (exact)', { keyword: someone!.doc }],
    ['sorted by name, page 20', { sort_by: 'name', sort_order: 'asc', page: 20 }],
  ];

  const rows: Row[] = [];
  for (const [name, filters] of cases) {
    const body = { kind: 'user', ...filters };
    const parsed = users.list.body.parse(body);
    const bare = await timeRuns(RUNS, () => listUsers(database.db, parsed));
    const api = await timeRuns(RUNS, async () => {
      const response = await app.inject({ method: 'POST', url: users.list.path, payload: body, headers: { authorization: token } });
      if (response.json().code !== 200) throw new Error(`${name}: ${response.body}`);
    });
    rows.push({ name, api: summarise(api), baseline: summarise(bare) });
  }
  await app.close();

  const heading = `User list, ${USERS.toLocaleString('en')} users + ${(USERS / 10).toLocaleString('en')} merchants on PostgreSQL (${database.version}), ${RUNS} runs each; seeded in ${seedSeconds.toFixed(1)} s`;
  const report = table(heading, rows);
  console.log(report);
  await writeResults('user-list', report, `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? ''}`);
} finally {
  await database.close();
}

