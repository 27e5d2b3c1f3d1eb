import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { TradeStatus, TradeType } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { trades } from '../../db/schema/index.js';
import { dayRange } from '../../db/list-filters.js';
import type { Aggregate, MonthFigures } from './apix001-xml.js';
import { monthDays } from './month.js';

/** Statuses in which a trade settled and its fee was taken; a refund gives back the amount, not the fee. */
const FEE_TAKEN = ['success', 'refunded'] as const;

const totals = (column: typeof trades.amount | typeof trades.fee) => ({ count: count(), centavos: sql<string>`coalesce(sum(${column}), 0)::text` });

function centavosOf(row: { count: number; centavos: string } | undefined): Aggregate {
  const centavos = Number(row?.centavos ?? 0);
  // Sums are exact in JavaScript up to 2^53 centavos (R$ 90 trillion); past that the file would lie.
  if (!Number.isSafeInteger(centavos)) throw new Error(`A sum of ${row?.centavos} centavos is too large to report exactly`);
  return { count: row?.count ?? 0, centavos };
}

/**
 * The figures of a Brasília calendar month from the trades table: trades created in the month by
 * kind and present status; refunds made in the month (by `refunded_at`); and the fees of the
 * month's trades that settled.
 */
export async function monthFigures(db: Database, month: string): Promise<MonthFigures> {
  const { first, last } = monthDays(month);
  const createdInMonth = dayRange(trades.created_at, first, last);
  const [grouped, [refunds], [fees]] = await Promise.all([
    db.select({ kind: trades.trade_type, status: trades.status, ...totals(trades.amount) })
      .from(trades).where(and(...createdInMonth)).groupBy(trades.trade_type, trades.status),
    db.select(totals(trades.amount)).from(trades)
      .where(and(eq(trades.status, 'refunded'), ...dayRange(trades.refunded_at, first, last))),
    db.select(totals(trades.fee)).from(trades)
      .where(and(...createdInMonth, inArray(trades.status, FEE_TAKEN), gt(trades.fee, 0))),
  ]);
  return {
    transactions: TradeType.codes.flatMap((kind) => TradeStatus.codes.map((status) => ({
      kind, status, ...centavosOf(grouped.find((row) => row.kind === kind && row.status === status)),
    }))),
    refunds: centavosOf(refunds),
    fees: centavosOf(fees),
  };
}
