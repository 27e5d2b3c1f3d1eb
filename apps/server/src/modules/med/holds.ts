import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { fundsFreezes, medCases, trades } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { toFreeze, unfreezeFunds, holdPixMoney, loadAccount, tellBlockEnded } from '../banking/index.js';
import { addCaseEvent, ensureOpen, holdsOfCase, lockCase, openCaseFor, refreshDeadline, SYSTEM_ACTOR, type CaseRow } from './cases.js';
import type { Principal } from '../../core/member.js';

// What the MED does with holds, which banking makes and releases: a case's cautionary block (72 h)
// or MED hold, a block escalated, and what becomes of them when their time runs out or the money
// goes back to the payer.

type Actor = Pick<Principal, 'id' | 'username'>;

/** Blocks money of a case's Pix on our customer's account: a cautionary block or a MED hold. */
export async function holdForCase(
  db: Database,
  input: { caseId: number; type: 'cautionary' | 'med'; amount: number; reason: string; actor: Actor; now: Date },
) {
  const row = await lockCase(db, input.caseId);
  ensureOpen(row);
  if (row.side !== 'receiver') throw refusalError(409, 'med.hold_payer_side', { case: String(row.id) });
  const { freeze } = await holdPixMoney(db, { ...input, accountId: row.account_id, tradeId: row.trade_id, hold: { type: input.type, tradeId: row.trade_id, caseId: row.id } });
  const kind = input.type === 'cautionary' ? 'cautionary_hold' : 'med_hold';
  await addCaseEvent(db, { caseId: row.id, kind, actor: input.actor.username, note: input.reason, amount: input.amount, at: input.now });
  if (input.type === 'cautionary') {
    await addCaseEvent(db, { caseId: row.id, kind: 'customer_told', actor: SYSTEM_ACTOR, at: input.now });
  }
  await refreshDeadline(db, row.id);
  return { freeze, case: row };
}

/**
 * Escalates a cautionary block before it expires: it becomes a MED hold of its Pix's case (opened
 * now when there is none) and no longer expires. The customer is told, as of every end of a block.
 */
export async function escalateHold(db: Database, input: { freezeId: number; reason: string; actor: Actor; now: Date; ourIspb: string }) {
  const [hold] = await db.select().from(fundsFreezes).where(eq(fundsFreezes.id, input.freezeId)).for('update');
  if (!hold) throw notFound('freeze', input.freezeId);
  if (hold.status === 'released') throw refusalError(409, 'funds.freeze_released', { freeze: String(hold.id) });
  if (hold.hold_type !== 'cautionary') throw refusalError(409, 'holds.not_cautionary', { freeze: String(hold.id) });
  if (hold.trade_id === null) throw refusalError(409, 'holds.no_pix', { freeze: String(hold.id) });
  const [trade] = await db.select().from(trades).where(eq(trades.id, hold.trade_id));
  const { row } = await openCaseFor(db, trade!, { origin: 'staff', actor: input.actor.username, note: input.reason, now: input.now, ourIspb: input.ourIspb });
  ensureOpen(row);
  const [escalated] = await db.update(fundsFreezes).set({ hold_type: 'med', expires_at: null, case_id: row.id }).where(eq(fundsFreezes.id, hold.id)).returning();
  await addCaseEvent(db, { caseId: row.id, kind: 'hold_escalated', actor: input.actor.username, note: input.reason, amount: hold.remaining, at: input.now });
  const account = await loadAccount(db, hold.account_id, { forUpdate: false });
  await tellBlockEnded(db, hold, account.owner_id, 'cautionary_escalated', input.now);
  await addCaseEvent(db, { caseId: row.id, kind: 'customer_told', actor: SYSTEM_ACTOR, at: input.now });
  await refreshDeadline(db, row.id);
  return { before: toFreeze(hold, account), freeze: toFreeze(escalated!, account), caseId: row.id };
}

/**
 * Releases every cautionary block whose 72 hours have passed, each in its own transaction (taken
 * with SKIP LOCKED, so that several processes share the work), and writes why on the hold, the
 * ledger's transfer and the case; the customer is told (`unfreezeFunds` owes the notice). Answers
 * how many were released.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  let released = 0;
  // Holds another process is releasing now: passed over for the rest of this run.
  const passed: number[] = [];
  for (;;) {
    const outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const isDue = and(eq(fundsFreezes.status, 'active'), eq(fundsFreezes.hold_type, 'cautionary'), lte(fundsFreezes.expires_at, now));
      const [candidate] = await tx.select().from(fundsFreezes)
        .where(and(isDue, passed.length ? notInArray(fundsFreezes.id, passed) : undefined)).orderBy(asc(fundsFreezes.expires_at)).limit(1);
      if (!candidate) return 'none';
      // The case first, then the hold: every change of a case's holds takes them in that order.
      const [row] = await tx.select().from(medCases).where(holdsOfCaseFor(candidate)).for('update');
      const [due] = await tx.select().from(fundsFreezes).where(and(eq(fundsFreezes.id, candidate.id), isDue)).for('update', { skipLocked: true });
      if (!due) {
        passed.push(candidate.id);
        return 'passed';
      }
      await unfreezeFunds(tx, { freezeId: due.id, amount: undefined, reason: note('hold.expired'), actor: null, now });
      if (row) {
        await addCaseEvent(tx, { caseId: row.id, kind: 'hold_expired', actor: SYSTEM_ACTOR, amount: due.remaining, at: now });
        await addCaseEvent(tx, { caseId: row.id, kind: 'customer_told', actor: SYSTEM_ACTOR, at: now });
        await refreshDeadline(tx, row.id);
      }
      return 'released';
    });
    if (outcome === 'none') return released;
    if (outcome === 'released') released++;
  }
}

/** The case of a hold: the one it names, or the one of the Pix it holds. */
const holdsOfCaseFor = (hold: typeof fundsFreezes.$inferSelect) =>
  hold.case_id !== null ? eq(medCases.id, hold.case_id) : eq(medCases.trade_id, hold.trade_id ?? -1);

/**
 * Takes up to `amount` from the active holds of a case, oldest first, for a return that pays it
 * from held money: their rows are already locked by the caller. Answers what they gave.
 */
export async function takeFromHolds(db: Database, holds: readonly (typeof fundsFreezes.$inferSelect)[], amount: number, now: Date): Promise<number> {
  let taken = 0;
  for (const hold of holds) {
    const part = Math.min(hold.remaining, amount - taken);
    if (part <= 0) break;
    const remaining = hold.remaining - part;
    await db.update(fundsFreezes).set({
      remaining, ...(remaining === 0 ? { status: 'released' as const, released_at: now, release_reason: note('hold.returned') } : {}),
    }).where(eq(fundsFreezes.id, hold.id));
    taken += part;
  }
  return taken;
}

/** The active holds of a case, oldest first, locked for the transaction. */
export const lockCaseHolds = (db: Database, row: Pick<CaseRow, 'id' | 'trade_id'>) =>
  db.select().from(fundsFreezes).where(and(holdsOfCase(row), eq(fundsFreezes.status, 'active'))).orderBy(asc(fundsFreezes.id)).for('update');

/**
 * Releases what a closing case's holds still block back to the customer, who is told of a
 * cautionary block that ends so (`unfreezeFunds` owes the notice; the case says it).
 */
export async function releaseCaseHolds(db: Database, row: CaseRow, actor: Actor | null, now: Date): Promise<number> {
  const holds = await lockCaseHolds(db, row);
  const reason = note('hold.case_closed');
  for (const hold of holds) await unfreezeFunds(db, { freezeId: hold.id, amount: undefined, reason, actor, now });
  const released = holds.reduce((total, hold) => total + hold.remaining, 0);
  if (released > 0) await addCaseEvent(db, { caseId: row.id, kind: 'holds_released', actor: actor?.username ?? SYSTEM_ACTOR, amount: released, at: now });
  if (holds.some((hold) => hold.hold_type === 'cautionary')) await addCaseEvent(db, { caseId: row.id, kind: 'customer_told', actor: SYSTEM_ACTOR, at: now });
  return released;
}
