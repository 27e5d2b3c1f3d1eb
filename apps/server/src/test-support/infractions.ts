/** What the infraction tests share: an app with trades and demo reports, its members, and direct looks at the tables. */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { auditLogs, infractionTasks } from '../db/schema/index.js';
import { reportedByCounterparty } from '../integrations/dict/infraction-schedule.js';
import type { TaskRow } from '../modules/infractions/index.js';
import { demoBanking } from '../seed/banking.js';
import { demoInfractions } from '../seed/infractions.js';
import { SeededRandom } from '../simulation/random.js';
import { demoHistory } from '../seed/trades.js';
import { demoUsers } from '../seed/users.js';
import { rowsOf } from './database.js';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * The real app with 600 trades over 60 days and the demo reports (unless `infractions: 0`), a
 * Compliance analyst, a Support member (no infraction permission) and a member who may only look.
 */
export async function infractionApp(options: TestAppOptions & { infractions?: number } = {}) {
  const t = await createTestApp(options);
  // Trades without money (history): the reports are about trades, and the engine's replay would only slow this down.
  const sizes = { users: 12, merchants: 4, trades: 600, replayed: 0, ...(options.infractions === undefined ? {} : { infractions: options.infractions }) };
  for (const generator of [demoUsers, demoBanking, demoHistory, demoInfractions]) {
    await generator.run({ db: t.db, random: new SeededRandom(5), seed: 5, now: t.clock.now(), sizes, institution: t.config.institution, log: () => undefined });
  }
  await t.addStaff('analyst', 'Compliance');
  await t.addStaff('helpdesk', 'Support');
  await t.addStaffWith('watcher', ['infractions.view']);
  const [analyst, helpdesk, watcher] = await Promise.all([t.signIn('analyst'), t.signIn('helpdesk'), t.signIn('watcher')]);
  return { t, tokens: { analyst, helpdesk, watcher } };
}

/** Stored reports matching a condition, newest first as the list shows them. */
export const taskRows = (t: TestApp, where: SQL = sql`true`): Promise<TaskRow[]> =>
  t.db.select().from(infractionTasks).where(where).orderBy(desc(infractionTasks.created_at), desc(infractionTasks.id));

/** One stored report matching the condition, the lowest id. */
export async function oneTask(t: TestApp, where: SQL): Promise<TaskRow> {
  const [row] = await t.db.select().from(infractionTasks).where(where).orderBy(asc(infractionTasks.id)).limit(1);
  if (!row) throw new Error('no such report in the demo data');
  return row;
}

interface TradeRow { id: number; end_to_end_id: string; trade_type: 'payin' | 'payout'; payer_ispb: string; payee_ispb: string; amount: number; trade_no: string }

/** A settled trade nobody reported: neither in our table nor by the simulated counterparties. */
export async function unreportedTrade(t: TestApp, status: 'success' | 'refunded' | 'failed' = 'success', skip = 0): Promise<TradeRow> {
  const rows = await rowsOf<TradeRow>(t.db, sql`select id::int, end_to_end_id, trade_type, payer_ispb, payee_ispb, amount::int, trade_no from trades
    where status = ${status} and end_to_end_id not in (select end_to_end_id from infraction_tasks) order by id`);
  const free = rows.filter((r) => !reportedByCounterparty(r.end_to_end_id));
  if (!free[skip]) throw new Error('no unreported trade');
  return free[skip];
}

/**
 * A copy of an existing trade, paid at `createdAt`, whose end-to-end id the simulated other
 * participant reports (`reported`: the in-process simulator's rule unless told; one in 40 are):
 * what makes a report arrive at the next syncs.
 */
export async function insertReportedTrade(t: TestApp, createdAt: Date, reported: (endToEndId: string) => boolean = reportedByCounterparty): Promise<string> {
  let e2e = '';
  for (let n = 0; !e2e || !reported(e2e); n++) e2e = `E18236120${createdAt.toISOString().replace(/\D/g, '').slice(0, 12)}T${String(n).padStart(10, '0')}`;
  await t.db.execute(sql`insert into trades (trade_no, trade_type, status, amount, fee, currency, merchant_id, account_id,
      payer_name, payer_document, payer_ispb, payer_branch, payer_account, payee_name, payee_document, payee_ispb, payee_branch, payee_account,
      end_to_end_id, description, created_at, processed_at, finished_at)
    select 'TR' || ${e2e}, 'payin', 'success', amount, fee, currency, merchant_id, account_id,
      payer_name, payer_document, '18236120', payer_branch, payer_account, payee_name, payee_document, payee_ispb, payee_branch, payee_account,
      ${e2e}, description, ${createdAt}, ${createdAt}, ${createdAt}
    from trades where trade_type = 'payin' order by id limit 1`);
  return e2e;
}

/** Stores a report as if an earlier sync had, for cases the demo data does not have. */
export async function insertTask(t: TestApp, values: Partial<typeof infractionTasks.$inferInsert> & Pick<typeof infractionTasks.$inferInsert, 'dict_id' | 'end_to_end_id'>) {
  const now = t.clock.now();
  const [row] = await t.db.insert(infractionTasks).values({
    inf_type: 'FRAUD', situation_type: 'SCAM', status: 'open', reported_by: 'counterparty', counterparty_ispb: '60701190', details: 'A report for a test',
    deadline_at: new Date(now.getTime() + 7 * DAY), dict_modified_at: now, created_at: now, updated_at: now, ...values,
  }).returning();
  return row!;
}

/** The newest audit row of an action (`infractions_task/close`). */
export async function lastAudit(t: TestApp, action: string) {
  const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(desc(auditLogs.id)).limit(1);
  return row;
}
