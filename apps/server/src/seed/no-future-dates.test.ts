import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { freshDatabase, rowsOf } from '../test-support/database.js';
import { seedDemoData } from './registry.js';

/** Columns that hold a time yet to come by design: a schedule, not something that happened. */
const SCHEDULES = new Set([
  'pix_limits.pending_effective_at', // a limit increase takes effect 24 to 48 hours after it is asked for
  'infraction_tasks.deadline_at', // the day by which the DICT wants our analysis
  'funds_freezes.expires_at', // a cautionary block ends 72 hours after it was made
  'med_cases.next_deadline_at', // the soonest deadline of what a MED case still has to do
  'med_refund_requests.deadline_at', // the day by which the contested side answers
  'dict_claims.resolution_period_end', // the 7 days the donor has to answer a claim
  'dict_claims.completion_period_end', // the 7 days the claimer has to complete a confirmed claim
  'dict_claims.next_deadline_at', // the period a live claim waits on
]);

let database: DatabaseHandle;
let now: Date;
/** What the seed said it made: quoted when a schedule is missing, to tell which generator made none. */
const said: string[] = [];
beforeAll(async () => {
  database = await freshDatabase();
  now = new Date();
  // Enough users that several were created in the last three days, whose KYC steps and blocks come after.
  await seedDemoData(database.db, { seed: 16, now, sizes: { users: 400, merchants: 100 }, log: (line) => said.push(line) });
}, 120_000);
afterAll(() => database.close());

describe('demo data', () => {
  it('dates nothing after the moment it was seeded, in any table (schedules aside)', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(database.db, sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('timestamp with time zone', 'timestamp without time zone')
      order by table_name, column_name`);
    expect(columns.length).toBeGreaterThan(20);
    const future: string[] = [];
    let checked = 0;
    for (const { table_name, column_name } of columns) {
      const name = `${table_name}.${column_name}`;
      const [row] = await rowsOf<{ latest: Date | string | null }>(database.db, sql`select max(${sql.identifier(column_name)}) as latest from ${sql.identifier(table_name)}`);
      if (row?.latest == null) continue;
      checked++;
      if (!SCHEDULES.has(name) && new Date(row.latest) > now) future.push(`${name}: ${new Date(row.latest).toISOString()}`);
    }
    expect(future, `later than ${now.toISOString()}`).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('dates no MED case, event, refund request or hold before the Pix it is about', async () => {
    const early = await rowsOf<{ what: string; id: number }>(database.db, sql`
      select 'med case' as what, c.id from med_cases c join trades t on t.id = c.trade_id where c.opened_at < t.created_at
      union all select 'case event', e.id from med_case_events e join med_cases c on c.id = e.case_id join trades t on t.id = c.trade_id where e.at < t.created_at
      union all select 'refund request', r.id from med_refund_requests r join trades t on t.id = r.trade_id where r.created_at < t.created_at
      union all select 'hold', f.id from funds_freezes f join trades t on t.id = f.trade_id where f.created_at < t.created_at`);
    expect(early).toEqual([]);
    const [cases] = await rowsOf<{ n: string }>(database.db, sql`select count(*) as n from med_cases`);
    expect(Number(cases!.n)).toBeGreaterThan(5);
  });

  it('does have the schedules it exempts, so the exemption is not hiding an empty column', async () => {
    for (const name of SCHEDULES) {
      const [table, column] = name.split('.') as [string, string];
      const [row] = await rowsOf<{ n: number | string }>(database.db, sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} > ${now}`);
      expect(Number(row?.n), `${name}, seeded at ${now.toISOString()}:\n${said.join('\n')}`).toBeGreaterThan(0);
    }
  });
});
