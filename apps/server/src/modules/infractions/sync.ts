import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { regulatory, type Note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { infractionTasks, trades } from '../../db/schema/index.js';
import { pullNow, pullPeriodically, type CursorPull } from '../../db/sync-cursor.js';
import type { DictInfractionReport, DictSimulation, InfractionReports } from '../../integrations/dict/infraction-reports.js';
import { askDict } from '../../integrations/dict/ask.js';
import { listParticipants } from '../ispb/index.js';
import { SETTLED_TRADE_STATUSES, settledTradeOf } from './counterparty.js';
import { SYNC_CURSOR } from './queries.js';
import { addEvent, applyReport, DICT_ACTOR, insertReport, noteOf, reportOf, type ReportMoved, type TaskRow } from './store.js';

const DAY_MS = 86_400_000;

export interface SyncInput {
  now: Date;
  ourIspb: string;
  reportMoved: ReportMoved;
}

/** The first sync reaches back over the analysis period: older reports are history. */
const infractionsPull = (reports: InfractionReports, input: SyncInput): CursorPull<{ created: number; updated: number; time: string }> => ({
  name: SYNC_CURSOR, firstReachMs: regulatory.infractions.ANALYSIS_DAYS * DAY_MS, pull: (db, since) => pull(db, reports, since, input),
});

/**
 * Pulls what the DICT changed since the last sync and stores it, holding the cursor row's lock
 * so that processes syncing at once take turns: the second finds the news stored.
 */
export const syncInfractions = (db: Database, reports: InfractionReports, input: SyncInput) => pullNow(db, infractionsPull(reports, input), input.now);

/** The periodic job's sync, in its own transaction: skipped (null) while another process syncs, or when one did lately. */
export const syncInfractionsPeriodically = (db: Database, reports: InfractionReports, input: SyncInput) => pullPeriodically(db, infractionsPull(reports, input), input.now);

// A change read twice (the pull reads a little before its cursor) is written once: only a newer `dict_modified_at` is written.
async function pull(db: Database, reports: InfractionReports, since: Date, { now, ourIspb, reportMoved }: SyncInput) {
  // A DICT that does not answer is a 502 the operator reads, not an error of ours.
  if (reports.simulation) await askDict('infraction.dict_refused_sync', () => tellSimulation(db, reports.simulation!, { since, now, ourIspb }));
  const changes = await askDict('infraction.dict_refused_sync', () => reports.listModifiedSince(since, now));
  const names = new Map(changes.length ? (await listParticipants(db)).map((p) => [p.ispb, p.name]) : []);
  const context = { now, ourIspb, reportMoved, nameOf: (ispb: string) => (ispb === ourIspb ? null : (names.get(ispb) ?? ispb)) };
  let created = 0;
  let updated = 0;
  for (const report of changes) {
    const outcome = await storeReport(db, report, context);
    if (outcome === 'created') created++;
    if (outcome === 'updated') updated++;
  }
  return { created, updated, time: now.toISOString() };
}

interface StoreContext {
  now: Date;
  ourIspb: string;
  reportMoved: ReportMoved;
  /** A participant's name for the history (its ISPB when the list does not name it), null for our own ISPB. */
  nameOf: (ispb: string) => string | null;
}

/** The history note of a change as the DICT answered it: the reporting side opens and cancels, the reported side answers. */
function changeNote(report: DictInfractionReport, nameOf: StoreContext['nameOf']): Note {
  const side = report.status === 'open' || report.status === 'canceled' ? report.reporterIspb : report.reportedIspb;
  return noteOf(report, nameOf(side));
}

async function storeReport(db: Database, report: DictInfractionReport, input: StoreContext): Promise<'created' | 'updated' | 'unchanged'> {
  const stored = () => db.select().from(infractionTasks).where(eq(infractionTasks.dict_id, report.id)).for('update').then((rows): TaskRow | undefined => rows[0]);
  const held = await stored();
  if (!held) {
    const row = await insertReport(db, report, input);
    if (row) {
      const opened = { ...report, status: 'open' as const };
      await addEvent(db, { taskId: row.id, status: 'open', actor: DICT_ACTOR, note: changeNote(opened, input.nameOf), at: report.createdAt });
      if (report.status !== 'open') await addEvent(db, { taskId: row.id, status: report.status, actor: DICT_ACTOR, note: changeNote(report, input.nameOf), at: report.modifiedAt });
      return 'created';
    }
  }
  // Stored meanwhile by a report we made in another transaction: compare with it as with any other.
  const row = held ?? (await stored())!;
  if (report.modifiedAt <= row.dict_modified_at) return 'unchanged';
  await applyReport(db, row, report, { actor: DICT_ACTOR, note: changeNote(report, input.nameOf), now: input.now, reportMoved: input.reportMoved });
  return 'updated';
}

/** A simulator is told what the real DICT knows: the reports we hold that may still move, and our trades it may hear of. */
async function tellSimulation(db: Database, simulation: DictSimulation, input: { since: Date; now: Date; ourIspb: string }) {
  const from = new Date(input.since.getTime() - simulation.tradeLookbackMs);
  const [held, settled] = await Promise.all([
    db.select().from(infractionTasks).where(or(inArray(infractionTasks.status, ['open', 'received']), gte(infractionTasks.created_at, from))),
    db.select({ e2e: trades.end_to_end_id, trade_type: trades.trade_type, payer_ispb: trades.payer_ispb, payee_ispb: trades.payee_ispb, amount: trades.amount, created_at: trades.created_at })
      .from(trades).where(and(gte(trades.created_at, from), lte(trades.created_at, input.now), inArray(trades.status, [...SETTLED_TRADE_STATUSES]))),
  ]);
  await simulation.tell({
    reports: held.map((row) => reportOf(row, input.ourIspb)),
    trades: settled.flatMap((t) => settledTradeOf({ ...t, end_to_end_id: t.e2e }, input.ourIspb) ?? []),
  });
}
