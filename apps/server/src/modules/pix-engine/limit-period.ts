import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { pixLimits, trades } from '../../db/schema/index.js';

type Period = 'DAYTIME' | 'NIGHTTIME';

const HOUR = 3_600_000;
/** Brasília is UTC−3 all year (no daylight saving since 2019). */
const BRASILIA_OFFSET = -3 * HOUR;

/**
 * The limit period an instant falls in, and when that period began: daytime 06:00–20:00 and
 * nighttime 20:00–06:00, Brasília time (Regulamento Pix).
 */
export function limitPeriodAt(now: Date): { period: Period; since: Date } {
  const local = new Date(now.getTime() + BRASILIA_OFFSET);
  const hour = local.getUTCHours();
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BRASILIA_OFFSET;
  if (hour >= 6 && hour < 20) return { period: 'DAYTIME', since: new Date(midnight + 6 * HOUR) };
  return { period: 'NIGHTTIME', since: new Date(midnight + (hour >= 20 ? 20 : -4) * HOUR) };
}

/**
 * What an owner may still send by Pix in the period `now` falls in: the limit in force (their row,
 * or the default for their kind of document; a pending increase is not in force yet) less the
 * payouts of the period that were not refused, those held for a second look included: their money
 * has left the account and may still go. `except` leaves one trade out of the count, the held
 * payout being sent after its second look.
 */
export async function pixRoomLeft(db: Database, owner: { id: number; doc_type: 'CPF' | 'CNPJ' }, now: Date, except?: number) {
  const { period, since } = limitPeriodAt(now);
  const [row] = await db.select({ amount: pixLimits.amount }).from(pixLimits)
    .where(and(eq(pixLimits.owner_id, owner.id), eq(pixLimits.limits_type, 'PIX'), eq(pixLimits.period_type, period)));
  const limit = row?.amount ?? pix.limits.DEFAULT_LIMITS[owner.doc_type].PIX[period];
  const [used] = await db.select({ total: sql<string>`coalesce(sum(${trades.amount}), 0)` }).from(trades)
    .where(and(
      eq(trades.merchant_id, owner.id), eq(trades.trade_type, 'payout'), inArray(trades.status, ['pending', 'processing', 'success']),
      gte(trades.created_at, since), ...(except === undefined ? [] : [ne(trades.id, except)]),
    ));
  return { period, limit, used: Number(used?.total ?? 0) };
}
