import { and, eq, inArray } from 'drizzle-orm';
import type { regulatory, z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { infractionTasks, trades } from '../../db/schema/index.js';
import { notFound, refusalError, refusalErrorOf } from '../../core/errors.js';
import type { InfractionReports } from '../../integrations/dict/infraction-reports.js';
import { counterpartyIspbOf, SETTLED_TRADE_STATUSES, settledTradeOf } from './counterparty.js';
import { findTask } from './queries.js';
import { refusalOf } from './rules.js';
import { addEvent, applyReport, insertReport, noteOf, reportOf, type ReportMoved } from './store.js';
import { askDict } from '../../integrations/dict/ask.js';
import type { Principal } from '../../core/member.js';

type Contract = typeof regulatory.infractions;
type InfractionTask = regulatory.infractions.InfractionTask;

interface Acting {
  actor: Principal;
  now: Date;
  ourIspb: string;
  reports: InfractionReports;
  reportMoved: ReportMoved;
}

/**
 * Reports one of our settled trades to the DICT. The trade row is locked, so that two members
 * reporting the same payment at once make one report, not two.
 */
export async function createReport(db: Database, body: z.output<Contract['create']['body']>, acting: Acting): Promise<InfractionTask> {
  const [trade] = await db.select().from(trades).where(eq(trades.end_to_end_id, body.end_to_end_id)).for('no key update');
  if (!trade) throw refusalError(404, 'infraction.trade_not_ours', { end_to_end_id: body.end_to_end_id });
  if (!(SETTLED_TRADE_STATUSES as readonly string[]).includes(trade.status)) {
    throw refusalError(409, 'infraction.trade_not_settled', { trade: trade.trade_no, status: trade.status });
  }
  const counterparty = counterpartyIspbOf(trade, acting.ourIspb);
  if (!counterparty) throw refusalError(409, 'infraction.same_institution', { trade: trade.trade_no });
  const [open] = await db.select({ id: infractionTasks.id, status: infractionTasks.status }).from(infractionTasks).where(and(
    eq(infractionTasks.end_to_end_id, body.end_to_end_id), eq(infractionTasks.reported_by, 'us'), inArray(infractionTasks.status, ['open', 'received']),
  ));
  if (open) throw refusalError(409, 'infraction.already_reported', { end_to_end_id: body.end_to_end_id, report: String(open.id), status: open.status });

  // A DICT that hears of trades only when told (a simulator) is told this one first.
  await askDict('infraction.dict_refused', async () => acting.reports.simulation?.tell({ trades: [settledTradeOf(trade, acting.ourIspb)!] }));
  const report = await askDict('infraction.dict_refused', () => acting.reports.create({
    endToEndId: body.end_to_end_id, type: body.inf_type, situationType: body.situation_type, details: body.details,
    reporterIspb: acting.ourIspb, reportedIspb: counterparty,
  }, acting.now));
  const row = await insertReport(db, report, { ourIspb: acting.ourIspb, now: acting.now });
  if (!row) {
    // A sync in another process listed our new report at the DICT and stored it first: it is made, and here.
    const [stored] = await db.select({ id: infractionTasks.id }).from(infractionTasks).where(eq(infractionTasks.dict_id, report.id));
    if (!stored) throw refusalError(409, 'infraction.already_stored', { report: report.id });
    return findTask(db, stored.id);
  }
  await addEvent(db, { taskId: row.id, status: 'open', actor: acting.actor.username, note: noteOf(report, null), at: report.modifiedAt });
  return findTask(db, row.id);
}

/** One change to a report: closing it carries the analysis. */
export type ReportChange =
  | { id: number; action: 'acknowledge' | 'cancel' }
  | { id: number; action: 'close'; analysis: { result: 'AGREED' | 'DISAGREED'; details: string } };

/**
 * Moves a report at the DICT and here, under the row's lock: acknowledge or close one made about
 * us, cancel one we made. Refused (409, nothing written) when the MED does not allow it.
 */
export async function changeReport(db: Database, input: ReportChange, acting: Acting) {
  const [row] = await db.select().from(infractionTasks).where(eq(infractionTasks.id, input.id)).for('update');
  if (!row) throw notFound('infraction_report', input.id);
  const before = await findTask(db, row.id);
  const refusal = refusalOf(before, input.action);
  if (refusal) throw refusalErrorOf(409, refusal);

  const { reports, now } = acting;
  await reports.simulation?.tell({ reports: [reportOf(row, acting.ourIspb)] });
  const report = await askDict('infraction.dict_refused_sync', () => {
    if (input.action === 'close') return reports.close(row.dict_id, input.analysis, now);
    return input.action === 'acknowledge' ? reports.acknowledge(row.dict_id, now) : reports.cancel(row.dict_id, now);
  });
  await applyReport(db, row, report, { actor: acting.actor.username, note: noteOf(report, null), now, reportMoved: acting.reportMoved });
  return { before, after: await findTask(db, row.id) };
}
