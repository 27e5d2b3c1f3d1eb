import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { note, regulatory } from '@wallet/contracts';
import { fingerprint } from '../../test-support/database.js';
import type { TestApp } from '../../test-support/harness.js';
import { infractionApp, lastAudit, oneTask } from '../../test-support/infractions.js';
import type { TaskRow } from './store.js';

const { infractions: contract } = regulatory;
type Mutation = typeof contract.acknowledge | typeof contract.close | typeof contract.cancel;
let t: TestApp;
let analyst: string;

const act = (endpoint: Mutation, body: object) => t.call(endpoint, body, { token: analyst });
const historyOf = async (id: number) => (await t.call(contract.detail, { id }, { token: analyst })).data!.history;
const nameOf = async (row: TaskRow) => (await t.call(contract.detail, { id: row.id }, { token: analyst })).data!.task.counterparty_name;
const analysis = { analysis_result: 'AGREED', analysis_details: 'Funds blocked and returned through the MED' };
// A refused call writes its audit row, and every call touches its session; nothing else may move.
const BOOKKEEPING = ['audit_logs', 'admin_sessions'];

/** Calls and expects a refusal that changed nothing. */
async function expectRefused(endpoint: Mutation, body: object, code: number, msg: string) {
  const before = await fingerprint(t.db, { except: BOOKKEEPING });
  expect(await act(endpoint, body)).toMatchObject({ code, msg, data: null });
  expect(await fingerprint(t.db, { except: BOOKKEEPING })).toEqual(before);
}

beforeAll(async () => {
  let tokens;
  ({ t, tokens } = await infractionApp());
  analyst = tokens.analyst;
});
afterAll(() => t.close());

describe('a report made about us', () => {
  let row: TaskRow;
  beforeAll(async () => {
    row = await oneTask(t, sql`status = 'open' and reported_by = 'counterparty'`);
  });

  it('is acknowledged: received at the DICT and here, with its history and audit row', async () => {
    const answer = await act(contract.acknowledge, { id: row.id });
    expect(answer).toMatchObject({ code: 200, msg: `Report ${row.id} acknowledged`, data: { id: row.id, status: 'received', analysis_result: null } });
    expect((await historyOf(row.id)).at(-1)).toEqual({ status: 'received', actor: 'analyst', note: note('infraction.we_acknowledged'), at: t.clock.now().toISOString() });
    const audit = await lastAudit(t, 'infractions_task/acknowledge');
    expect(audit).toMatchObject({ actor_name: 'analyst', target: `infraction:${row.id}`, result: 'ok', before: { status: 'open' }, after: { status: 'received' } });
  });

  it('is refused a second acknowledgement, and closing a second report still open', async () => {
    await expectRefused(contract.acknowledge, { id: row.id }, 409, `Report ${row.id} on ${row.end_to_end_id} is already received; close it with your analysis`);
    const open = await oneTask(t, sql`status = 'open' and reported_by = 'counterparty'`);
    await expectRefused(contract.close, { id: open.id, ...analysis }, 409, `Report ${open.id} on ${open.end_to_end_id} is open: acknowledge it before closing it with your analysis`);
  });

  it('cannot be canceled by us, the reported side', async () => {
    await expectRefused(contract.cancel, { id: row.id }, 409, `Report ${row.id} on ${row.end_to_end_id} was made by ${await nameOf(row)}: only the reporting side can cancel it. Answer it with your analysis instead`);
  });

  it('is closed with the analysis, once', async () => {
    const answer = await act(contract.close, { id: row.id, analysis_result: 'DISAGREED', analysis_details: '  The seller proved the sale with an invoice  ' });
    expect(answer).toMatchObject({ code: 200, msg: `Report ${row.id} closed with the analysis DISAGREED` });
    expect(answer.data).toMatchObject({ status: 'closed', analysis_result: 'DISAGREED', analysis_details: 'The seller proved the sale with an invoice' });
    expect((await historyOf(row.id)).map((h) => [h.status, h.actor])).toEqual([['open', 'DICT'], ['received', 'analyst'], ['closed', 'analyst']]);
    expect(await lastAudit(t, 'infractions_task/close')).toMatchObject({ target: `infraction:${row.id}`, before: { status: 'received' }, after: { status: 'closed' } });
    await expectRefused(contract.close, { id: row.id, ...analysis }, 409, `Report ${row.id} on ${row.end_to_end_id} is already closed (DISAGREED)`);
    await expectRefused(contract.acknowledge, { id: row.id }, 409, `Report ${row.id} on ${row.end_to_end_id} is already closed`);
    await expectRefused(contract.cancel, { id: row.id }, 409, `Report ${row.id} on ${row.end_to_end_id} was made by ${await nameOf(row)}: only the reporting side can cancel it`);
  });

  it('withdrawn by its reporter, takes no answer', async () => {
    const withdrawn = await oneTask(t, sql`status = 'canceled' and reported_by = 'counterparty'`);
    await expectRefused(contract.acknowledge, { id: withdrawn.id }, 409, `Report ${withdrawn.id} on ${withdrawn.end_to_end_id} was canceled; nothing more can be done with it`);
  });
});

describe('a report we made', () => {
  it('cannot be acknowledged or closed by us', async () => {
    const ours = await oneTask(t, sql`status = 'received' and reported_by = 'us'`);
    const name = await nameOf(ours);
    await expectRefused(contract.acknowledge, { id: ours.id }, 409, `Report ${ours.id} on ${ours.end_to_end_id} was made by us: only ${name}, the reported side, can acknowledge it. We can only cancel it`);
    await expectRefused(contract.close, { id: ours.id, ...analysis }, 409, `Report ${ours.id} on ${ours.end_to_end_id} was made by us: only ${name}, the reported side, can close it. We can only cancel it`);
  });

  it.each(['open', 'received', 'closed'] as const)('is canceled from %s, once', async (status) => {
    const ours = await oneTask(t, sql`status = ${status} and reported_by = 'us'`);
    const answer = await act(contract.cancel, { id: ours.id });
    expect(answer).toMatchObject({ code: 200, msg: `Report ${ours.id} canceled`, data: { status: 'canceled', analysis_result: ours.analysis_result } });
    expect((await historyOf(ours.id)).at(-1)).toMatchObject({ status: 'canceled', actor: 'analyst', note: note('infraction.we_canceled') });
    await expectRefused(contract.cancel, { id: ours.id }, 409, `Report ${ours.id} on ${ours.end_to_end_id} was canceled; nothing more can be done with it`);
  });
});

describe('bad requests', () => {
  it('answers 404 for a report that does not exist', async () => {
    await expectRefused(contract.acknowledge, { id: 999_999 }, 404, 'Infraction report 999999 not found');
  });

  it.each([
    [{ analysis_result: 'MAYBE', analysis_details: 'Returned' }, 'Invalid field "analysis_result"'],
    [{ analysis_result: 'AGREED', analysis_details: ' a ' }, 'Invalid field "analysis_details": must be at least 3 characters'],
    [{ analysis_result: 'AGREED', analysis_details: 'x'.repeat(2001) }, 'Invalid field "analysis_details"'],
    [{ analysis_result: 'AGREED' }, 'Field "analysis_details" is required'],
    [{ ...analysis, note: 'extra' }, 'Unknown field "note"'],
  ])('refuses a close with %j, changing nothing', async (body, msg) => {
    const row = await oneTask(t, sql`status = 'received' and reported_by = 'counterparty'`);
    const before = await fingerprint(t.db, { except: ['admin_sessions'] });
    const answer = await act(contract.close, { id: row.id, ...body });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(msg);
    expect(await fingerprint(t.db, { except: ['admin_sessions'] })).toEqual(before);
  });
});

describe("a report's MED case", () => {
  it("follows the report's answer: closing it takes the report's analysis off the case's next deadline", async () => {
    const row = await oneTask(t, sql`status = 'open' and reported_by = 'counterparty' and trade_id is not null`);
    const opened = await t.call(regulatory.med.open, { end_to_end_id: row.end_to_end_id, note: 'Opened for the report about it' }, { token: analyst });
    expect(opened.code, opened.msg).toBe(200);
    const caseNow = async () => (await t.call(regulatory.med.detail, { id: opened.data!.id }, { token: analyst })).data!;
    /** The inbox's stored next deadline is the soonest the case still has to meet, as its detail works it out. */
    const expectNextDeadlineKept = async () => {
      const { case: stored, deadlines } = await caseNow();
      const next = deadlines.find((deadline) => !deadline.met);
      expect({ at: stored.next_deadline_at, kind: stored.next_deadline_kind }).toEqual({ at: next?.due_at ?? null, kind: next?.kind ?? null });
      return deadlines.find((deadline) => deadline.subject === `infraction:${row.id}`);
    };
    expect(await expectNextDeadlineKept()).toMatchObject({ kind: 'report_analysis', met: false });

    expect((await act(contract.acknowledge, { id: row.id })).code).toBe(200);
    expect((await act(contract.close, { id: row.id, ...analysis })).code).toBe(200);
    expect(await expectNextDeadlineKept()).toMatchObject({ kind: 'report_analysis', met: true });
  });
});
