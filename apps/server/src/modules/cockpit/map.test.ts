// The map's figures: customers, Pix and fraud reports by the state of each customer's phone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AREA_CODE_STATES, BRAZILIAN_AREA_CODES, cockpit, stateOfPhone, users } from '@wallet/contracts';
import { rowsOf } from '../../test-support/database.js';
import { infractionApp } from '../../test-support/infractions.js';
import type { TestApp } from '../../test-support/harness.js';

let t: TestApp;
let analyst: string;
const DAY = 86_400_000;

beforeAll(async () => {
  let tokens;
  ({ t, tokens } = await infractionApp());
  analyst = tokens.analyst;
});
afterAll(() => t.close());

describe("a customer's state", () => {
  it('is the state of their phone\'s area code, for every code Anatel assigns', () => {
    expect(new Set(AREA_CODE_STATES.map(([code]) => code))).toEqual(BRAZILIAN_AREA_CODES);
    expect([stateOfPhone('+5511987654321'), stateOfPhone('+5561987654321'), stateOfPhone('+5599987654321'), stateOfPhone('+5520987654321')]).toEqual(['SP', 'DF', 'MA', undefined]);
  });

  it('is given by the migration to the customers already there, as the contracts read it', () => {
    const migration = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0025_customer_state.sql'), 'utf8');
    const pairs = [...migration.matchAll(/when '(\d\d)' then '([A-Z]{2})'/g)].map(([, code, uf]) => [code, uf]);
    expect(Object.fromEntries(pairs)).toEqual(Object.fromEntries(AREA_CODE_STATES));
  });

  it('is set when a customer is created, and was set for the demo customers', async () => {
    await t.addStaffWith('creator', ['users.create', 'users.view']);
    const created = await t.call(users.create, { kind: 'user', name: 'Maria Recife', email: 'maria.recife@example.com', phone: '+5581987650000', doc_type: 'CPF', doc_number: '52998224725' }, { token: await t.signIn('creator') });
    expect(created.code, created.msg).toBe(200);
    const [row] = await rowsOf<{ state: string }>(t.db, sql`select state from wallet_users where id = ${created.data!.id}`);
    expect(row!.state).toBe('PE');
    const rows = await rowsOf<{ phone: string; state: string | null }>(t.db, sql`select phone, state from wallet_users`);
    expect(rows.every((demo) => demo.state === (stateOfPhone(demo.phone) ?? null))).toBe(true);
  });
});

describe('the map figures', () => {
  it("sum each state's customers, Pix and fraud reports over the period, every state listed", async () => {
    const answer = await t.call(cockpit.mapFigures, { days: 90 }, { token: analyst });
    expect(answer.code, answer.msg).toBe(200);
    const map = answer.data!;
    expect(map.states).toHaveLength(27);
    const from = new Date(Date.parse(`${map.from}T00:00:00-03:00`));
    expect(t.clock.now().getTime() - from.getTime()).toBeLessThan(90 * DAY);
    const expected = await rowsOf<{ state: string; n: number; value: number }>(t.db, sql`select u.state, count(*)::int as n, sum(t.amount)::bigint as value
      from trades t join wallet_users u on u.id = t.merchant_id where t.created_at >= ${from} and t.created_at <= ${t.clock.now()} group by u.state`);
    for (const row of expected.filter((r) => r.state)) {
      expect(map.states.find((s) => s.uf === row.state)).toMatchObject({ pix_count: row.n, pix_value: Number(row.value) });
    }
    const [customers] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from wallet_users`);
    expect(map.states.reduce((sum, s) => sum + s.customers, 0) + map.customers_without_state).toBe(customers!.n);
    const [reports] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from infraction_tasks i join trades t on t.id = i.trade_id
      join wallet_users u on u.id = t.merchant_id where u.state is not null and i.created_at >= ${from} and i.created_at <= ${t.clock.now()}`);
    expect(reports!.n).toBeGreaterThan(0);
    expect(map.states.reduce((sum, s) => sum + s.fraud_reports, 0)).toBe(reports!.n);
  });

  it('count a shorter period as less, and refuse a period the map does not offer', async () => {
    const month = (await t.call(cockpit.mapFigures, {}, { token: analyst })).data!;
    const day = (await t.call(cockpit.mapFigures, { days: 1 }, { token: analyst })).data!;
    expect(day.from).toBe(day.to);
    const total = (map: typeof month) => map.states.reduce((sum, s) => sum + s.pix_count, 0);
    expect(total(day)).toBeLessThanOrEqual(total(month));
    expect((await t.call(cockpit.mapFigures, { days: 5 }, { token: analyst })).code).toBe(400);
  });
});
