import { and, count, eq, gte, lte } from 'drizzle-orm';
import { UF_CODES, type cockpit, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { infractionTasks, trades, walletUsers } from '../../db/schema/index.js';
import { calendarDay } from '../../db/list-filters.js';
import { tradeFieldById } from '../trades/index.js';
import { firstDayOfPeriod, pixByState } from './map-days.js';

type MapData = z.output<typeof cockpit.mapFigures.data>;

/**
 * Customers, Pix and fraud reports by state over the last `days` Brasília days up to now: each a
 * grouped count of its own table, the Pix (partly from their daily sums, map-days.ts) and reports
 * joined to their customer's state.
 */
export async function mapFigures(db: Database, days: number, now: Date): Promise<MapData> {
  const from = firstDayOfPeriod(days, now);
  const customerState = walletUsers.state;
  const [customers, pix, reports] = await Promise.all([
    db.select({ state: customerState, n: count() }).from(walletUsers).groupBy(customerState),
    pixByState(db, from, now),
    // The report's customer read by its trade's id, report by report (2.8 s as a join on ten million trades).
    db.select({ state: customerState, n: count() }).from(infractionTasks)
      .innerJoin(walletUsers, eq(walletUsers.id, tradeFieldById(trades.merchant_id, infractionTasks.trade_id)))
      .where(and(gte(infractionTasks.created_at, from), lte(infractionTasks.created_at, now))).groupBy(customerState),
  ]);
  const byState = <Row extends { state: string | null }>(rows: Row[]) => new Map(rows.map((row) => [row.state, row]));
  const [customersOf, pixOf, reportsOf] = [byState(customers), byState(pix), byState(reports)];
  return {
    from: calendarDay(from),
    to: calendarDay(now),
    at: now.toISOString(),
    states: UF_CODES.map((uf) => ({
      uf,
      customers: customersOf.get(uf)?.n ?? 0,
      pix_count: pixOf.get(uf)?.n ?? 0,
      pix_value: pixOf.get(uf)?.value ?? 0,
      fraud_reports: reportsOf.get(uf)?.n ?? 0,
    })),
    customers_without_state: customersOf.get(null)?.n ?? 0,
  };
}
