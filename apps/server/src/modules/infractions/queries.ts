import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { ALL, AnalysisResult, InfractionActive, InfractionType, regulatory, SituationType, type z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { infractionEvents, infractionTasks, ispbParticipants, syncCursors, trades } from '../../db/schema/index.js';
import { dayRange, likePattern, optionFilter } from '../../db/list-filters.js';
import { countUpToCap, emptyPageAnswer, pageAnswer } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { notFound } from '../../core/errors.js';
import { participantOptions } from '../ispb/index.js';
import { withValues } from '../../db/prepared-by-shape.js';
import { merchantCondition, merchantValues, namesNoMerchant, tradeFieldById, tradeDetail } from '../trades/index.js';
import type { TaskRow } from './store.js';

type InfractionTask = regulatory.infractions.InfractionTask;
type ListBody = z.output<typeof regulatory.infractions.list.body>;

/** The name of the DICT's cursor in sync_cursors. */
export const SYNC_CURSOR = 'dict_infractions';
const ACTIVE: TaskRow['status'][] = ['open', 'received'];

/** The amount of the report's trade, read by its id (see tradeFieldById). */
const tradeAmount = tradeFieldById(trades.amount, infractionTasks.trade_id).mapWith(trades.amount) as SQL<number | null>;
const columns = { task: infractionTasks, amount: tradeAmount, counterparty_name: ispbParticipants.name };

function toTask({ task, amount, counterparty_name }: { task: TaskRow; amount: number | null; counterparty_name: string | null }): InfractionTask {
  return {
    id: task.id, dict_id: task.dict_id, end_to_end_id: task.end_to_end_id, trade_id: task.trade_id, amount,
    inf_type: task.inf_type, situation_type: task.situation_type, status: task.status, reported_by: task.reported_by,
    counterparty_ispb: task.counterparty_ispb, counterparty_name, details: task.details,
    analysis_result: task.analysis_result, analysis_details: task.analysis_details,
    deadline_at: task.deadline_at.toISOString(), created_at: task.created_at.toISOString(), updated_at: task.updated_at.toISOString(),
  };
}

const withNames = (db: Database) => db.select(columns).from(infractionTasks)
  .leftJoin(ispbParticipants, eq(ispbParticipants.ispb, infractionTasks.counterparty_ispb));

export async function findTask(db: Database, id: number): Promise<InfractionTask> {
  const [row] = await withNames(db).where(eq(infractionTasks.id, id));
  if (!row) throw notFound('infraction_report', id);
  return toTask(row);
}

/** The reports about one of our Pix, oldest first. */
export const tasksOfTrade = async (db: Database, tradeId: number): Promise<InfractionTask[]> =>
  (await withNames(db).where(eq(infractionTasks.trade_id, tradeId)).orderBy(asc(infractionTasks.created_at), asc(infractionTasks.id))).map(toTask);

function conditions(db: Database, body: ListBody): SQL | undefined {
  const t = infractionTasks;
  const active = body.inf_active === ALL ? undefined : (body.inf_active === 'active' ? inArray : notInArray)(t.status, ACTIVE);
  const keyword = body.keyword ? or(ilike(t.end_to_end_id, likePattern(body.keyword)), ilike(t.dict_id, likePattern(body.keyword))) : undefined;
  // A report is about a customer through its trade (any owner's id, or a merchant's name); one about a payment that is not ours has none.
  const merchant = body.merchant ? inArray(t.trade_id, db.select({ id: trades.id }).from(trades).where(merchantCondition(db, withValues(merchantValues(body.merchant), null)))) : undefined;
  return and(
    optionFilter(t.status, body.status), optionFilter(t.counterparty_ispb, body.company), optionFilter(t.analysis_result, body.analysis_result),
    optionFilter(t.situation_type, body.situation_type), optionFilter(t.inf_type, body.inf_type), active, keyword, merchant,
    ...dayRange(t.created_at, body.created_from, body.created_to),
  );
}

/** When the DICT was last synced, or null before the first sync. */
async function lastSyncTime(db: Database): Promise<string | null> {
  const [cursor] = await db.select({ ran_at: syncCursors.ran_at }).from(syncCursors).where(eq(syncCursors.name, SYNC_CURSOR));
  return cursor?.ran_at.toISOString() ?? null;
}

const newestFirst = [desc(infractionTasks.created_at), desc(infractionTasks.id)];

/** The page's reports with their trades' amounts and the counterparties' names, newest first. */
const tasksOfPage = rowsOfPage(newestFirst, (db, ids) => withNames(db).where(eq(infractionTasks.id, ids)));

/** Reports newest first, with the time of the last sync. */
export async function listTasks(db: Database, body: ListBody) {
  if (await namesNoMerchant(db, merchantValues(body.merchant))) return { ...emptyPageAnswer(body), time: await lastSyncTime(db) };
  const where = conditions(db, body);
  const matching = () => db.select({ id: infractionTasks.id }).from(infractionTasks).where(where).$dynamic();
  const [rows, counted, time] = await Promise.all([
    tasksOfPage(db, matching(), body),
    countUpToCap(db, matching()),
    lastSyncTime(db),
  ]);
  return { ...pageAnswer(rows.map(toTask), counted, body), time };
}

/** One report, the transaction it is about (when it is ours) and each status it went through, oldest first. */
export async function taskDetail(db: Database, id: number, now: Date) {
  const task = await findTask(db, id);
  const [trade, history] = await Promise.all([
    task.trade_id === null ? null : tradeDetail(db, task.trade_id, now),
    db.select().from(infractionEvents).where(eq(infractionEvents.task_id, id)).orderBy(asc(infractionEvents.at), asc(infractionEvents.id)),
  ]);
  return { task, trade, history: history.map((e) => ({ status: e.status, actor: e.actor, note: e.note, at: e.at.toISOString() })) };
}

/** The option lists of the screens; the other participants are every participant but us. */
export async function infractionMetadata(db: Database, ourIspb: string) {
  return {
    company: (await participantOptions(db)).filter((option) => option.code !== ourIspb),
    analysis_result: AnalysisResult.options,
    situation_type: SituationType.options,
    inf_type: InfractionType.options,
    inf_active: InfractionActive.options,
  };
}
