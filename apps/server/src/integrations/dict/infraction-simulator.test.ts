import { describe, expect, it } from 'vitest';
import { DictRefusal } from './refusal.js';
import type { NewInfractionReport, SettledTrade } from './infraction-reports.js';
import { ANALYSES, COUNTERPARTY_REPORTS_ONE_IN, MAX_ARRIVAL_DELAY_MS, reportedByCounterparty } from './infraction-schedule.js';
import { SimulatedInfractionReports } from './infraction-simulator.js';

const US = '12345678';
const THEM = '60701190';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const EPOCH = new Date(0);

const e2e = (n: number) => `E${THEM}202603021200${String(n).padStart(11, '0')}`;
const ours = (n: number, details = 'The payer was deceived by a fake seller'): NewInfractionReport => ({
  endToEndId: e2e(n), type: 'FRAUD', situationType: 'SCAM', details, reporterIspb: US, reportedIspb: THEM,
});
/** Trades the simulated counterparty reports (or not), paid at T0. */
const trades = (reported: boolean, count: number): SettledTrade[] => {
  const found: SettledTrade[] = [];
  for (let n = 0; found.length < count; n++) if (reportedByCounterparty(e2e(n)) === reported) found.push({ endToEndId: e2e(n), counterpartyIspb: THEM, paidToUs: false, amount: 10_000, createdAt: T0 });
  return found;
};
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof DictRefusal ? error.message : `not a refusal: ${String(error)}`));

describe('reports we make', () => {
  it('opens one, refuses a second while it runs, and lets us cancel it once, from any status', async () => {
    const dict = new SimulatedInfractionReports(US);
    const report = await dict.create(ours(1), T0);
    expect(report).toMatchObject({ status: 'open', reporterIspb: US, reportedIspb: THEM, createdAt: T0, modifiedAt: T0, analysisResult: null });
    expect(report.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await refusal(dict.create(ours(1), at(HOUR)))).toBe(`Report ${report.id} on ${e2e(1)} is still open`);
    expect(await refusal(dict.acknowledge(report.id, at(HOUR)))).toContain('was made by us; only the reported participant');
    expect(await refusal(dict.close(report.id, { result: 'AGREED', details: 'ok' }, at(HOUR)))).toContain('was made by us');
    expect((await dict.cancel(report.id, at(HOUR))).status).toBe('canceled');
    expect(await refusal(dict.cancel(report.id, at(2 * HOUR)))).toBe(`Report ${report.id} is already canceled`);
    // Reported again at the instant it was canceled: a new report, with an id of its own.
    const again = await dict.create(ours(1), at(HOUR));
    expect(again).toMatchObject({ status: 'open', createdAt: at(HOUR) });
    expect(again.id).not.toBe(report.id);
  });

  it('refuses what the DICT would: another reporter, ourselves, details too long, an unknown report', async () => {
    const dict = new SimulatedInfractionReports(US);
    expect(await refusal(dict.create({ ...ours(2), reporterIspb: THEM, reportedIspb: US }, T0))).toContain(`reports as ${US}`);
    expect(await refusal(dict.create({ ...ours(2), reportedIspb: US }, T0))).toBe('A participant cannot report a transaction to itself');
    expect(await refusal(dict.create(ours(2, 'x'.repeat(2001)), T0))).toBe('Details must be 1 to 2000 characters');
    expect(await refusal(dict.cancel('nope', T0))).toBe('No infraction report nope at the DICT');
  });

  it('are acknowledged by the other side within 20 hours, then mostly closed with an analysis, as sync sees it', async () => {
    const dict = new SimulatedInfractionReports(US);
    const made = await Promise.all(Array.from({ length: 30 }, (_, n) => dict.create(ours(100 + n), T0)));
    expect((await dict.listModifiedSince(T0, at(HOUR - 1))).length).toBe(0);
    const answered = await dict.listModifiedSince(T0, at(20 * HOUR));
    expect(answered.map((r) => r.id).sort()).toEqual(made.map((r) => r.id).sort());
    expect(answered.filter((r) => r.status === 'received').length).toBeGreaterThan(15);
    expect(answered.every((r) => r.status === 'received' || r.status === 'closed')).toBe(true);
    const later = await dict.listModifiedSince(at(20 * HOUR), at(30 * DAY));
    const closed = later.filter((r) => r.status === 'closed');
    expect(closed.length).toBeGreaterThan(15);
    expect(closed.length).toBeLessThan(30);
    for (const r of closed) expect(ANALYSES[r.analysisResult!]).toContain(r.analysisDetails);
    // Nothing changed since: a sync that asks again gets nothing.
    expect(await dict.listModifiedSince(at(30 * DAY), at(31 * DAY))).toEqual([]);
  });

  it('carries on after a restart from the report as we stored it', async () => {
    const first = new SimulatedInfractionReports(US);
    const stored = await first.create(ours(3), T0);
    const restarted = new SimulatedInfractionReports(US);
    expect(await refusal(restarted.cancel(stored.id, at(HOUR)))).toContain('No infraction report');
    restarted.simulation.tell({ reports: [stored] });
    expect(await restarted.listModifiedSince(T0, at(DAY))).toEqual(await first.listModifiedSince(T0, at(DAY)));
    expect((await restarted.cancel(stored.id, at(DAY))).status).toBe('canceled');
    // Told an older state again, it keeps the newer one.
    restarted.simulation.tell({ reports: [stored] });
    expect(await refusal(restarted.cancel(stored.id, at(DAY + HOUR)))).toContain('already canceled');
  });
});

describe('reports the other participants make about our trades', () => {
  it(`arrive for about one trade in ${COUNTERPARTY_REPORTS_ONE_IN}, within three days of payment, the same in every process`, async () => {
    const [a, b] = [new SimulatedInfractionReports(US), new SimulatedInfractionReports(US)];
    const told = [...trades(true, 5), ...trades(false, 100)];
    a.simulation.tell({ trades: told });
    b.simulation.tell({ trades: [...told].reverse() });
    expect(await a.listModifiedSince(EPOCH, T0)).toEqual([]);
    const arrived = await a.listModifiedSince(EPOCH, at(MAX_ARRIVAL_DELAY_MS));
    expect(arrived.map((r) => r.endToEndId).sort()).toEqual(trades(true, 5).map((t) => t.endToEndId).sort());
    for (const r of arrived) {
      expect(r).toMatchObject({ reporterIspb: THEM, reportedIspb: US, status: 'open', createdAt: r.modifiedAt });
      expect(r.createdAt.getTime() - T0.getTime()).toBeGreaterThanOrEqual(HOUR);
    }
    expect(await b.listModifiedSince(EPOCH, at(MAX_ARRIVAL_DELAY_MS))).toEqual(arrived);
  });

  it('are acknowledged and closed by us in turn, never out of order, never by their reporter', async () => {
    const dict = new SimulatedInfractionReports(US);
    dict.simulation.tell({ trades: trades(true, 1) });
    const [report] = await dict.listModifiedSince(EPOCH, at(MAX_ARRIVAL_DELAY_MS));
    const now = report!.modifiedAt;
    expect(await refusal(dict.close(report!.id, { result: 'AGREED', details: 'Funds returned' }, now))).toContain('only a received report can be closed');
    expect(await refusal(dict.cancel(report!.id, now))).toContain('only the reporting participant can cancel it');
    expect((await dict.acknowledge(report!.id, now)).status).toBe('received');
    expect(await refusal(dict.acknowledge(report!.id, now))).toContain('only an open report can be acknowledged');
    const closed = await dict.close(report!.id, { result: 'DISAGREED', details: 'The seller proved the sale' }, now);
    expect(closed).toMatchObject({ status: 'closed', analysisResult: 'DISAGREED', analysisDetails: 'The seller proved the sale', modifiedAt: now });
  });

  it('are sometimes withdrawn by their reporter, which then refuses our answer', async () => {
    const dict = new SimulatedInfractionReports(US);
    dict.simulation.tell({ trades: trades(true, 40) });
    const later = at(MAX_ARRIVAL_DELAY_MS + 6 * DAY);
    const withdrawn = (await dict.listModifiedSince(EPOCH, later)).filter((r) => r.status === 'canceled');
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(withdrawn.length).toBeLessThan(20);
    expect(await refusal(dict.acknowledge(withdrawn[0]!.id, later))).toContain('is canceled; only an open report can be acknowledged');
  });
});
