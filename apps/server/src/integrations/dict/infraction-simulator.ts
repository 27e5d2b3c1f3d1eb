import { DictRefusal } from './refusal.js';
import type { DictInfractionReport, DictSimulation, InfractionReports, NewInfractionReport, SettledTrade } from './infraction-reports.js';
import { counterpartyReportOf, evolve, MAX_ARRIVAL_DELAY_MS, reportId } from './infraction-schedule.js';

const MAX_DETAILS = 2000;
const ACTIVE = new Set(['open', 'received']);

/**
 * A DICT for infraction reports that keeps the MED's rules and is deterministic from the clock:
 * the other participants report some of our trades (one in 40, up to three days after payment),
 * answer the reports we make (acknowledge, then mostly close with an analysis) and sometimes
 * withdraw their own (see infraction-schedule.ts). It is told what the real DICT would know
 * (`simulation.tell`): the reports as we stored them, after a restart, from the seed or from
 * another process, and our recent trades.
 */
export class SimulatedInfractionReports implements InfractionReports {
  private readonly reports = new Map<string, DictInfractionReport>();
  private readonly trades = new Map<string, SettledTrade>();
  readonly simulation: DictSimulation;

  constructor(private readonly ourIspb: string) {
    this.simulation = { tradeLookbackMs: MAX_ARRIVAL_DELAY_MS, tell: (knowledge) => this.tell(knowledge) };
  }

  private tell({ reports = [], trades = [] }: { reports?: readonly DictInfractionReport[]; trades?: readonly SettledTrade[] }): void {
    for (const report of reports) this.remember(report);
    for (const trade of trades) this.trades.set(trade.endToEndId, trade);
  }

  /** Keeps the newer of what it holds and what it is told. */
  private remember(report: DictInfractionReport): DictInfractionReport {
    const held = this.reports.get(report.id);
    if (!held || held.modifiedAt <= report.modifiedAt) this.reports.set(report.id, report);
    return this.reports.get(report.id)!;
  }

  /** Every report it knows, as it is at `now`: those it holds, and those the other participants made about the trades it was told. */
  private everyReport(now: Date): DictInfractionReport[] {
    for (const trade of this.trades.values()) {
      if (trade.createdAt.getTime() < now.getTime() - 2 * MAX_ARRIVAL_DELAY_MS) this.trades.delete(trade.endToEndId);
      const arrived = counterpartyReportOf(trade, this.ourIspb);
      if (arrived && arrived.createdAt <= now && !this.reports.has(arrived.id)) this.reports.set(arrived.id, arrived);
    }
    return [...this.reports.values()].map((report) => this.remember(evolve(report, now, this.ourIspb)));
  }

  async listModifiedSince(since: Date, now: Date): Promise<DictInfractionReport[]> {
    const changed = this.everyReport(now).filter((r) => r.modifiedAt > since && r.modifiedAt <= now);
    return changed.sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime());
  }

  async create(input: NewInfractionReport, now: Date): Promise<DictInfractionReport> {
    if (input.reporterIspb !== this.ourIspb) throw new DictRefusal(`This participant reports as ${this.ourIspb}, not ${input.reporterIspb}`);
    if (input.reportedIspb === input.reporterIspb) throw new DictRefusal('A participant cannot report a transaction to itself');
    checkDetails(input.details);
    const earlier = this.everyReport(now).filter((r) => r.endToEndId === input.endToEndId && r.reporterIspb === input.reporterIspb);
    const open = earlier.find((r) => ACTIVE.has(r.status));
    if (open) throw new DictRefusal(`Report ${open.id} on ${input.endToEndId} is still ${open.status}`);
    const id = reportId(`${input.reporterIspb}:${input.endToEndId}:${now.toISOString()}:${earlier.length}`);
    return this.remember({ ...input, id, status: 'open', analysisResult: null, analysisDetails: null, createdAt: now, modifiedAt: now });
  }

  async acknowledge(id: string, now: Date): Promise<DictInfractionReport> {
    const report = this.reported(id, now);
    if (report.status !== 'open') throw new DictRefusal(`Report ${id} is ${report.status}; only an open report can be acknowledged`);
    return this.change(report, { status: 'received' }, now);
  }

  async close(id: string, analysis: { result: 'AGREED' | 'DISAGREED'; details: string }, now: Date): Promise<DictInfractionReport> {
    const report = this.reported(id, now);
    if (report.status !== 'received') throw new DictRefusal(`Report ${id} is ${report.status}; only a received report can be closed`);
    checkDetails(analysis.details);
    return this.change(report, { status: 'closed', analysisResult: analysis.result, analysisDetails: analysis.details }, now);
  }

  async cancel(id: string, now: Date): Promise<DictInfractionReport> {
    const report = this.current(id, now);
    if (report.reporterIspb !== this.ourIspb) throw new DictRefusal(`Report ${id} was made by ${report.reporterIspb}; only the reporting participant can cancel it`);
    if (report.status === 'canceled') throw new DictRefusal(`Report ${id} is already canceled`);
    return this.change(report, { status: 'canceled' }, now);
  }

  private current(id: string, now: Date): DictInfractionReport {
    const held = this.reports.get(id);
    if (!held) throw new DictRefusal(`No infraction report ${id} at the DICT`);
    return this.remember(evolve(held, now, this.ourIspb));
  }

  /** A report made about us: only then do we acknowledge and close it. */
  private reported(id: string, now: Date): DictInfractionReport {
    const report = this.current(id, now);
    if (report.reportedIspb !== this.ourIspb) throw new DictRefusal(`Report ${id} was made by us; only the reported participant (${report.reportedIspb}) answers it`);
    return report;
  }

  private change(report: DictInfractionReport, state: Partial<DictInfractionReport>, now: Date): DictInfractionReport {
    const changed = { ...report, ...state, modifiedAt: now };
    this.reports.set(report.id, changed);
    return changed;
  }
}

function checkDetails(details: string): void {
  if (details.trim().length === 0 || details.length > MAX_DETAILS) throw new DictRefusal(`Details must be 1 to ${MAX_DETAILS} characters`);
}
