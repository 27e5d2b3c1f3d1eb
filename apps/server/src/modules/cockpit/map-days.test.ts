// The map's Pix of settled days, summed once a day by the periodic jobs: the map gives the figures
// the trades give, whatever is summed, whatever is not yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cockpit } from '@wallet/contracts';
import { rowsOf } from '../../test-support/database.js';
import { DAY, HOUR, infractionApp, insertReportedTrade } from '../../test-support/infractions.js';
import type { TestApp } from '../../test-support/harness.js';
import { startOfCalendarDay } from '../../db/list-filters.js';
import { seedDemoData } from '../../seed/registry.js';
import { sumSettledPixDays } from './map-days.js';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await infractionApp({ infractions: 0 }));
});
afterAll(() => t.close());

/** Every state's Pix count and value on the map of each period (signed in again: the clock moves by hours). */
async function mapPix() {
  const analyst = await t.signIn('analyst');
  const maps = await Promise.all(cockpit.MAP_PERIODS.map((days) => t.call(cockpit.mapFigures, { days }, { token: analyst })));
  return maps.map((map) => {
    expect(map.code, map.msg).toBe(200);
    return { from: map.data!.from, states: map.data!.states.map(({ uf, pix_count, pix_value }) => ({ uf, pix_count, pix_value })) };
  });
}

/** The same, straight from the trades joined to their customers. */
async function pixFromTrades(maps: Awaited<ReturnType<typeof mapPix>>) {
  return Promise.all(maps.map(async ({ from, states }) => {
    const rows = await rowsOf<{ state: string; n: number; value: string }>(t.db, sql`select u.state, count(*)::int as n, sum(t.amount)::bigint as value
      from trades t join wallet_users u on u.id = t.merchant_id where t.created_at >= ${new Date(`${from}T00:00:00-03:00`)} and t.created_at <= ${t.clock.now()} group by u.state`);
    return { from, states: states.map(({ uf }) => ({ uf, pix_count: rows.find((r) => r.state === uf)?.n ?? 0, pix_value: Number(rows.find((r) => r.state === uf)?.value ?? 0) })) };
  }));
}

const summedDays = async () => (await rowsOf<{ days: number; stateless: number }>(t.db, sql`select count(distinct day_start)::int as days, count(*) filter (where state = '')::int as stateless from pix_state_days`))[0]!;

describe("the map's daily sums", () => {
  it('sum every settled day of the longest period once, a day without Pix too, and leave the figures as the trades give them', async () => {
    const unsummed = await mapPix();
    expect(unsummed.some((map) => map.states.some((state) => state.pix_count > 0))).toBe(true);
    expect(unsummed).toEqual(await pixFromTrades(unsummed));
    // 09:00 in Brasília: the 89 days before today are settled, today is not.
    expect(await sumSettledPixDays(t.db, t.clock.now())).toBe(89);
    expect(await summedDays()).toEqual({ days: 89, stateless: 89 });
    expect(await sumSettledPixDays(t.db, t.clock.now())).toBe(0);
    expect(await mapPix()).toEqual(unsummed);
  });

  it("count today's Pix, yesterday's within its hour of settling and a day not summed yet from the trades", async () => {
    await insertReportedTrade(t, t.clock.now());
    const withToday = await mapPix();
    expect(withToday).toEqual(await pixFromTrades(withToday));
    t.clock.advance(15 * HOUR); // 00:00 in Brasília: yesterday has not settled
    await insertReportedTrade(t, new Date(t.clock.now().getTime() - 1000));
    expect(await sumSettledPixDays(t.db, t.clock.now())).toBe(0);
    const atMidnight = await mapPix();
    expect(atMidnight).toEqual(await pixFromTrades(atMidnight));
    t.clock.advance(HOUR);
    const settled = await mapPix();
    expect(settled).toEqual(await pixFromTrades(settled));
    expect(await sumSettledPixDays(t.db, t.clock.now())).toBe(1);
    expect(await mapPix()).toEqual(settled);
  });

  it('are forgotten when demo data is seeded again, its trades written into past days', async () => {
    expect((await summedDays()).days).toBeGreaterThan(0);
    await seedDemoData(t.db, { seed: 11, now: t.clock.now(), sizes: { users: 6, merchants: 2, trades: 200, replayed: 0 }, log: () => undefined });
    expect((await summedDays()).days).toBe(0);
    const reseeded = await mapPix();
    expect(reseeded).toEqual(await pixFromTrades(reseeded));
    expect(await sumSettledPixDays(t.db, t.clock.now())).toBe(89);
    expect(await mapPix()).toEqual(reseeded);
  });

  it('read the trades from the first day missing among the sums', async () => {
    await t.db.execute(sql`delete from pix_state_days where day_start = ${new Date(startOfCalendarDay(t.clock.now()).getTime() - 5 * DAY)}`);
    // A Pix written into a summed day after the gap: the periods that hold the gap count it.
    await insertReportedTrade(t, new Date(t.clock.now().getTime() - 3 * DAY));
    const withGap = await mapPix();
    expect(withGap).toEqual(await pixFromTrades(withGap));
  });
});
