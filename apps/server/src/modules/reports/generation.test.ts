import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { trades } from '../../db/schema/index.js';
import { rowsOf } from '../../test-support/database.js';
import { Worker } from '../../jobs/worker.js';
import { checkApix001 } from './apix001-schema.js';
import { REPORT_GENERATION_JOB, runReportGeneration } from './generation-job.js';
import { createReportsKit, download, generated, LAST_MONTH, ok, quiet, reportOf, reports, type ReportsKit } from '../../test-support/reports.js';

let kit: ReportsKit;

/** A copy of a seeded trade at another time: the month's edges, in Brasília time. */
async function tradeAt(n: number, createdAt: string, changes: Partial<typeof trades.$inferInsert> = {}) {
  const [model] = await kit.t.db.select().from(trades).where(eq(trades.status, 'success')).limit(1);
  const { id: _id, ...row } = model!;
  await kit.t.db.insert(trades).values({
    ...row, trade_no: `TEDGE${n}`, end_to_end_id: `E12345678202512010000EDGE${String(n).padStart(7, '0')}`, txid: null,
    created_at: new Date(createdAt), processed_at: null, finished_at: null, ...changes,
  });
}

/** The figures a file states, read with patterns of their own rather than by the writer's code. */
function figuresIn(xml: string) {
  const transactions = [...xml.matchAll(/<Transacao tipo="(\w+)" situacao="(\w+)">\s*<Quantidade>(\d+)<\/Quantidade>\s*<ValorCentavos>(\d+)<\/ValorCentavos>/g)]
    .map(([, kind, status, count, centavos]) => ({ kind, status, count: Number(count), centavos: Number(centavos) }));
  const block = (name: string) => {
    const match = new RegExp(`<${name}>\\s*<Quantidade>(\\d+)</Quantidade>\\s*<ValorCentavos>(\\d+)</ValorCentavos>`).exec(xml);
    return { count: Number(match?.[1]), centavos: Number(match?.[2]) };
  };
  return { transactions, refunds: block('Devolucoes'), fees: block('Tarifas') };
}

/** The same figures by an independent route: the time zone database's idea of São Paulo's month. */
async function figuresBySql(month: string) {
  const inMonth = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Sao_Paulo', 'YYYY-MM') = '${month}'`);
  const grouped = await rowsOf<{ kind: string; status: string; count: string; centavos: string }>(kit.t.db,
    sql`select trade_type as kind, status, count(*) as count, sum(amount) as centavos from trades where ${inMonth('created_at')} group by 1, 2`);
  const [refunds] = await rowsOf<{ count: string; centavos: string | null }>(kit.t.db,
    sql`select count(*) as count, sum(amount) as centavos from trades where status = 'refunded' and ${inMonth('refunded_at')}`);
  const [fees] = await rowsOf<{ count: string; centavos: string | null }>(kit.t.db,
    sql`select count(*) as count, sum(fee) as centavos from trades where status in ('success', 'refunded') and fee > 0 and ${inMonth('created_at')}`);
  const aggregate = (row: { count: string; centavos: string | null } | undefined) => ({ count: Number(row?.count ?? 0), centavos: Number(row?.centavos ?? 0) });
  return { grouped: grouped.map((row) => ({ kind: row.kind, status: row.status, ...aggregate(row) })), refunds: aggregate(refunds), fees: aggregate(fees) };
}

beforeAll(async () => {
  kit = await createReportsKit({ trades: 3_000 });
  // The edges of December 2025 in Brasília (UTC-3): only the middle two are December's.
  await tradeAt(1, '2025-12-01T02:59:59.999Z', { amount: 111_111 });
  await tradeAt(2, '2025-12-01T03:00:00.000Z', { amount: 222_222 });
  await tradeAt(3, '2026-01-01T02:59:59.999Z', { amount: 333_333 });
  await tradeAt(4, '2026-01-01T03:00:00.000Z', { amount: 444_444 });
  // Created in November, refunded on December's first minute: a refund of December's.
  await tradeAt(5, '2025-11-30T12:00:00Z', { status: 'refunded', amount: 555_555, refunded_at: new Date('2025-12-01T03:00:30Z') });
}, 60_000);
afterAll(() => kit.t.close());

describe('the APIX001 figures', () => {
  it('match an independent SQL sum over the trades of the Brasília month', async () => {
    const report = await generated(kit);
    const file = figuresIn((await download(kit, report.id)).content);
    const expected = await figuresBySql(LAST_MONTH);
    expect(file.transactions).toHaveLength(10);
    for (const row of file.transactions) {
      const found = expected.grouped.find((e) => e.kind === row.kind && e.status === row.status) ?? { count: 0, centavos: 0 };
      expect([row.kind, row.status, row.count, row.centavos]).toEqual([row.kind, row.status, found.count, found.centavos]);
    }
    expect(file.transactions.reduce((n, row) => n + row.count, 0)).toBe(expected.grouped.reduce((n, row) => n + row.count, 0));
    expect(file.refunds).toEqual(expected.refunds);
    expect(file.fees).toEqual(expected.fees);
    // The data is not trivial: December has hundreds of trades, refunds and fees.
    expect(file.transactions.reduce((n, row) => n + row.count, 0)).toBeGreaterThan(500);
    expect(file.refunds.count).toBeGreaterThan(10);
    expect(file.fees.centavos).toBeGreaterThan(0);
  });

  // The edge trades are in the sums the first test compares; this one shows which month each edge is in.
  it('count the edges of the month in Brasília time', async () => {
    const { content } = await download(kit, (await ok(kit.t, reports.list, {}, kit.viewer)).list[0]!.id);
    const december = await figuresBySql(LAST_MONTH);
    const edges = await rowsOf<{ trade_no: string; month: string }>(kit.t.db,
      sql`select trade_no, to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM') as month from trades where trade_no like 'TEDGE%' order by trade_no`);
    expect(edges.map((e) => e.month)).toEqual(['2025-11', '2025-12', '2025-12', '2026-01', '2025-11']);
    expect(figuresIn(content).refunds).toEqual(december.refunds);
    expect(december.refunds.centavos).toBeGreaterThanOrEqual(555_555);
  });
});

describe('the APIX001 file', () => {
  it('is well-formed XML, valid against the schema, with the institution in its header', async () => {
    const [report] = (await ok(kit.t, reports.list, {}, kit.viewer)).list;
    const { content } = await download(kit, report!.id);
    expect(content.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<APIX001 xmlns="urn:wallet-admin:bcb:apix001:1.0"')).toBe(true);
    expect(await checkApix001(content)).toEqual({ valid: true, header: { reportType: 'APIX001', ispb: '12345678', month: LAST_MONTH } });
    expect(content).toContain('<NomeInstituicao>Wallet Admin Instituição de Pagamento S.A.</NomeInstituicao>');
    expect(content).toContain('<Email>regulatorio@wallet.example</Email>');
  });

  it('refuses a tampered file, naming the line and the problem', async () => {
    const { content } = await download(kit, (await ok(kit.t, reports.list, {}, kit.viewer)).list[0]!.id);
    const negative = content.replace(/<Quantidade>\d+<\/Quantidade>/, '<Quantidade>-5</Quantidade>');
    expect(await checkApix001(negative)).toEqual({ valid: false, problems: [expect.stringMatching(/^line 17: Element 'Quantidade': '-5' is not a valid value of the atomic type 'xs:nonNegativeInteger'\.$/)] });
    const twice = content.replace('situacao="failed"', 'situacao="success"');
    expect(await checkApix001(twice)).toMatchObject({ valid: false, problems: [expect.stringMatching(/Duplicate key-sequence \['payin', 'success'\]/)] });
    const broken = content.replace('</Tarifas>', '');
    expect(await checkApix001(broken)).toMatchObject({ valid: false, problems: [expect.stringMatching(/^line \d+: Opening and ending tag mismatch: Tarifas/)] });
    expect(await checkApix001(content.replace('<ISPB>12345678</ISPB>', '<ISPB>1234</ISPB>'))).toMatchObject({ valid: false });
  });
});

describe('the generation job', () => {
  it('fails with the schema problem, logs the failure and shows it in the list', async () => {
    const badConfig = { ...kit.t.config, institution: { ...kit.t.config.institution, ispb: '12AB' } };
    const worker = new Worker({ db: kit.t.db, driver: kit.t.driver, clock: kit.t.clock, config: badConfig, log: quiet,
      handlers: { [REPORT_GENERATION_JOB]: runReportGeneration } });
    const queued = await ok(kit.t, reports.generate, { month: '2025-11', report_type: 'APIX001' }, kit.manager);
    expect(await worker.runOnce()).toBe(true);
    const report = await reportOf(kit, queued.id);
    expect(report).toMatchObject({ status: 'pending', version: 0, job: { status: 'failed', error: expect.stringContaining("Element 'ISPB': [facet 'pattern'] The value '12AB'") } });
    const [failure] = (await ok(kit.t, reports.operationLogs, { id: queued.id }, kit.viewer)).list;
    expect(failure).toMatchObject({ action: 'generation_failed', actor: 'system', details: { key: 'report.build_failed', params: { job: expect.stringMatching(/^\d+$/), error: expect.stringMatching(/^The generated file does not pass the APIX001 schema: line 5:/) } } });
  });

  it('stores one version however often a job is run (a worker thought dead finishes late)', async () => {
    const runTwice = new Worker({ db: kit.t.db, driver: kit.t.driver, clock: kit.t.clock, config: kit.t.config, log: quiet,
      handlers: { [REPORT_GENERATION_JOB]: async (context) => { await runReportGeneration(context); return runReportGeneration(context); } } });
    const queued = await ok(kit.t, reports.generate, { month: '2025-11', report_type: 'APIX001' }, kit.manager);
    expect(await runTwice.runOnce()).toBe(true);
    expect(await reportOf(kit, queued.id)).toMatchObject({ status: 'generated', version: 1, job: null });
    const actions = (await ok(kit.t, reports.operationLogs, { id: queued.id }, kit.viewer)).list.map((e) => e.action);
    expect(actions).toEqual(['generated', 'generate', 'generation_failed', 'generate']);
  });
});
