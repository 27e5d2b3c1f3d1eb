import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { note, regulatory } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { ispbParticipants, medFundsRecoveries, pixReturns, trades, type StoredTrail } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import type { Principal } from '../../core/member.js';
import { askDict } from '../../integrations/dict/ask.js';
import type { DictFundsRecovery, FundsRecoveries } from '../../integrations/dict/funds-recoveries.js';
import { settledTradeOf } from '../infractions/index.js';
import { receiveReturn } from '../pix-engine/index.js';
import { addCaseEvent, DICT_ACTOR, ensureOpen, lockCase, refreshDeadline, SYSTEM_ACTOR } from './cases.js';
import { closeCase } from './refunds.js';

// MED 2.0's funds recovery, on the payer's side: for a Pix our customer paid and contests, the
// DICT follows the money through up to five layers, the institutions it reached analyse and send
// back what they hold, and each return is credited to our customer against their own Pix.

export type RecoveryRow = typeof medFundsRecoveries.$inferSelect;
type Actor = Pick<Principal, 'username'>;

const DAY = 86_400_000;
const { REFUND_WINDOW_DAYS } = regulatory.med;

/** What a row keeps of the DICT's answer. */
const rowOfAnswer = (recovery: DictFundsRecovery) => ({
  status: recovery.status, recovered_amount: recovery.recoveredAmount, dict_modified_at: recovery.modifiedAt,
  trail: recovery.trail.map((pix): StoredTrail[number] => ({
    layer: pix.layer, end_to_end_id: pix.endToEndId, debited_ispb: pix.debitedIspb, credited_ispb: pix.creditedIspb, amount: pix.amount,
    settled_at: pix.settledAt.toISOString(), held: pix.held, infraction_report_id: pix.infractionReportId, analysis_result: pix.analysisResult,
    refund_id: pix.refundId, return_id: pix.returnId, refunded: pix.refunded,
  })),
});

const statusNote = (row: Pick<RecoveryRow, 'id' | 'status'>) => note('med.recovery_status', { recovery: String(row.id), status: row.status });

interface Opening {
  caseId: number;
  situationType: RecoveryRow['situation_type'];
  details: string;
  actor: Actor;
  now: Date;
  ourIspb: string;
  recoveries: FundsRecoveries | null;
}

/**
 * Opens a funds recovery at the DICT for a case's Pix: refused unless the DICT is spoken to, the
 * case is open on the payer's side, the Pix is within the 80 days of the refund window and the
 * case has no recovery running.
 */
export async function openFundsRecovery(db: Database, input: Opening): Promise<RecoveryRow> {
  const recoveries = input.recoveries;
  if (!recoveries) throw refusalError(409, 'recovery.needs_dict');
  const row = await lockCase(db, input.caseId);
  ensureOpen(row);
  if (row.side !== 'payer') throw refusalError(409, 'recovery.receiver_side', { case: String(row.id) });
  const [trade] = await db.select().from(trades).where(eq(trades.id, row.trade_id));
  if (input.now.getTime() - trade!.created_at.getTime() > REFUND_WINDOW_DAYS * DAY) {
    throw refusalError(409, 'recovery.window_closed', { trade: trade!.trade_no, days: REFUND_WINDOW_DAYS });
  }
  const [live] = await db.select().from(medFundsRecoveries).where(and(eq(medFundsRecoveries.case_id, row.id), ne(medFundsRecoveries.status, 'CANCELLED')));
  if (live) throw refusalError(409, 'recovery.already_live', { recovery: String(live.id), case: String(row.id), status: live.status });
  const settled = settledTradeOf(trade!, input.ourIspb);
  if (!settled) throw refusalError(409, 'infraction.same_institution', { trade: trade!.trade_no });

  const made = await askDict('recovery.dict_refused', () => recoveries.create({ endToEndId: row.end_to_end_id, situationType: input.situationType, details: input.details }, settled));
  const [created] = await db.insert(medFundsRecoveries).values({
    dict_id: made.id, case_id: row.id, situation_type: input.situationType, details: input.details, contested_amount: made.contestedAmount,
    requested_by: input.actor.username, created_at: made.createdAt, updated_at: input.now, ...rowOfAnswer(made),
  }).returning();
  await addCaseEvent(db, { caseId: row.id, kind: 'recovery_opened', actor: input.actor.username, note: note('med.contested', { situation: input.situationType, details: input.details }), amount: made.contestedAmount, at: input.now });
  await refreshDeadline(db, row.id);
  return created!;
}

/** Cancels a recovery of ours at the DICT: refused once its refunds have started (REFUNDING). */
export async function cancelFundsRecovery(db: Database, input: { id: number; actor: Actor; now: Date; recoveries: FundsRecoveries | null }): Promise<RecoveryRow> {
  const recoveries = input.recoveries;
  if (!recoveries) throw refusalError(409, 'recovery.needs_dict');
  const [row] = await db.select().from(medFundsRecoveries).where(eq(medFundsRecoveries.id, input.id)).for('update');
  if (!row) throw notFound('funds_recovery', input.id);
  if (!regulatory.med.recoveryCancellable(row)) throw refusalError(409, 'recovery.not_cancellable', { recovery: String(row.id), status: row.status });
  const answer = await askDict('recovery.dict_refused', () => recoveries.cancel(row.dict_id));
  const [cancelled] = await db.update(medFundsRecoveries).set({ ...rowOfAnswer(answer), updated_at: input.now }).where(eq(medFundsRecoveries.id, row.id)).returning();
  await addCaseEvent(db, { caseId: row.case_id, kind: 'recovery_cancelled', actor: input.actor.username, note: statusNote(cancelled!), at: input.now });
  await refreshDeadline(db, row.case_id);
  return cancelled!;
}

/**
 * Stores the DICT's news of a recovery of ours: its state and trail, each return it brought
 * credited to our customer once (against their own Pix), and the case closed once it completes.
 */
export async function storeRecoveryChange(db: Database, change: DictFundsRecovery, now: Date): Promise<'moved' | 'unchanged'> {
  const [held] = await db.select().from(medFundsRecoveries).where(eq(medFundsRecoveries.dict_id, change.id)).for('update');
  if (!held || change.modifiedAt <= held.dict_modified_at) return 'unchanged';
  // What came back is never more than was contested, whatever a DICT says.
  const answer = { ...rowOfAnswer(change), recovered_amount: Math.min(change.recoveredAmount, held.contested_amount) };
  const [moved] = await db.update(medFundsRecoveries).set({ ...answer, updated_at: now }).where(eq(medFundsRecoveries.id, held.id)).returning();
  const caseRow = await lockCase(db, held.case_id);
  if (moved!.status !== held.status) {
    await addCaseEvent(db, { caseId: held.case_id, kind: moved!.status === 'CANCELLED' ? 'recovery_cancelled' : 'recovery_moved', actor: DICT_ACTOR, note: statusNote(moved!), at: change.modifiedAt });
  }
  for (const pix of change.trail) {
    if (!pix.returnId || pix.refunded <= 0) continue;
    const [credited] = await db.select({ id: pixReturns.id }).from(pixReturns).where(eq(pixReturns.return_id, pix.returnId));
    if (credited) continue;
    const outcome = await receiveReturn(db, { returnId: pix.returnId, originalEndToEndId: caseRow.end_to_end_id, amount: pix.refunded, reasonCode: 'FR01', at: change.modifiedAt });
    const returned = outcome.accepted ? note('med.return', { return: pix.returnId }) : note('med.return_refused', { return: pix.returnId, code: outcome.reason.params.code });
    await addCaseEvent(db, { caseId: held.case_id, kind: 'return_received', actor: SYSTEM_ACTOR, note: returned, amount: pix.refunded, at: change.modifiedAt });
  }
  if (moved!.status === 'COMPLETED' && caseRow.status === 'open') {
    await closeCase(db, caseRow, { note: note('med.closed_by_recovery', { amount: moved!.recovered_amount }), actor: null, now: change.modifiedAt });
  } else {
    await refreshDeadline(db, held.case_id);
  }
  return 'moved';
}

/** A case's recoveries, newest first, as the contract has them (the trail's institutions named). */
export async function recoveriesOfCase(db: Database, caseId: number): Promise<regulatory.med.FundsRecovery[]> {
  const rows = await db.select().from(medFundsRecoveries).where(eq(medFundsRecoveries.case_id, caseId)).orderBy(desc(medFundsRecoveries.id));
  const ispbs = [...new Set(rows.flatMap((row) => row.trail.map((pix) => pix.credited_ispb)))];
  const names = new Map(ispbs.length === 0 ? [] : (await db.select().from(ispbParticipants).where(inArray(ispbParticipants.ispb, ispbs))).map((p) => [p.ispb, p.name]));
  const nameOf = (ispb: string) => names.get(ispb) ?? null;
  return rows.map((row) => ({
    id: row.id, dict_id: row.dict_id, case_id: row.case_id, status: row.status, situation_type: row.situation_type, details: row.details,
    contested_amount: row.contested_amount, recovered_amount: row.recovered_amount, requested_by: row.requested_by,
    trail: row.trail.map((pix) => ({ ...pix, credited_name: nameOf(pix.credited_ispb) })),
    created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
  }));
}
