// List calls through the whole API (session, permission, validation, handler, envelope), next to
// the same SQL statements the handler ran, replayed bare through the driver.
import { banking, cockpit, pix, staff, trades, users, type Endpoint } from '@wallet/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { systemClock } from '../../apps/server/src/clock.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { resolveSession } from '../../apps/server/src/modules/auth/index.js';
import { replay } from '../support/sql-capture.js';
import { handlerStatements } from '../support/handler-sql.js';
import { ms, summarise, times, type Result } from '../support/results.js';
import { timeRuns } from '../support/timing.js';
import { BENCH_ADMIN, type DataSet } from './data-set.js';

type Case = [string, Endpoint, Record<string, unknown>];

const CASES: Case[] = [
  ['users: newest first', users.list, { kind: 'user' }],
  ['users: keyword "silva"', users.list, { kind: 'user', keyword: 'silva' }],
  ['trades: last 7 days (default)', trades.list, {}],
  ['trades: failed, last 7 days', trades.list, { trade_status: 'failed' }],
  ['freezes: newest first', banking.freezeList, {}],
  ['Pix keys: newest first', pix.keys.list, {}],
  ['audit log: newest first', staff.auditList, {}],
  ['audit log: action "funds/", refused', staff.auditList, { action: 'funds/', result: 'refused' }],
  ['search box: part of a name, "silva"', cockpit.search, { q: 'silva' }],
  ['dashboard: the figures of the day', cockpit.dashboard, {}],
];

/** The search box as people use it, on records the data set has: a CPF with punctuation, an end-to-end id in lower case. */
async function searchCases(data: DataSet): Promise<Case[]> {
  const { rows: [found] } = await data.pool.query<{ cpf: string; end_to_end_id: string }>(
    `select (select doc_number from wallet_users where doc_type = 'CPF' order by id desc limit 1) as cpf,
            (select end_to_end_id from trades order by id desc limit 1) as end_to_end_id`,
  );
  return [
    ['search box: a CPF typed with punctuation', cockpit.search, { q: found!.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') }],
    ['search box: an end-to-end id in lower case', cockpit.search, { q: found!.end_to_end_id.toLowerCase() }],
  ];
}

export async function measureListCalls(data: DataSet, runs: number): Promise<Result[]> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: data.database.url, LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp({ db: data.database.db, config, clock: systemClock, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: BENCH_ADMIN });
  const token = login.json().data.token as string;
  const member = await resolveSession(data.database.db, { token, now: new Date(), limits: config.session });
  const statementsOf = handlerStatements(data.pool, { member, config });

  const results: Result[] = [];
  for (const [name, endpoint, body] of [...CASES, ...await searchCases(data)]) {
    const statements = await statementsOf(endpoint, body);
    const bare = summarise(await timeRuns(runs, () => replay(data.pool, statements)));
    const api = summarise(await timeRuns(runs, async () => {
      const answer = (await app.inject({ method: 'POST', url: endpoint.path, payload: body, headers: { authorization: token } })).json();
      if (answer.code !== 200) throw new Error(`${name}: ${answer.msg}`);
    }));
    const ratio = api.median / bare.median;
    results.push({
      section: '1. list calls',
      figure: `${name}: median (p95)`,
      value: `${ms(api.median)} (${ms(api.p95)})`,
      baseline: `${ms(bare.median)} (${ms(bare.p95)}) bare SQL`,
      ratio: times(ratio),
      goal: '≤ 1.5x',
      met: ratio <= 1.5,
    });
  }
  await app.close();
  return results;
}
