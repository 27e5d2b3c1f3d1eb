// DICT infraction reports (the MED): ours and the other participants', synced and answered.
import { regulatory } from '@wallet/contracts';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { bind, type Binding } from '../../http/binding.js';
import type { Integrations } from '../../http/call.js';
import type { AuditNote } from '../audit/service.js';
import type { Principal } from '../auth/sessions.js';
import { changeReport, createReport, type ReportChange } from './actions.js';
import { infractionMetadata, listTasks, taskDetail } from './queries.js';
import { syncInfractions } from './sync.js';

const { infractions } = regulatory;

interface Call {
  db: Database;
  admin: Principal;
  clock: Clock;
  config: Config;
  integrations: Integrations;
  audit: AuditNote;
  answer: { msg: string };
}

/** Who acts, when, for which institution, through which DICT client. */
const actingOf = ({ admin, clock, config, integrations }: Call) => ({
  actor: admin, now: clock.now(), ourIspb: config.institution.ispb, reports: integrations.infractionReports,
});

const DONE = { acknowledge: 'acknowledged', close: 'closed', cancel: 'canceled' } as const;

/** Acknowledge, close or cancel one report, with its audit row and its words. */
async function transition(call: Call, change: ReportChange) {
  const { before, after } = await changeReport(call.db, change, actingOf(call));
  Object.assign(call.audit, { target: `infraction:${change.id}`, before, after });
  call.answer.msg = `Report ${change.id} ${DONE[change.action]}${change.action === 'close' ? ` with the analysis ${change.analysis.result}` : ''}`;
  return after;
}

export const infractionRoutes: Binding[] = [
  bind(infractions.list, ({ db, body }) => listTasks(db, body)),
  bind(infractions.detail, ({ db, body }) => taskDetail(db, body.id)),
  bind(infractions.metadata, ({ db, config }) => infractionMetadata(db, config.institution.ispb)),

  bind(infractions.sync, async ({ db, clock, config, integrations, audit, answer }) => {
    const synced = await syncInfractions(db, integrations.infractionReports, { now: clock.now(), ourIspb: config.institution.ispb });
    Object.assign(audit, { target: 'infractions', after: synced });
    answer.msg = `Synced with the DICT: ${synced.created} new, ${synced.updated} updated`;
    return synced;
  }),

  bind(infractions.create, async (call) => {
    const task = await createReport(call.db, call.body, actingOf(call));
    Object.assign(call.audit, { target: `infraction:${task.id}`, after: task });
    call.answer.msg = `Report ${task.id} on ${task.end_to_end_id} sent to the DICT`;
    return task;
  }),

  bind(infractions.acknowledge, (call) => transition(call, { id: call.body.id, action: 'acknowledge' })),
  bind(infractions.close, (call) => transition(call, { id: call.body.id, action: 'close', analysis: { result: call.body.analysis_result, details: call.body.analysis_details } })),
  bind(infractions.cancel, (call) => transition(call, { id: call.body.id, action: 'cancel' })),
];
