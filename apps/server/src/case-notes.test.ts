// What the MED, the fraud markers, the infraction reports and the holds write into records by
// themselves is kept as notes (a key of NOTES and its parameters), the codes among their
// parameters, never as sentences or codes inside text; what a member typed is kept as they typed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, note, pix as pixContracts, regulatory, type BodyOf, type DataOf, type Endpoint } from '@wallet/contracts';
import { createTestApp, type TestApp } from './test-support/harness.js';
import { openAccount } from './test-support/banking.js';
import { rowsOf } from './test-support/database.js';
import { insertReportedTrade, insertTask } from './test-support/infractions.js';
import { pixOf, ScriptedCustomers } from './test-support/med.js';
import { OUTSIDER } from './test-support/pix-traffic.js';
import { scriptedSpi } from './test-support/spi.js';
import { expectNote, expectNoteOrTyped, noteKeysOf, sourcesOf, storedTexts } from './test-support/stored-notes.js';
import { MAX_ARRIVAL_DELAY_MS } from './integrations/dict/infraction-schedule.js';
import { releaseExpiredHolds } from './modules/med/index.js';

const { med, infractions } = regulatory;
const HOUR = 3_600_000;
/** Words members typed in this test: the only text a record may keep as it is. */
const TYPED = {
  contested: 'The seller vanished', refund: 'Paid a fake seller', opened: 'Customer called the desk', blocked: 'Block while we look',
  held: 'Hold what is left', marked: 'Money moved on within minutes', closed: 'Nothing left to do', rejected: 'The customer proved the sale',
  accepted: 'Fraud confirmed by our analysis', freeze: 'Suspicious pattern', released: 'Cleared by the desk', reported: 'Our customer paid a fake seller',
};

const customers = new ScriptedCustomers();
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let compliance: string;
let analyst: string;
let account: banking.BankAccount;
let pix: ReturnType<typeof pixOf>;
let keys = 0;
/** The cases of the story, by what opened them. */
const cases = { contested: 0, openedByStaff: 0, rejected: 0, accepted: 0, reported: 0 };
let ourReport = 0;

/** Time passes; sessions end with it, so everyone signs in again. */
async function later(ms: number) {
  t.clock.advance(ms);
  [compliance, analyst] = await Promise.all([t.signIn('compliance'), t.signIn('analyst')]);
}
/** A call the story needs done: it must answer 200. */
async function call<E extends Endpoint>(endpoint: E, body: BodyOf<E>, token = compliance): Promise<DataOf<E>> {
  const answer = await t.call(endpoint, body, { token, idempotencyKey: `case-notes-${keys++}` });
  expect(answer.code, `${endpoint.path}: ${answer.msg}`).toBe(200);
  return answer.data!;
}
const syncMed = () => call(med.sync, {});
const caseOfTrade = async (tradeId: number) => Number((await rowsOf<{ id: number }>(t.db, sql`select id from med_cases where trade_id = ${tradeId}`))[0]!.id);
const detail = async (id: number) => (await t.call(med.detail, { id }, { token: compliance })).data!;

/** A pay-in the payer's institution asks back at the DICT: synced, its case and the request made to us. */
async function askedBack(amount: number) {
  const received = await pix.payin(account, amount, { endToEndId: pix.askedBackEndToEndId(amount) });
  await later(49 * HOUR);
  await syncMed();
  const caseId = await caseOfTrade(received.id);
  return { caseId, request: (await detail(caseId)).refund_requests[0]! };
}

beforeAll(async () => {
  t = await createTestApp({ spi, integrations: { customers } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('compliance', 'Compliance');
  await t.addStaff('analyst', 'Compliance');
  account = await openAccount(t, await t.signIn('ops'));
  await later(0);
  pix = pixOf(t, spi);
  await pix.payin(account, 500_000);

  // Our customer contests a payout: we ask the money back, the other side answers in part, its return closes the case.
  const paid = await pix.payout(account, 80_000);
  customers.filed.push({ id: 'CT-NOTES', endToEndId: paid.end_to_end_id, document: paid.payer_document, situation: 'SCAM', details: TYPED.contested, at: t.clock.now() });
  await later(60_000);
  await syncMed();
  cases.contested = await caseOfTrade(paid.id);
  await call(med.refundCreate, { case_id: cases.contested, reason: 'FRAUD', amount: 80_000, details: TYPED.refund });
  await later(1_000);
  await syncMed();

  // A Pix our customer received: staff open its case and take it in turn, block and hold its money, mark its payer;
  // the block runs out, and closing the case releases the hold.
  const received = await pix.payin(account, 30_000);
  const opened = await call(med.open, { end_to_end_id: received.end_to_end_id, note: TYPED.opened });
  cases.openedByStaff = opened.id;
  await call(med.take, { id: opened.id });
  await call(med.take, { id: opened.id }, analyst);
  await call(med.hold, { case_id: opened.id, hold_type: 'cautionary', amount: 10_000, reason: TYPED.blocked });
  await call(med.hold, { case_id: opened.id, hold_type: 'med', amount: 5_000, reason: TYPED.held });
  await call(pixContracts.fraud.create, { kind: 'SCAMMER_ACCOUNT', subject: { target: 'person', value: OUTSIDER.document }, case_id: opened.id, note: TYPED.marked });
  await later(72 * HOUR);
  expect(await releaseExpiredHolds(t.db, t.clock.now())).toBe(1);
  await call(med.close, { id: opened.id, note: TYPED.closed });

  // Two institutions ask back Pix our customer received: one we reject, one we accept in part from its held money.
  const rejected = await askedBack(20_000);
  cases.rejected = rejected.caseId;
  await call(med.refundReject, { id: rejected.request.id, rejection_reason: 'CANNOT_REFUND', details: TYPED.rejected });
  const accepted = await askedBack(40_000);
  cases.accepted = accepted.caseId;
  await call(med.hold, { case_id: accepted.caseId, hold_type: 'med', amount: 10_000, reason: TYPED.held });
  await call(med.refundAccept, { id: accepted.request.id, amount: 20_000, details: TYPED.accepted });

  // A freeze staff release in their own words.
  const frozen = await call(banking.freeze, { account_id: account.id, amount: 1_000, reason: TYPED.freeze });
  await call(banking.unfreeze, { freeze_id: frozen.freeze.id, reason: TYPED.released });

  // Our report of a payout, and another participant's report of a pay-in, which the MED opens a case for.
  const reportedPayout = await pix.payout(account, 5_000);
  ourReport = (await call(infractions.create, { end_to_end_id: reportedPayout.end_to_end_id, inf_type: 'FRAUD', situation_type: 'SCAM', details: TYPED.reported })).id;
  await insertReportedTrade(t, t.clock.now());
  await later(MAX_ARRIVAL_DELAY_MS + HOUR);
  await call(infractions.sync, {});
  // A report about a pay-in with no case yet, as a sync stored it: the MED opens its case.
  const reportedPayin = await pix.payin(account, 7_000);
  await insertTask(t, { dict_id: 'notes-report', end_to_end_id: reportedPayin.end_to_end_id, trade_id: reportedPayin.id, situation_type: 'COERCION' });
  await syncMed();
  cases.reported = await caseOfTrade(reportedPayin.id);
}, 180_000);
afterAll(() => t.close());

describe('the records of MED cases, their holds, a fraud marker and infraction reports', () => {
  it('keep what the server wrote as notes and what members typed as their words, and no other text', async () => {
    const stored = await storedTexts(t.db);
    // Each kind of record the story wrote is read, so that the check below cannot pass on no rows.
    expect(sourcesOf(stored)).toEqual(expect.arrayContaining([
      'funds_freezes.release_reason', 'funds_logs.reason', 'infraction_events.note', 'med_case_events.note', 'med_cases.close_note',
    ]));
    for (const { source, value } of stored) expectNoteOrTyped(value, source, TYPED);
    expect([...noteKeysOf(stored)]).toEqual(expect.arrayContaining([
      'med.contested', 'med.refund_reason', 'med.refund_result', 'med.return', 'med.closed_by_answer', 'med.taken_from', 'fraud.marked',
      'hold.expired', 'hold.case_closed', 'hold.returned', 'med.asked_by_request', 'med.refund_rejection', 'med.reported',
      'infraction.we_reported', 'infraction.reported',
    ]));
  });

  it('answer a case timeline, its close and its holds as notes, the codes among their parameters', async () => {
    const contested = await detail(cases.contested);
    const notes = contested.events.map((event) => event.note);
    expect(notes[0]).toEqual(note('med.contested', { situation: 'SCAM', details: TYPED.contested }));
    expect(notes).toContainEqual(note('med.refund_reason', { reason: 'FRAUD', details: TYPED.refund }));
    expect(contested.case.close_note).toEqual(note('med.closed_by_answer', { result: contested.refund_requests[0]!.analysis_result! }));

    const opened = await detail(cases.openedByStaff);
    expect(opened.events.map((event) => [event.kind, event.note])).toEqual(expect.arrayContaining([
      ['opened', TYPED.opened], ['taken', null], ['taken', note('med.taken_from', { member: 'compliance' })],
      ['fraud_marked', note('fraud.marked', { kind: 'SCAMMER_ACCOUNT', subject: OUTSIDER.document, note: TYPED.marked })],
      ['hold_expired', null], ['closed', TYPED.closed],
    ]));
    expect(opened.holds.map((hold) => [hold.hold_type, hold.release_reason]).sort()).toEqual([['cautionary', note('hold.expired')], ['med', note('hold.case_closed')]]);

    const rejected = await detail(cases.rejected);
    expect(rejected.events[0]!.note).toEqual(note('med.asked_by_request', { request: rejected.refund_requests[0]!.dict_id }));
    expect(rejected.events.map((event) => event.note)).toContainEqual(note('med.refund_rejection', { rejection: 'CANNOT_REFUND', details: TYPED.rejected }));
    const accepted = await detail(cases.accepted);
    expect(accepted.events.map((event) => event.note)).toEqual(expect.arrayContaining([
      note('med.refund_result', { result: 'PARTIALLY_ACCEPTED', details: TYPED.accepted }), note('med.return', { return: accepted.refund_requests[0]!.return_id! }),
    ]));
    expect(accepted.holds.map((hold) => hold.release_reason)).toEqual([note('hold.returned')]);
    for (const event of [...contested.events, ...opened.events, ...rejected.events, ...accepted.events]) {
      if (event.note !== null) expectNoteOrTyped(event.note, `case event ${event.kind}`, TYPED);
    }
  });

  it('answer a freeze released by staff in their words, and the history of infraction reports as notes', async () => {
    const freezes = (await t.call(banking.freezeList, { page_size: 100 }, { token: compliance })).data!.list;
    expect(freezes.map((freeze) => freeze.release_reason)).toContain(TYPED.released);

    const ours = (await t.call(infractions.detail, { id: ourReport }, { token: compliance })).data!;
    expect(ours.history[0]).toMatchObject({ status: 'open', note: note('infraction.we_reported') });
    const [theirReport] = await rowsOf<{ id: number }>(t.db, sql`select id from infraction_tasks where reported_by = 'counterparty' and dict_id <> 'notes-report' limit 1`);
    const theirs = (await t.call(infractions.detail, { id: Number(theirReport!.id) }, { token: compliance })).data!;
    expect(theirs.history[0]!.note).toEqual(note('infraction.reported', { by: theirs.task.counterparty_name ?? theirs.task.counterparty_ispb }));
    expect((await detail(cases.reported)).events[0]!.note).toEqual(note('med.reported', { report: 'notes-report', situation: 'COERCION' }));
    for (const entry of theirs.history) expectNote(entry.note, `history ${entry.status}`);
  });
});
