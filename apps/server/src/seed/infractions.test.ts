import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { regulatory } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { rowsOf } from '../test-support/database.js';
import { seedDemoData } from './registry.js';

const HOUR = 3_600_000;
let t: TestApp;
let token: string;
const seed = (app: TestApp) => seedDemoData(app.db, { seed: 9, now: app.clock.now(), sizes: { users: 10, merchants: 4, trades: 600, reports: 0 }, log: () => undefined });
const sample = (app: TestApp) => rowsOf(app.db, sql`select dict_id, end_to_end_id, status, reported_by, counterparty_ispb, created_at from infraction_tasks order by dict_id`);

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  await t.addStaff('reader', 'Compliance');
  token = await t.signIn('reader');
});
afterAll(() => t.close());

describe('infraction demo data', () => {
  it('has reports in every status, ours and about us', async () => {
    const kinds = await rowsOf<{ kind: string }>(t.db, sql`select distinct reported_by || ' ' || status as kind from infraction_tasks order by 1`);
    expect(kinds.map((k) => k.kind)).toEqual(['counterparty canceled', 'counterparty closed', 'counterparty open', 'counterparty received', 'us canceled', 'us closed', 'us open', 'us received']);
  });

  it('has reports awaiting our analysis near their deadline and past it', async () => {
    const now = t.clock.now().getTime();
    const tasks = (await t.call(regulatory.infractions.list, { page_size: 100 }, { token })).data!.list;
    const waiting = tasks.filter(regulatory.infractions.awaitsOurAnalysis).map((task) => Date.parse(task.deadline_at) - now);
    expect(waiting.some((left) => left < 0)).toBe(true);
    expect(waiting.some((left) => left > 0 && left <= regulatory.infractions.DEADLINE_WARNING_HOURS * HOUR)).toBe(true);
    expect(waiting.some((left) => left > regulatory.infractions.DEADLINE_WARNING_HOURS * HOUR)).toBe(true);
  });

  it('links each report to an older settled trade, with a history from open to its status', async () => {
    const broken = await rowsOf(t.db, sql`select i.id from infraction_tasks i join trades tr on tr.id = i.trade_id
      where tr.end_to_end_id <> i.end_to_end_id or tr.created_at >= i.created_at or tr.status not in ('success', 'refunded')
        or (select status from infraction_events e where e.task_id = i.id order by at, id limit 1) <> 'open'
        or (select status from infraction_events e where e.task_id = i.id order by at desc, id desc limit 1) <> i.status
        or (select min(at) from infraction_events e where e.task_id = i.id) <> i.created_at
        or (select max(at) from infraction_events e where e.task_id = i.id) > ${t.clock.now()}`);
    expect(broken).toEqual([]);
    const [unlinked] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from infraction_tasks where trade_id is null`);
    expect(unlinked!.n).toBe(0);
  });

  it('is synced as of the seed, and the same for the same seed', async () => {
    const [cursor] = await rowsOf<{ ran_at: Date }>(t.db, sql`select ran_at from sync_cursors where name = 'dict_infractions'`);
    expect(new Date(cursor!.ran_at)).toEqual(t.clock.now());
    const other = await createTestApp();
    await seed(other);
    expect(await sample(other)).toEqual(await sample(t));
    await other.close();
  });
});
