import { and, asc, between, inArray } from 'drizzle-orm';
import { infractionEvents, infractionTasks, ispbParticipants, syncCursors, trades } from '../db/schema/index.js';
import { ANALYSES, REPORT_DETAILS, reportedByCounterparty, reportId } from '../integrations/dict/infraction-schedule.js';
import { counterpartyIspbOf, SETTLED_TRADE_STATUSES, SYNC_CURSOR, deadlineOf, DICT_ACTOR, noteOf } from '../modules/infractions/index.js';
import type { SeedGenerator } from './generator.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STAFF = 'compliance';
type Status = 'open' | 'received' | 'closed' | 'canceled';
type Result = 'AGREED' | 'DISAGREED';

/** Every status in both directions; reports about us waiting for our analysis fresh, near their deadline and overdue. */
const SHAPES: { by: 'us' | 'counterparty'; status: Status; hours: number; result?: Result }[] = [
  { by: 'counterparty', status: 'open', hours: 10 },
  { by: 'counterparty', status: 'open', hours: 6 * 24 + 2 },
  { by: 'counterparty', status: 'open', hours: 8 * 24 },
  { by: 'counterparty', status: 'received', hours: 3 * 24 },
  { by: 'counterparty', status: 'received', hours: 5 * 24 + 12 },
  { by: 'counterparty', status: 'closed', hours: 12 * 24, result: 'AGREED' },
  { by: 'counterparty', status: 'closed', hours: 9 * 24, result: 'DISAGREED' },
  { by: 'counterparty', status: 'canceled', hours: 4 * 24 },
  { by: 'us', status: 'open', hours: 5 },
  { by: 'us', status: 'received', hours: 2 * 24 },
  { by: 'us', status: 'closed', hours: 10 * 24, result: 'AGREED' },
  { by: 'us', status: 'closed', hours: 6 * 24, result: 'DISAGREED' },
  { by: 'us', status: 'canceled', hours: 3 * 24 },
];
const OUR_DETAILS = [
  'Our customer says they were tricked into paying a fake investment scheme and the receiver stopped answering.',
  'Our customer\'s phone was stolen and this payment was made before the account was blocked.',
  'Our customer paid for a car advertised online that does not exist.',
];
const SITUATIONS = Object.keys(REPORT_DETAILS) as (keyof typeof REPORT_DETAILS)[];

/**
 * Infraction reports on settled trades of 14 to 45 days ago, twice over SHAPES, with their history. Their DICT
 * modification time is the seed's `now` and the sync cursor is set to it, so the simulated DICT
 * carries on from here (the other side answers our reports, some of theirs are withdrawn).
 * Trades the simulator itself has reported are left to it.
 */
export const demoInfractions: SeedGenerator = {
  name: 'infractions',
  async run({ db, random, now, seed, sizes, log }) {
    if (sizes.infractions === 0) return;
    const candidates = (await db.select().from(trades)
      .where(and(inArray(trades.status, [...SETTLED_TRADE_STATUSES]), between(trades.created_at, new Date(now.getTime() - 45 * DAY), new Date(now.getTime() - 14 * DAY))))
      .orderBy(asc(trades.id)).limit(2000))
      .filter((t) => !reportedByCounterparty(t.end_to_end_id) && counterpartyIspbOf(t, t.trade_type === 'payin' ? t.payee_ispb : t.payer_ispb));
    const shapes = [...SHAPES, ...SHAPES];
    if (candidates.length < shapes.length) return log('infractions: none (too few settled trades of 14 to 45 days ago)');
    const names = new Map((await db.select().from(ispbParticipants)).map((p) => [p.ispb, p.name]));
    for (const [index, shape] of shapes.entries()) {
      const trade = candidates.splice(random.int(0, candidates.length - 1), 1)[0]!;
      const counterparty = counterpartyIspbOf(trade, trade.trade_type === 'payin' ? trade.payee_ispb : trade.payer_ispb)!;
      const created = new Date(now.getTime() - shape.hours * HOUR + random.int(-60, 60) * 60_000);
      const history = historyOf(shape, created, now, names.get(counterparty) ?? `participant ${counterparty}`);
      const situation = random.pick(SITUATIONS);
      const closed = shape.status === 'closed';
      const [row] = await db.insert(infractionTasks).values({
        dict_id: reportId(`seed:${seed}:${index}`), end_to_end_id: trade.end_to_end_id, trade_id: trade.id,
        inf_type: random.int(0, 4) === 0 ? 'REFUND_REQUEST' : 'FRAUD', situation_type: situation, status: shape.status, reported_by: shape.by,
        counterparty_ispb: counterparty, details: shape.by === 'us' ? random.pick(OUR_DETAILS) : REPORT_DETAILS[situation],
        analysis_result: closed ? shape.result! : null, analysis_details: closed ? random.pick(ANALYSES[shape.result!]) : null,
        deadline_at: deadlineOf(created), dict_modified_at: now, created_at: created, updated_at: history.at(-1)!.at,
      }).returning({ id: infractionTasks.id });
      await db.insert(infractionEvents).values(history.map((event) => ({ ...event, task_id: row!.id })));
    }
    await db.insert(syncCursors).values({ name: SYNC_CURSOR, cursor: now, ran_at: now }).onConflictDoNothing();
    log(`infractions: ${shapes.length} reports, in every status, ours and about us`);
  },
};

/** The statuses a seeded report went through: the reporting side opens and cancels, the reported side answers. */
function historyOf(shape: (typeof SHAPES)[number], created: Date, now: Date, counterpartyName: string) {
  const ours = shape.by === 'us';
  const reporter = ours ? { actor: STAFF, name: null } : { actor: DICT_ACTOR, name: counterpartyName };
  const reported = ours ? { actor: DICT_ACTOR, name: counterpartyName } : { actor: STAFF, name: null };
  // Each answer at its share of the report's age, counting at most two and a half days.
  const span = Math.min(now.getTime() - created.getTime(), 60 * HOUR);
  const at = (share: number) => new Date(created.getTime() + span * share);
  const step = (status: Status, side: typeof reporter, when: Date) =>
    ({ status, actor: side.actor, note: noteOf({ status, analysisResult: shape.result ?? null }, side.name), at: when });
  const events = [step('open', reporter, created)];
  if (shape.status === 'received' || shape.status === 'closed') events.push(step('received', reported, at(1 / 3)));
  if (shape.status === 'closed') events.push(step('closed', reported, at(2 / 3)));
  if (shape.status === 'canceled') events.push(step('canceled', reporter, at(1 / 2)));
  return events;
}
