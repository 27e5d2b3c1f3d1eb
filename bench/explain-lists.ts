// Every list case (test-support/list-cases.ts) explained on the data a bench run left: each
// statement of the call run by EXPLAIN ANALYZE, best of three, the slowest cases first. The plan
// test (http/list-plans.test.ts) checks the plans on small tables; this shows what they cost on the
// bench's million trades, and the plans of the slow ones, to find the next index.
//
//   DATABASE_URL=postgres://…/postgres npm run bench:explain -- [part of a case's name] [--plans MS]
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { admins } from '../apps/server/src/db/schema/index.js';
import { standingMember } from '../apps/server/src/modules/auth/index.js';
import { runHandler } from '../apps/server/src/test-support/handler-call.js';
import { listCases } from '../apps/server/src/test-support/list-cases.js';
import { loggingDatabase, type Client, type Statement } from '../apps/server/src/test-support/query-log.js';
import { BENCH_ADMIN, leftDataSetUrl } from './suites/data-set.js';

const TRIES = 3;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { plans: { type: 'string' } } });
const url = new URL(leftDataSetUrl());
const showPlansAbove = values.plans === undefined ? Number.POSITIVE_INFINITY : Number(values.plans);

/** A statement's fastest of TRIES runs under EXPLAIN ANALYZE, with that run's plan. */
async function explained(client: Client, statement: Statement) {
  let best = { ms: Number.POSITIVE_INFINITY, plan: '' };
  for (let i = 0; i < TRIES; i++) {
    const { rows } = await client.query(`explain (analyze, costs off, timing off, summary on) ${statement.text}`, statement.params);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]);
    if (ms < best.ms) best = { ms, plan };
  }
  return { text: statement.text, ...best };
}

const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
try {
  const [admin] = await handle.db.select({ id: admins.id }).from(admins).where(eq(admins.username, BENCH_ADMIN.username));
  if (!admin) throw new Error(`${url.pathname.slice(1)} has no member ${BENCH_ADMIN.username}: run the bench first`);
  const member = (await standingMember(handle.db, admin.id))!;
  const logging = loggingDatabase(handle);
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const cases = [];
  for (const listCase of listCases(new Date()).filter((c) => c.name.includes(positionals[0] ?? ''))) {
    await runHandler(listCase.binding, listCase.body, { member, db: logging.db, config });
    const statements = [];
    for (const statement of logging.take()) statements.push(await explained(logging.client, statement));
    cases.push({ name: listCase.name, statements, ms: statements.reduce((sum, s) => sum + s.ms, 0) });
  }
  for (const { name, statements, ms } of cases.sort((a, b) => b.ms - a.ms)) {
    console.log(`${ms.toFixed(1).padStart(7)} ms  ${name}  (${statements.map((s) => s.ms.toFixed(1)).join(' + ')})`);
    for (const statement of statements.filter((s) => s.ms > showPlansAbove)) console.log(`\n${statement.text}\n${statement.plan}\n`);
  }
} finally {
  await handle.close();
}
