// The MED inbox's keyword: part of a case's end-to-end id, of its trade's number or of its
// customer's name, in any letter case, checked against the same question asked through the joins.
// Its totals: whatever the filters, the number of cases listed. One customer's cases, for their
// detail page: theirs only, and refused to a member who may not see the MED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { regulatory } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { rowsOf } from '../../test-support/database.js';
import { seedDemoData } from '../../seed/registry.js';

const { med } = regulatory;
let t: TestApp;
let token: string;

const listed = async (keyword: string) => {
  const answer = await t.call(med.list, { keyword, page_size: 100 }, { token });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!.list.map((c) => c.id).sort((a, b) => a - b);
};
/** The cases whose texts hold `part`, read through the trade's and the customer's tables. */
const holding = async (part: string) => (await rowsOf<{ id: number }>(t.db, sql`select m.id from med_cases m
  join trade_keys k on k.trade_id = m.trade_id join wallet_users u on u.id = m.customer_id
  where m.end_to_end_id ilike ${`%${part}%`} or k.trade_no ilike ${`%${part}%`} or u.name ilike ${`%${part}%`} order by m.id`)).map((row) => row.id);

let cases: { end_to_end_id: string; trade_no: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { seed: 7, now: t.clock.now(), sizes: { users: 10, merchants: 6, trades: 2_000, replayed: 200 }, log: () => undefined });
  await t.addStaff('analyst', 'Compliance');
  await t.addStaff('helpdesk', 'Support');
  token = await t.signIn('analyst');
  cases = await rowsOf(t.db, sql`select m.end_to_end_id, k.trade_no, u.name from med_cases m
    join trade_keys k on k.trade_id = m.trade_id join wallet_users u on u.id = m.customer_id order by m.id`);
});
afterAll(() => t.close());

describe('the MED inbox’s keyword', () => {
  it('finds cases by part of the end-to-end id in any letter case, part of the trade’s number or part of the customer’s name', async () => {
    expect(cases.length).toBeGreaterThan(1);
    const [first] = cases;
    for (const part of [first!.end_to_end_id.slice(9, 21).toLowerCase(), first!.trade_no.slice(-6), first!.name.split(' ')[0]!.toUpperCase()]) {
      const found = await listed(part);
      expect(found.length, part).toBeGreaterThan(0);
      expect(found, part).toEqual(await holding(part));
    }
  });

  it('answers an empty page for a text no case holds', async () => {
    expect(await listed('xyzzy')).toEqual([]);
  });

  it('keeps each case’s trade number as its trade has it', async () => {
    const answer = await t.call(med.list, { page_size: 100 }, { token });
    const numbers = new Map(cases.map((c) => [c.end_to_end_id, c.trade_no]));
    expect(answer.data!.list.length).toBe(cases.length);
    for (const listedCase of answer.data!.list) expect(listedCase.trade_no).toBe(numbers.get(listedCase.end_to_end_id));
  });
});

describe('the MED inbox’s total', () => {
  it('is the number of cases listed, whatever the status, deadline and side asked for', async () => {
    const totals: Record<string, number> = {};
    for (const status of ['0', 'open', 'closed'] as const) {
      for (const due of ['0', 'due_today', 'overdue'] as const) {
        for (const side of ['0', 'payer'] as const) {
          const answer = await t.call(med.list, { status, due, side, page_size: 100 }, { token });
          expect(answer.code, answer.msg).toBe(200);
          const { list, pagination } = answer.data!;
          expect(pagination.total, `${status} ${due} ${side}`).toBe(list.length);
          expect(pagination.total_capped).toBe(false);
          totals[`${status} ${due} ${side}`] = pagination.total;
          if (status === 'open' && due === '0' && side === '0') expect(pagination.total).toBe(answer.data!.counts.open);
        }
      }
    }
    // The seed leaves open and closed cases, some overdue: the views differ.
    expect(totals['open 0 0']).toBeGreaterThan(0);
    expect(totals['closed 0 0']).toBeGreaterThan(0);
    expect(totals['0 overdue 0']).toBeGreaterThan(0);
    expect(totals['closed overdue 0']).toBe(0);
    expect(totals['0 0 0']).toBe(totals['open 0 0']! + totals['closed 0 0']!);
  });
});

describe('the MED inbox of one customer', () => {
  const casesOf = async (customerId: number, status = 'open') => (await rowsOf<{ id: number }>(t.db, sql`select id from med_cases
    where customer_id = ${customerId} and (${status} = '0' or status = ${status}) order by id`)).map((row) => row.id);

  it('lists the cases of that customer only, whatever the status, with their own total rather than the inbox\'s', async () => {
    const [busiest] = await rowsOf<{ customer_id: number; n: number }>(t.db, sql`select customer_id, count(*)::int as n from med_cases
      group by customer_id order by count(*) desc, customer_id limit 1`);
    const customerId = busiest!.customer_id;
    const [all] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from med_cases`);
    // Some cases belong to others, or the filter would prove nothing.
    expect(all!.n).toBeGreaterThan(busiest!.n);
    for (const status of ['0', 'open', 'closed'] as const) {
      const answer = await t.call(med.list, { customer_id: customerId, status, page_size: 100 }, { token });
      expect(answer.code, answer.msg).toBe(200);
      const { list, pagination } = answer.data!;
      expect(list.map((c) => c.id).sort((a, b) => a - b), status).toEqual(await casesOf(customerId, status));
      expect(list.every((c) => c.customer_id === customerId)).toBe(true);
      expect(pagination.total, status).toBe(list.length);
    }
  });

  it('answers an empty page for a customer without cases', async () => {
    const [none] = await rowsOf<{ id: number }>(t.db, sql`select id from wallet_users u where not exists (select 1 from med_cases m where m.customer_id = u.id) order by id limit 1`);
    const answer = await t.call(med.list, { customer_id: none!.id }, { token });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data!.list).toEqual([]);
    expect(answer.data!.pagination.total).toBe(0);
  });

  it('is refused to a member without med.view, naming the permission', async () => {
    const [any] = await rowsOf<{ customer_id: number }>(t.db, sql`select customer_id from med_cases limit 1`);
    const answer = await t.call(med.list, { customer_id: any!.customer_id }, { token: await t.signIn('helpdesk') });
    expect(answer.code).toBe(403);
    expect(answer.msg).toContain('med.view');
  });
});
