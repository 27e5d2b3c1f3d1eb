import { and, eq } from 'drizzle-orm';
import { regulatory } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { fundsFreezes, medCases, medRefundRequests } from '../../db/schema/index.js';
import { gate, moneyChange, textChange, type Inspection } from '../../http/approval-gate.js';
import { loadAccount } from '../banking/index.js';
import { holdsOfCase, type CaseRow } from './cases.js';

type RefundRow = typeof medRefundRequests.$inferSelect;

/** An open refund request made to us (contested), or null: any other is refused by the call in its own words. */
async function contestedRequest(db: Database, id: number): Promise<RefundRow | null> {
  const [asked] = await db.select().from(medRefundRequests).where(eq(medRefundRequests.id, id));
  return asked && asked.role === 'contested' && asked.status === 'OPEN' ? asked : null;
}

/** What an acceptance sends back: the amount given, at most what was asked. */
const acceptedAmount = (asked: RefundRow, amount: number | undefined) => Math.min(amount ?? asked.amount, asked.amount);

/** Accepting a refund request made to us sends our customer's money back to the payer's side. */
export const refundAcceptGate = gate({
  action: 'refund_accept',
  endpoint: regulatory.med.refundAccept,
  async inspect(db, body) {
    const asked = await contestedRequest(db, body.id);
    if (!asked) return null;
    const amount = acceptedAmount(asked, body.amount);
    return {
      target: `med_refund_request:${asked.id}`,
      targetLabel: `MED #${asked.case_id} · ${asked.dict_id}`,
      amount,
      guard: { status: asked.status, amount: asked.amount, refunded_amount: asked.refunded_amount },
      changes: [textChange('status', asked.status, 'CLOSED'), moneyChange('refunded', asked.refunded_amount, asked.refunded_amount + amount)],
    };
  },
});

/**
 * A release of a case's held money back to its customer, as closing the case makes it: under the
 * policy of hold releases, its threshold weighing everything released from those holds.
 * `keptBack` of the held money goes to the payer instead (an accepted refund); null when nothing
 * goes back to available.
 */
async function caseRelease(db: Database, row: CaseRow, keptBack: number, guard: Record<string, unknown>): Promise<Inspection | null> {
  const holds = await db.select().from(fundsFreezes).where(and(holdsOfCase(row), eq(fundsFreezes.status, 'active')));
  const held = holds.reduce((total, hold) => total + hold.remaining, 0);
  const releasing = held - Math.min(keptBack, held);
  if (releasing <= 0) return null;
  const account = await loadAccount(db, row.account_id, { forUpdate: false });
  return {
    target: `med_case:${row.id}`,
    targetLabel: `MED #${row.id} · ${account.owner_name} · ${account.account_number}`,
    amount: releasing,
    wholeAmount: holds.reduce((total, hold) => total + hold.released, 0) + releasing,
    holdTypes: [...new Set(holds.map((hold) => hold.hold_type))],
    guard: { ...guard, holds: holds.map((hold) => [hold.id, hold.remaining]) },
    changes: [moneyChange('held', held, held - releasing), moneyChange('available', account.available, account.available + releasing)],
  };
}

const caseOf = async (db: Database, id: number) => (await db.select().from(medCases).where(eq(medCases.id, id)))[0];

/** Closing a case releases what its holds still block: a case that would refuse to close (an open request) runs and refuses. */
export const caseCloseReleaseGate = gate({
  action: 'hold_release',
  endpoint: regulatory.med.close,
  async inspect(db, body) {
    const row = await caseOf(db, body.id);
    if (!row || row.status !== 'open') return null;
    const [open] = await db.select({ id: medRefundRequests.id }).from(medRefundRequests).where(and(eq(medRefundRequests.case_id, row.id), eq(medRefundRequests.status, 'OPEN')));
    return open ? null : caseRelease(db, row, 0, { status: row.status });
  },
});

/** Accepting a refund in part closes its case, releasing the rest of the held money to our customer. */
export const refundAcceptReleaseGate = gate({
  action: 'hold_release',
  endpoint: regulatory.med.refundAccept,
  async inspect(db, body) {
    const asked = await contestedRequest(db, body.id);
    const row = asked && await caseOf(db, asked.case_id);
    if (!asked || !row || row.status !== 'open') return null;
    return caseRelease(db, row, acceptedAmount(asked, body.amount), { status: asked.status, amount: asked.amount });
  },
});
