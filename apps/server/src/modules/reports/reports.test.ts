import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test-support/database.js';
import { actionsOf, createReportsKit, download, generated, LAST_MONTH, ok, reportOf, reports, runJobs, type ReportsKit } from '../../test-support/reports.js';

let kit: ReportsKit;
const BOOKKEEPING = ['audit_logs', 'admin_sessions'];
const generate = (month: string, token = kit.manager) => kit.t.call(reports.generate, { month, report_type: 'APIX001' }, { token });

beforeAll(async () => {
  kit = await createReportsKit();
}, 60_000);
afterAll(() => kit.t.close());

/** Expects a refusal with this code and words, and no change but the audit row. */
async function refused(call: () => Promise<{ code: number; msg: string }>, code: number, words: RegExp) {
  const before = await fingerprint(kit.t.db, { except: BOOKKEEPING });
  const answer = await call();
  expect([answer.code, answer.msg]).toEqual([code, expect.stringMatching(words)]);
  expect(await fingerprint(kit.t.db, { except: BOOKKEEPING })).toEqual(before);
}

describe('generating a month', () => {
  it('refuses a month that has not ended in Brasília, and months before Pix', async () => {
    await refused(() => generate('2026-01'), 409, /^2026-01 has not ended yet in Brasília time; its report can be generated from 2026-02-01$/);
    await refused(() => generate('2026-07'), 409, /has not ended yet/);
    await refused(() => generate('2020-10'), 400, /Pix started in 2020-11/);
    await refused(() => generate('2025-13'), 400, /Invalid field "month": must be a month, YYYY-MM/);
  });

  it('queues a job, logs who asked, and the job stores version 1 and logs it', async () => {
    const queued = await ok(kit.t, reports.generate, { month: LAST_MONTH, report_type: 'APIX001' }, kit.manager);
    expect(queued).toMatchObject({ month: LAST_MONTH, status: 'pending', version: 0, file_name: null, job: { status: 'queued', progress: 0, error: null } });
    await refused(() => generate(LAST_MONTH), 409, /is being generated \(job \d+\); generate it again once it is done/);
    await runJobs(kit.t);
    const report = await reportOf(kit, queued.id);
    expect(report).toMatchObject({ status: 'generated', version: 1, file_name: `APIX001-${LAST_MONTH}-v1.xml`, replacement: false, job: null, generated_at: kit.t.clock.now().toISOString() });
    expect(report.file_size).toBeGreaterThan(1000);
    const log = (await ok(kit.t, reports.operationLogs, { id: queued.id }, kit.viewer)).list;
    expect(log.map((e) => [e.action, e.actor, e.version])).toEqual([['generated', 'system', 1], ['generate', 'rita.compliance', null]]);
    expect(log[0]!.details).toEqual({ key: 'report.built', params: { trades: expect.any(Number), bytes: expect.any(Number) } });
  });

  it('takes a generated month again as a new version', async () => {
    const again = await generated(kit);
    expect(again).toMatchObject({ status: 'generated', version: 2, file_name: `APIX001-${LAST_MONTH}-v2.xml` });
    // Every version stays downloadable.
    expect((await download(kit, again.id, 1)).file_name).toBe(`APIX001-${LAST_MONTH}-v1.xml`);
  });
});

describe('filing', () => {
  it('submits a generated report to the STA, keeps the protocol and refuses what a submitted report cannot do', async () => {
    const report = await generated(kit, '2025-11');
    const submitted = await ok(kit.t, reports.submit, { id: report.id }, kit.manager);
    expect(submitted).toMatchObject({ status: 'submitted', protocol: expect.stringMatching(/^STA-APIX001-202511-[0-9A-F]{12}$/), submitted_at: kit.t.clock.now().toISOString() });
    await refused(() => kit.t.call(reports.submit, { id: report.id }, { token: kit.manager }), 409, /is submitted; only a generated report can be submitted/);
    await refused(() => generate('2025-11'), 409, /is submitted \(protocol STA-.+\) and awaits the central bank's verdict/);
    expect((await actionsOf(kit, report.id)).slice(0, 1)).toEqual(['submit']);
  });

  it('records a rejection with its reason; a rejected report is generated again and filed again', async () => {
    const [report] = (await ok(kit.t, reports.list, { status: 'submitted' }, kit.viewer)).list;
    const rejected = await ok(kit.t, reports.decide, { id: report!.id, status: 'rejected', reason: 'Totals differ from SPI' }, kit.manager);
    expect(rejected).toMatchObject({ status: 'rejected', status_reason: 'Totals differ from SPI' });
    await refused(() => kit.t.call(reports.decide, { id: report!.id, status: 'accepted', reason: 'Fine' }, { token: kit.manager }), 409, /is rejected; only a submitted report can be accepted/);
    const again = await generated(kit, '2025-11');
    expect(again).toMatchObject({ status: 'generated', version: 2, status_reason: null });
    await ok(kit.t, reports.submit, { id: report!.id }, kit.manager);
    const log = (await ok(kit.t, reports.operationLogs, { id: report!.id }, kit.viewer)).list;
    expect(log.map((e) => e.action)).toEqual(['submit', 'generated', 'generate', 'reject', 'submit', 'generated', 'generate']);
    expect(log.find((e) => e.action === 'reject')).toMatchObject({ actor: 'rita.compliance', version: 1, details: 'Totals differ from SPI' });
  });

  it('takes an acceptance as final', async () => {
    const [report] = (await ok(kit.t, reports.list, { status: 'submitted' }, kit.viewer)).list;
    const id = report!.id;
    expect(await ok(kit.t, reports.decide, { id, status: 'accepted', reason: 'Processed without remarks' }, kit.manager)).toMatchObject({ status: 'accepted' });
    await refused(() => generate(report!.month), 409, /was accepted by the central bank \(protocol STA-.+\); an accepted report is final/);
    await refused(() => kit.t.call(reports.submit, { id }, { token: kit.manager }), 409, /is accepted; only a generated report can be submitted/);
    await refused(() => kit.t.call(reports.decide, { id, status: 'rejected', reason: 'Oops' }, { token: kit.manager }), 409, /is accepted; only a submitted report can be rejected/);
  });

  it('refuses a verdict on a report never submitted, and a submission while a new version is being generated', async () => {
    const [report] = (await ok(kit.t, reports.list, { month_from: LAST_MONTH, month_to: LAST_MONTH }, kit.viewer)).list;
    await refused(() => kit.t.call(reports.decide, { id: report!.id, status: 'accepted', reason: 'Fine' }, { token: kit.manager }), 409, /is generated; only a submitted report can be accepted/);
    await ok(kit.t, reports.generate, { month: LAST_MONTH, report_type: 'APIX001' }, kit.manager);
    await refused(() => kit.t.call(reports.submit, { id: report!.id }, { token: kit.manager }), 409, /is being generated \(job \d+\); submit it once it is done/);
    await runJobs(kit.t);
    expect(await ok(kit.t, reports.submit, { id: report!.id }, kit.manager)).toMatchObject({ status: 'submitted', version: 3 });
  });

  it('answers 404 for a report that does not exist, and a version it does not have', async () => {
    await refused(() => kit.t.call(reports.submit, { id: 9_999 }, { token: kit.manager }), 404, /^Report 9999 not found$/);
    await refused(() => kit.t.call(reports.download, { id: 9_999 }, { token: kit.viewer }), 404, /^Report 9999 not found$/);
    await refused(() => kit.t.call(reports.operationLogs, { id: 9_999 }, { token: kit.viewer }), 404, /^Report 9999 not found$/);
    const [report] = (await ok(kit.t, reports.list, { month_from: LAST_MONTH, month_to: LAST_MONTH }, kit.viewer)).list;
    await refused(() => kit.t.call(reports.download, { id: report!.id, version: 7 }, { token: kit.viewer }), 404, /^Version 7 of report \d+ not found$/);
  });
});

describe('the list', () => {
  it('filters by month range, status and type, newest month first, and refuses a range that ends before it starts', async () => {
    const all = (await ok(kit.t, reports.list, {}, kit.viewer)).list.map((r) => r.month);
    expect(all).toEqual(['2025-12', '2025-11']);
    expect((await ok(kit.t, reports.list, { month_from: '2025-12' }, kit.viewer)).list.map((r) => r.month)).toEqual(['2025-12']);
    expect((await ok(kit.t, reports.list, { status: 'accepted', report_type: 'APIX001' }, kit.viewer)).list.map((r) => r.month)).toEqual(['2025-11']);
    expect(await kit.t.call(reports.list, { month_from: '2025-12', month_to: '2025-11' }, { token: kit.viewer }))
      .toMatchObject({ code: 400, msg: 'Invalid field "month_from": 2025-12 is after month_to 2025-11' });
  });
});

describe('permissions', () => {
  it('lets a member who may only see reports list, download and read the log, and nothing else', async () => {
    const [report] = (await ok(kit.t, reports.list, {}, kit.viewer)).list;
    const id = report!.id;
    expect((await download(kit, id)).content).toMatch(/^<\?xml/);
    expect((await actionsOf(kit, id))[0]).toBe('download');
    for (const [endpoint, body] of [[reports.generate, { month: '2025-10', report_type: 'APIX001' }], [reports.submit, { id }], [reports.decide, { id, status: 'accepted', reason: 'Fine' }]] as const) {
      await refused(() => kit.t.call(endpoint, body, { token: kit.viewer }), 403, /You do not have the permission "reports.manage"/);
    }
  });
});

describe('the end of a month', () => {
  it('opens the month to generation on the next Brasília day, not before', async () => {
    const t = kit.t;
    // 2026-01-31 23:59:59 in Brasília is 2026-02-01 02:59:59 UTC; the sessions of the 15th have ended by then.
    t.clock.advance(Date.parse('2026-02-01T02:59:59Z') - t.clock.now().getTime());
    kit.manager = await t.signIn('rita.compliance');
    await refused(() => generate('2026-01'), 409, /^2026-01 has not ended yet in Brasília time/);
    t.clock.advance(1_000);
    expect(await generate('2026-01')).toMatchObject({ code: 200, msg: 'APIX001 for 2026-01 queued for generation' });
  });
});
