import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { note, regulatory } from '@wallet/contracts';
import { fingerprint, rowsOf } from '../../test-support/database.js';
import type { TestApp } from '../../test-support/harness.js';
import { DAY, infractionApp, lastAudit, unreportedTrade } from '../../test-support/infractions.js';

const { infractions: contract } = regulatory;
let t: TestApp;
let analyst: string;

const report = (endToEndId: string, extra: object = {}) => ({ end_to_end_id: endToEndId, inf_type: 'FRAUD', situation_type: 'SCAM', details: 'Our customer paid a fake seller', ...extra });
const create = (body: object) => t.call(contract.create, body, { token: analyst });

beforeAll(async () => {
  let tokens;
  ({ t, tokens } = await infractionApp({ poolSize: 4 }));
  analyst = tokens.analyst;
});
afterAll(() => t.close());

describe('infractions_task/create', () => {
  it('reports one of our pay-ins against the payer\'s participant, linked to the trade, due in 7 days', async () => {
    const trade = await unreportedTrade(t);
    const answer = await create(report(` ${trade.end_to_end_id} `, { inf_type: 'REFUND_REQUEST', situation_type: 'ACCOUNT_TAKEOVER' }));
    expect(answer.code, answer.msg).toBe(200);
    const task = answer.data!;
    const counterparty = trade.trade_type === 'payin' ? trade.payer_ispb : trade.payee_ispb;
    expect(task).toMatchObject({
      end_to_end_id: trade.end_to_end_id, trade_id: trade.id, amount: trade.amount, status: 'open', reported_by: 'us', counterparty_ispb: counterparty,
      inf_type: 'REFUND_REQUEST', situation_type: 'ACCOUNT_TAKEOVER', details: 'Our customer paid a fake seller', analysis_result: null,
      created_at: t.clock.now().toISOString(), deadline_at: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
    });
    expect(task.counterparty_name).toBeTruthy();
    expect(answer.msg).toBe(`Report ${task.id} on ${trade.end_to_end_id} sent to the DICT`);
    const detail = (await t.call(contract.detail, { id: task.id }, { token: analyst })).data!;
    expect(detail.history).toEqual([{ status: 'open', actor: 'analyst', note: note('infraction.we_reported'), at: t.clock.now().toISOString() }]);
    expect(await lastAudit(t, 'infractions_task/create')).toMatchObject({ target: `infraction:${task.id}`, result: 'ok', after: { id: task.id, status: 'open' } });
  });

  it('refuses a second report of ours while one runs, changing nothing; once canceled it may be reported again', async () => {
    const trade = await unreportedTrade(t, 'refunded');
    const first = (await create(report(trade.end_to_end_id))).data!;
    const before = await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] });
    expect(await create(report(trade.end_to_end_id))).toEqual({
      code: 409, msg: `We already reported ${trade.end_to_end_id}: report ${first.id} is open. Follow it, or cancel it before reporting again`, data: null,
      words: { key: 'infraction.already_reported', params: { end_to_end_id: trade.end_to_end_id, report: String(first.id), status: 'open' } },
    });
    expect(await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] })).toEqual(before);
    expect((await t.call(contract.cancel, { id: first.id }, { token: analyst })).code).toBe(200);
    expect((await create(report(trade.end_to_end_id))).data).toMatchObject({ status: 'open', trade_id: trade.id });
  });

  it('makes one report when two members report the same payment at once', async () => {
    const trade = await unreportedTrade(t, 'success', 5);
    const answers = await Promise.all([create(report(trade.end_to_end_id)), create(report(trade.end_to_end_id))]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const [stored] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from infraction_tasks where end_to_end_id = ${trade.end_to_end_id}`);
    expect(stored!.n).toBe(1);
  });

  it('refuses a payment that moved no money', async () => {
    const failed = await unreportedTrade(t, 'failed');
    expect(await create(report(failed.end_to_end_id))).toEqual({
      code: 409, msg: `Transaction ${failed.trade_no} is failed: only a Pix that moved money (success or refunded) can be reported`, data: null,
      words: { key: 'infraction.trade_not_settled', params: { trade: failed.trade_no, status: 'failed' } },
    });
  });

  it('refuses an end-to-end id of no trade of ours', async () => {
    const unknown = 'E60701190202601151200ABCDEFGHIJK';
    expect(await create(report(unknown))).toMatchObject({ code: 404, msg: `A transaction of ours with the end-to-end id ${unknown} not found`, data: null });
  });

  it.each([
    [{ end_to_end_id: 'E123' }, 'Invalid field "end_to_end_id": must be an end-to-end id'],
    [{ end_to_end_id: 'E60701190202601151200ABCDEFGHIJ-' }, 'Invalid field "end_to_end_id"'],
    [{ end_to_end_id: 'E60701190202602301200ABCDEFGHIJK' }, 'Invalid field "end_to_end_id": has a date that does not exist'],
    [{ details: 'x'.repeat(2001) }, 'Invalid field "details"'],
    [{ details: '  ab  ' }, 'Invalid field "details": must be at least 3 characters'],
    [{ inf_type: 'THEFT' }, 'Invalid field "inf_type"'],
    [{ situation_type: 'PHISHING' }, 'Invalid field "situation_type"'],
    [{ trade_id: 1 }, 'Unknown field "trade_id"'],
  ])('refuses %j with 400, changing nothing', async (fields, msg) => {
    const trade = await unreportedTrade(t, 'success', 7);
    const before = await fingerprint(t.db, { except: ['admin_sessions'] });
    const answer = await create(report(trade.end_to_end_id, fields));
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(msg);
    expect(await fingerprint(t.db, { except: ['admin_sessions'] })).toEqual(before);
  });

  it('takes details of exactly 2000 characters', async () => {
    const trade = await unreportedTrade(t, 'success', 8);
    expect((await create(report(trade.end_to_end_id, { details: 'd'.repeat(2000) }))).data!.details).toHaveLength(2000);
  });
});
