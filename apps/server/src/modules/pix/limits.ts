import { and, asc, desc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { pix, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { pixLimits, walletUsers } from '../../db/schema/index.js';
import { optionFilter } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { matchingRows } from '../../db/matching-rows.js';
import { notFound, refusalError } from '../../core/errors.js';
import { ownerCondition, findUser } from '../users/index.js';
import type { Principal } from '../../core/member.js';

type LimitsType = 'PIX' | 'PIX_SAQUE' | 'PIX_TROCO';
type PeriodType = 'DAYTIME' | 'NIGHTTIME';
const { DEFAULT_LIMITS } = pix.limits;

const columns = { limit: pixLimits, owner_name: walletUsers.name, target: walletUsers.kind };
type LimitRow = { limit: typeof pixLimits.$inferSelect; owner_name: string; target: 'user' | 'merchant' };

/** Field by field, as `toPixKey` (a spread row with its times replaced costs V8 several times more). */
function toPixLimit({ limit, owner_name, target }: LimitRow): pix.limits.PixLimit {
  return {
    id: limit.id,
    owner_id: limit.owner_id,
    owner_name,
    target,
    limits_type: limit.limits_type,
    period_type: limit.period_type,
    amount: limit.amount,
    pending_amount: limit.pending_amount,
    pending_effective_at: limit.pending_effective_at?.toISOString() ?? null,
    updated_by: limit.updated_by,
    updated_at: limit.updated_at.toISOString(),
  };
}

const withOwner = (db: Database) => db.select(columns).from(pixLimits).innerJoin(walletUsers, eq(walletUsers.id, pixLimits.owner_id));

const pendingFirst = [asc(pixLimits.pending_effective_at), asc(pixLimits.id)];
const lastChangedFirst = [desc(pixLimits.updated_at), desc(pixLimits.id)];

/** The page's limits with their owners: the increases waiting soonest first, or the last changed first. */
const limitsById = (db: Database, ids: SQL) => withOwner(db).where(eq(pixLimits.id, ids));
const pendingOfPage = rowsOfPage(pendingFirst, limitsById);
const limitsOfPage = rowsOfPage(lastChangedFirst, limitsById);

export async function listLimits(db: Database, body: z.output<typeof pix.limits.list.body>) {
  const where = and(
    optionFilter(pixLimits.limits_type, body.limits_type),
    optionFilter(pixLimits.period_type, body.period_type),
    optionFilter(pixLimits.owner_kind, body.target),
    body.owner_id ? eq(pixLimits.owner_id, body.owner_id) : undefined,
    ownerCondition(body.owner),
    body.pending_only ? isNotNull(pixLimits.pending_effective_at) : undefined,
  );
  const matching = () => matchingRows(db, pixLimits.id, where, [{ table: walletUsers, on: eq(walletUsers.id, pixLimits.owner_id) }]);
  const [rows, counted] = await Promise.all([
    (body.pending_only ? pendingOfPage : limitsOfPage)(db, matching(), body),
    countUpToCap(db, matching()),
  ]);
  return pageAnswer(rows.map(toPixLimit), counted, body);
}

async function findLimit(db: Database, id: number) {
  const [row] = await withOwner(db).where(eq(pixLimits.id, id));
  if (!row) throw notFound('pix_limit', id);
  return toPixLimit(row);
}

interface LimitChange {
  owner_id: number;
  limits_type: LimitsType;
  period_type: PeriodType;
  amount: number;
  actor: Principal;
  now: Date;
}

/**
 * A decrease takes effect at once (and drops any pending increase); an increase waits 24 hours,
 * replacing an earlier pending one; the amount in force again only cancels a pending increase.
 * An owner's first change starts from the default limit.
 */
export async function changeLimit(db: Database, change: LimitChange) {
  const owner = await findUser(db, change.owner_id);
  const key = and(eq(pixLimits.owner_id, owner.id), eq(pixLimits.limits_type, change.limits_type), eq(pixLimits.period_type, change.period_type));
  await db
    .insert(pixLimits)
    .values({
      owner_id: owner.id, owner_kind: owner.kind, limits_type: change.limits_type, period_type: change.period_type,
      amount: DEFAULT_LIMITS[owner.doc_type][change.limits_type][change.period_type], updated_by: 'default', updated_at: change.now,
    })
    .onConflictDoNothing();
  const [current] = await db.select().from(pixLimits).where(key).for('update');
  const before = await findLimit(db, current!.id);
  if (change.amount === current!.amount && current!.pending_amount === null) {
    throw refusalError(409, 'pix_limit.unchanged', { amount: change.amount });
  }
  const increase = change.amount > current!.amount;
  const effect = increase ? 'scheduled' as const : change.amount < current!.amount ? 'lowered' as const : 'cancelled' as const;
  const effectiveAt = new Date(change.now.getTime() + pix.limits.LIMIT_INCREASE_DELAY_HOURS * 3_600_000);
  await db
    .update(pixLimits)
    .set({
      ...(increase ? { pending_amount: change.amount, pending_effective_at: effectiveAt } : { amount: change.amount, pending_amount: null, pending_effective_at: null }),
      updated_by: change.actor.username,
      updated_at: change.now,
    })
    .where(eq(pixLimits.id, current!.id));
  return { before, after: await findLimit(db, current!.id), effect };
}

/** The job that puts due increases in force; safe to run from any number of processes at once. */
export async function applyDueLimitIncreases(db: Database, now: Date): Promise<number> {
  const applied = await db
    .update(pixLimits)
    .set({ amount: sql`${pixLimits.pending_amount}`, pending_amount: null, pending_effective_at: null, updated_at: now })
    .where(lte(pixLimits.pending_effective_at, now))
    .returning({ id: pixLimits.id });
  return applied.length;
}
