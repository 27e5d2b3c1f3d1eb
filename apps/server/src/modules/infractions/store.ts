import { eq } from 'drizzle-orm';
import { note, regulatory, type Note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { infractionEvents, infractionTasks, trades } from '../../db/schema/index.js';
import type { DictInfractionReport } from '../../integrations/dict/infraction-reports.js';

// How a report of the DICT is kept here: one infraction_tasks row (its state as the DICT last
// answered, `dict_modified_at`) and an infraction_events row for each status it went through.

export type TaskRow = typeof infractionTasks.$inferSelect;
type Status = TaskRow['status'];

const DAY_MS = 86_400_000;
/** Who changed a report, in the history: a staff username, or the DICT for the other side's changes. */
export const DICT_ACTOR = 'DICT';

/** What a status says a side did to the report, as its history note names it (`infraction.…`). */
const DONE = { open: 'reported', received: 'acknowledged', canceled: 'canceled' } as const;

/**
 * The note of a history row: what happened, and which side did it, `by` the other participant's
 * name, or null for us. A closed report names its analysis.
 */
export function noteOf(change: { status: Status; analysisResult: TaskRow['analysis_result'] }, by: string | null): Note {
  if (change.status === 'closed') {
    const analysis = change.analysisResult!;
    return by === null ? note('infraction.we_closed', { analysis }) : note('infraction.closed', { by, analysis });
  }
  const done = DONE[change.status];
  return by === null ? note(`infraction.we_${done}`) : note(`infraction.${done}`, { by });
}

export const deadlineOf = (createdAt: Date) => new Date(createdAt.getTime() + regulatory.infractions.ANALYSIS_DAYS * DAY_MS);

/** A stored report as the DICT would answer it, for a simulator that must carry on from it. */
export function reportOf(row: TaskRow, ourIspb: string): DictInfractionReport {
  const ours = row.reported_by === 'us';
  return {
    id: row.dict_id, endToEndId: row.end_to_end_id, type: row.inf_type, situationType: row.situation_type, details: row.details,
    reporterIspb: ours ? ourIspb : row.counterparty_ispb, reportedIspb: ours ? row.counterparty_ispb : ourIspb,
    status: row.status, analysisResult: row.analysis_result, analysisDetails: row.analysis_details,
    createdAt: row.created_at, modifiedAt: row.dict_modified_at,
  };
}

export async function addEvent(db: Database, event: { taskId: number; status: Status; actor: string; note: Note; at: Date }) {
  await db.insert(infractionEvents).values({ task_id: event.taskId, status: event.status, actor: event.actor, note: event.note, at: event.at });
}

/**
 * Stores a report the DICT answered that we do not hold yet, linked to our trade with its
 * end-to-end id. Answers undefined when another transaction stored it first.
 */
export async function insertReport(db: Database, report: DictInfractionReport, input: { ourIspb: string; now: Date }): Promise<TaskRow | undefined> {
  const ours = report.reporterIspb === input.ourIspb;
  const [trade] = await db.select({ id: trades.id }).from(trades).where(eq(trades.end_to_end_id, report.endToEndId));
  const [row] = await db.insert(infractionTasks).values({
    dict_id: report.id, end_to_end_id: report.endToEndId, trade_id: trade?.id ?? null, inf_type: report.type, situation_type: report.situationType,
    status: report.status, reported_by: ours ? 'us' : 'counterparty', counterparty_ispb: ours ? report.reportedIspb : report.reporterIspb,
    details: report.details, analysis_result: report.analysisResult, analysis_details: report.analysisDetails,
    deadline_at: deadlineOf(report.createdAt), dict_modified_at: report.modifiedAt, created_at: report.createdAt, updated_at: input.now,
  }).onConflictDoNothing({ target: infractionTasks.dict_id }).returning();
  return row;
}

/**
 * What else must follow a report's move: the MED case of its trade, whose next deadline may be the
 * report's analysis (handed in by the MED's side: product-bindings.ts, periodic-jobs.ts).
 */
export type ReportMoved = (db: Database, tradeId: number) => Promise<void>;

/**
 * Writes the DICT's newer answer over a stored report, and a history row when its status moved;
 * a move is then told to `reportMoved`.
 */
export async function applyReport(db: Database, row: TaskRow, report: DictInfractionReport, input: { actor: string; note: Note; now: Date; reportMoved: ReportMoved }) {
  await db.update(infractionTasks).set({
    status: report.status, analysis_result: report.analysisResult, analysis_details: report.analysisDetails,
    dict_modified_at: report.modifiedAt, updated_at: input.now,
  }).where(eq(infractionTasks.id, row.id));
  if (report.status === row.status) return;
  await addEvent(db, { taskId: row.id, status: report.status, actor: input.actor, note: input.note, at: report.modifiedAt });
  if (row.trade_id !== null) await input.reportMoved(db, row.trade_id);
}
