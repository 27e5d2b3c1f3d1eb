// The MED: cases, their holds and refund requests, and the pull of contestations and the DICT's news.
import { banking, regulatory, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { lockCase, openCaseFor, takeCase, tradeByEndToEndId } from './cases.js';
import { escalateHold, holdForCase } from './holds.js';
import { caseDetail, findCase, listCases, toRefundRequest } from './queries.js';
import { acceptRefundRequest, cancelRefundRequest, closeCase, fileRefundRequest, rejectRefundRequest } from './refunds.js';
import { syncMed } from './sync.js';
import { caseCloseReleaseGate, refundAcceptGate, refundAcceptReleaseGate } from './approval-gates.js';
import { fileAlongChain, traceCase } from './trace.js';
import { fundsRecoveryRoutes } from './recovery-routes.js';

const { med } = regulatory;

export const medRoutes = [
  bind(med.list, ({ db, body, member, clock }) => listCases(db, body, { me: member.username, now: clock.now() })),
  bind(med.detail, ({ db, body, clock }) => caseDetail(db, body.id, clock.now())),

  bind(med.open, async ({ db, body, member, clock, config }) => {
    const trade = await tradeByEndToEndId(db, body.end_to_end_id);
    const { row, opened } = await openCaseFor(db, trade, { origin: 'staff', actor: member.username, note: body.note, now: clock.now(), ourIspb: config.institution.ispb });
    const found = await findCase(db, row.id);
    const said = { case: String(row.id), end_to_end_id: trade.end_to_end_id };
    return answered(found, { said: words(opened ? 'med.opened' : 'med.exists', said), audit: { target: `med_case:${row.id}`, after: found } });
  }),

  bind(med.take, async ({ db, body, member, clock }) => {
    const row = await takeCase(db, { id: body.id, actor: member.username, now: clock.now() });
    const after = await findCase(db, row.id);
    return answered(after, { said: words('med.taken', { case: String(row.id) }), audit: { target: `med_case:${row.id}`, before: row, after } });
  }),

  bind(med.hold, async ({ db, body, member, clock }) => {
    const { freeze } = await holdForCase(db, { caseId: body.case_id, type: body.hold_type, amount: body.amount, reason: body.reason, actor: member, now: clock.now() });
    return answered(freeze, {
      said: words('med.held', { amount: body.amount, account: freeze.account_number, case: String(body.case_id) }),
      audit: { target: `med_case:${body.case_id}`, after: freeze },
    });
  }),

  // A cautionary block escalated becomes a MED hold of its Pix's case: the freeze screen's call, answered by the MED.
  bind(banking.escalate, async ({ db, body, member, clock, config }) => {
    const { before, freeze, caseId } = await escalateHold(db, { freezeId: body.freeze_id, reason: body.reason, actor: member, now: clock.now(), ourIspb: config.institution.ispb });
    return answered({ freeze, case_id: caseId }, {
      said: words('holds.escalated', { freeze: String(freeze.id), case: String(caseId) }),
      audit: { target: `funds_freeze:${freeze.id}`, before, after: freeze },
    });
  }),

  bind(med.close, async ({ db, body, member, clock }) => {
    const row = await lockCase(db, body.id);
    await closeCase(db, row, { note: body.note, actor: member, now: clock.now() });
    const after = await findCase(db, row.id);
    return answered(after, { said: words('med.closed', { case: String(row.id) }), audit: { target: `med_case:${row.id}`, before: row, after } });
  }, { gates: [caseCloseReleaseGate] }),

  bind(med.sync, async ({ db, clock, config, integrations }) => {
    const synced = await syncMed(db, { refunds: integrations.refundRequests, customers: integrations.customers, recoveries: integrations.fundsRecoveries }, { now: clock.now(), ourIspb: config.institution.ispb });
    return answered(synced, {
      said: words('med.synced', { contestations: synced.contestations, requests: synced.refund_requests, answers: synced.answers }),
      audit: { target: 'med', after: synced },
    });
  }),

  bind(med.trace, async ({ db, body, clock, config, integrations }) => {
    const { hops, count } = await traceCase(db, { caseId: body.case_id, now: clock.now(), ourIspb: config.institution.ispb, tracing: integrations.fundsTracing });
    return answered(hops, { said: words('med.traced', { case: String(body.case_id), hops: count }), audit: { target: `med_case:${body.case_id}`, after: hops } });
  }),

  bind(med.traceRefunds, async ({ db, body, member, clock, config, integrations }) => {
    const filed = (await fileAlongChain(db, { caseId: body.case_id, details: body.details, actor: member, now: clock.now(), ourIspb: config.institution.ispb, refunds: integrations.refundRequests }))
      .map(toRefundRequest);
    const amount = filed.reduce((total, request) => total + request.amount, 0);
    return answered(filed, { said: words('med.chain_asked', { requests: filed.length, amount }), audit: { target: `med_case:${body.case_id}`, after: filed } });
  }),

  bind(med.refundCreate, async ({ db, body, member, clock, config, integrations }) => {
    const created = toRefundRequest(await fileRefundRequest(db, {
      caseId: body.case_id, reason: body.reason, amount: body.amount, details: body.details, actor: member, now: clock.now(),
      ourIspb: config.institution.ispb, refunds: integrations.refundRequests,
    }));
    const trade = (await findCase(db, body.case_id)).trade_no;
    return answered(created, { said: words('refund.filed', { amount: body.amount, trade }), audit: { target: `refund_request:${created.id}`, after: created } });
  }),

  bind(med.refundAccept, async ({ db, body, member, clock, config, integrations }) => {
    const { before, after } = await acceptRefundRequest(db, {
      id: body.id, amount: body.amount, details: body.details, actor: member, now: clock.now(), ourIspb: config.institution.ispb,
      refunds: integrations.refundRequests, spi: integrations.spi,
    });
    const request = toRefundRequest(after);
    return answered(request, {
      said: words('refund.accepted', { request: String(body.id), amount: after.refunded_amount }),
      audit: { target: `refund_request:${body.id}`, before: toRefundRequest(before), after: request },
    });
  }, { gates: [refundAcceptGate, refundAcceptReleaseGate] }),

  bind(med.refundReject, async ({ db, body, member, clock, config, integrations }) => {
    const { before, after } = await rejectRefundRequest(db, {
      id: body.id, rejectionReason: body.rejection_reason, details: body.details, actor: member, now: clock.now(), ourIspb: config.institution.ispb,
      refunds: integrations.refundRequests, spi: integrations.spi,
    });
    const request = toRefundRequest(after);
    return answered(request, { said: words('refund.rejected', { request: String(body.id) }), audit: { target: `refund_request:${body.id}`, before: toRefundRequest(before), after: request } });
  }),

  bind(med.refundCancel, async ({ db, body, member, clock, config, integrations }) => {
    const { before, after } = await cancelRefundRequest(db, {
      id: body.id, details: body.details, actor: member, now: clock.now(), ourIspb: config.institution.ispb, refunds: integrations.refundRequests,
    });
    const request = toRefundRequest(after);
    return answered(request, { said: words('refund.cancelled', { request: String(body.id) }), audit: { target: `refund_request:${body.id}`, before: toRefundRequest(before), after: request } });
  }),
  ...fundsRecoveryRoutes,
];
