// DICT infraction reports (the MED): ours and the other participants', synced and answered.
import { regulatory, words } from '@wallet/contracts';
import { bind, type Binding } from '../../http/binding.js';
import type { CallContext } from '../../http/call.js';
import { answered } from '../../core/outcome.js';
import { changeEach } from '../../http/bulk.js';
import { changeReport, createReport, type ReportChange } from './actions.js';
import { infractionMetadata, listTasks, taskDetail } from './queries.js';
import { syncInfractions } from './sync.js';
import type { ReportMoved } from './store.js';

const { infractions } = regulatory;

/** What a report's change takes of its call. */
type Call = Pick<CallContext<typeof infractions.acknowledge>, 'db' | 'member' | 'clock' | 'config' | 'integrations'>;

/** Who acts, when, for which institution, through which DICT client. */
const actingOf = ({ member, clock, config, integrations }: Call, reportMoved: ReportMoved) => ({
  actor: member, now: clock.now(), ourIspb: config.institution.ispb, reports: integrations.infractionReports, reportMoved,
});

/** What the console says once a change is done. */
const saidOf = (change: ReportChange) => {
  const report = String(change.id);
  if (change.action === 'close') return words('infraction.closed', { report, result: change.analysis.result });
  return words(change.action === 'acknowledge' ? 'infraction.acknowledged' : 'infraction.canceled', { report });
};

/** Acknowledge, close or cancel one report, with its audit row and its words. */
async function transition(call: Call, change: ReportChange, reportMoved: ReportMoved) {
  const { before, after } = await changeReport(call.db, change, actingOf(call, reportMoved));
  return answered(after, { said: saidOf(change), audit: { target: `infraction:${change.id}`, before, after } });
}

/** The report calls; the MED hands in what follows a report's move (product-bindings.ts), so that infractions imports nothing of the MED. */
export const infractionRoutes = (reportMoved: ReportMoved): Binding[] => [
  bind(infractions.list, ({ db, body }) => listTasks(db, body)),
  bind(infractions.detail, ({ db, body, clock }) => taskDetail(db, body.id, clock.now())),
  bind(infractions.metadata, ({ db, config }) => infractionMetadata(db, config.institution.ispb)),

  bind(infractions.sync, async ({ db, clock, config, integrations }) => {
    const synced = await syncInfractions(db, integrations.infractionReports, { now: clock.now(), ourIspb: config.institution.ispb, reportMoved });
    return answered(synced, { said: words('infraction.synced', { created: synced.created, updated: synced.updated }), audit: { target: 'infractions', after: synced } });
  }),

  bind(infractions.create, async (call) => {
    const task = await createReport(call.db, call.body, actingOf(call, reportMoved));
    return answered(task, {
      said: words('infraction.reported', { report: String(task.id), end_to_end_id: task.end_to_end_id }),
      audit: { target: `infraction:${task.id}`, after: task },
    });
  }),

  bind(infractions.acknowledge, (call) => transition(call, { id: call.body.id, action: 'acknowledge' }, reportMoved)),
  // Each report is acknowledged at the DICT in its own savepoint: one the DICT refuses is reported
  // and the others stay done. A DICT that does not answer fails the call, and the next sync brings
  // back whatever it had acknowledged before.
  bind(infractions.acknowledgeSelected, (call) =>
    changeEach(call.db, call.body.ids, (id) => `infraction:${id}`, async (savepoint, id) => {
      const change = { id, action: 'acknowledge' } as const;
      return { said: saidOf(change), ...(await changeReport(savepoint, change, actingOf(call, reportMoved))) };
    })),
  bind(infractions.close, (call) => transition(call, { id: call.body.id, action: 'close', analysis: { result: call.body.analysis_result, details: call.body.analysis_details } }, reportMoved)),
  bind(infractions.cancel, (call) => transition(call, { id: call.body.id, action: 'cancel' }, reportMoved)),
];
