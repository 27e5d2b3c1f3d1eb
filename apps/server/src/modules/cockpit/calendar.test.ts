// The calendar: each Brasília day's Pix, its bank holiday, the APIX deadline and the MED deadlines on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cockpit } from '@wallet/contracts';
import { rowsOf } from '../../test-support/database.js';
import { infractionApp } from '../../test-support/infractions.js';
import type { TestApp } from '../../test-support/harness.js';

let t: TestApp;
let analyst: string;
const monthOf = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 7);

beforeAll(async () => {
  let tokens;
  ({ t, tokens } = await infractionApp());
  analyst = tokens.analyst;
});
afterAll(() => t.close());

describe('the calendar of a month', () => {
  it("gives every day its Pix, counted by the Brasília day, and the deadlines that fall on it", async () => {
    const month = monthOf(t.clock.now());
    const answer = await t.call(cockpit.calendarMonth, { month }, { token: analyst });
    expect(answer.code, answer.msg).toBe(200);
    const { days, today } = answer.data!;
    expect(days[0]!.day).toBe(`${month}-01`);
    expect(days.map((d) => d.day)).toContain(today);
    const [pix] = await rowsOf<{ n: number; value: string }>(t.db, sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as value from trades
      where to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM') = ${month}`);
    expect(days.reduce((sum, d) => sum + d.pix_count, 0)).toBe(pix!.n);
    expect(days.reduce((sum, d) => sum + d.pix_value, 0)).toBe(Number(pix!.value));
    const [due] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from infraction_tasks where reported_by = 'counterparty'
      and status in ('open', 'received') and to_char(deadline_at at time zone 'America/Sao_Paulo', 'YYYY-MM') = ${month}`);
    expect(days.reduce((sum, d) => sum + d.infraction_deadlines, 0)).toBe(due!.n);
    expect(days.filter((d) => d.apix_deadline)).toHaveLength(1);
  });

  it('marks bank holidays and weekends as no business days, and the fifth business day as the APIX deadline', async () => {
    const { days } = (await t.call(cockpit.calendarMonth, { month: '2026-11' }, { token: analyst })).data!;
    const day = (n: number) => days[n - 1]!;
    expect(day(2)).toMatchObject({ holiday: 'all_souls', business_day: false });
    expect(day(20)).toMatchObject({ holiday: 'black_consciousness', business_day: false });
    expect(day(21)).toMatchObject({ holiday: null, business_day: false });
    // 2 November is a holiday: the business days are the 3rd, 4th, 5th, 6th and 9th.
    expect(days.find((d) => d.apix_deadline)!.day).toBe('2026-11-09');
  });

  it('refuses what is no month', async () => {
    for (const month of ['2026-13', '2026-1', 'november']) expect((await t.call(cockpit.calendarMonth, { month }, { token: analyst })).code).toBe(400);
  });
});
