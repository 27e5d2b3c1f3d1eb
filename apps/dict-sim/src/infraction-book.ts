import { randomUUID } from 'node:crypto';
import type { Message } from '@wallet/dict-api';
import { forbidden, type Answer } from './answers.js';
import { plays } from './directory.js';
import type { SimulatorEvent } from './group.js';
import { infractionProblem, sidesOf, type NewInfractionReport, type TransactionSides } from './infraction-sides.js';
import type { Journal } from '@wallet/journal';
import { JournaledRecords, type Sides } from './journaled-records.js';
import { otherSideMoves } from './played-infractions.js';
import { reportOnTrade } from './played-reporters.js';
import type { TradeBook } from './trade-book.js';

type InfractionReportStatus = 'OPEN' | 'ACKNOWLEDGED' | 'CLOSED' | 'CANCELLED';

/** An infraction report as the DICT keeps it: the API's `ExtendedInfractionReport`. */
export interface StoredInfractionReport extends NewInfractionReport, TransactionSides {
  Id: string;
  Status: InfractionReportStatus;
  CreationTime: string;
  LastModified: string;
  AnalysisResult?: 'AGREED' | 'DISAGREED';
  AnalysisDetails?: string;
}

/** Every change of a report is journaled whole: the last one of an id is the report. */

/** The statuses of a report in progress: a transaction has one such report at most. */
const IN_PROGRESS: ReadonlySet<InfractionReportStatus> = new Set(['OPEN', 'ACKNOWLEDGED']);

/** What is asked of a report's operation: who asks, of which report, as which participant (the body's). */
export interface InfractionOperation { caller: string; reportId: string; participant: string }

const reporterOf = (report: StoredInfractionReport) => (report.ReportedBy === 'DEBITED_PARTICIPANT' ? report.DebitedParticipant : report.CreditedParticipant);
const otherSideOf = (report: StoredInfractionReport) => (report.ReportedBy === 'DEBITED_PARTICIPANT' ? report.CreditedParticipant : report.DebitedParticipant);
/** The participants of a report who may do what only `side` may do. */
const mayDo = (side: 'reporter' | 'other side' | 'either side'): Sides<StoredInfractionReport> => ({
  side, of: (report) => (side === 'reporter' ? [reporterOf(report)] : side === 'other side' ? [otherSideOf(report)] : [reporterOf(report), otherSideOf(report)]),
});
const operationInvalid = (report: StoredInfractionReport, operation: string) => infractionProblem('InfractionReportOperationInvalid', 'Infraction report operation is invalid', `A ${report.Status} report cannot be ${operation}`);

/**
 * The DICT's infraction reports, by id, and the rules of the API's document ("Relatos de
 * Infração"): either side of a transaction reports it; the other side receives the report
 * (`OPEN` → `ACKNOWLEDGED`) and, once it has analysed it, closes it agreeing or not (`CLOSED`); the
 * reporter cancels it at any moment, even once closed. A transaction has one report in progress at
 * most, and none after a closed one. The participants the simulator plays answer as the other side
 * (`played-infractions.ts`). The document leaves the period to report a transaction to the
 * DICT's operational manual, so the simulator keeps none (`InfractionReportPeriodExpired` is never
 * answered). State is rebuilt from the journal.
 */
export class InfractionBook {
  private readonly reports: JournaledRecords<StoredInfractionReport>;
  /** The reports the played sides of told trades will make, soonest last (popped as they fall due). */
  private readonly coming: { at: Date; reporter: string; report: Message }[] = [];
  private comingSorted = true;

  constructor(journal: Journal<SimulatorEvent>, private readonly trades: TradeBook) {
    this.reports = new JournaledRecords(journal, 'infraction_report_changed', 'report', 'infraction report');
    trades.observe((trade) => {
      const reporter = [trade.DebitedParticipant, trade.CreditedParticipant].find((side) => trades.playsIn(trade, side));
      const planned = reporter ? reportOnTrade(trade, reporter) : null;
      if (!planned) return;
      this.coming.push({ at: planned.at, reporter: reporter!, report: planned.report });
      this.comingSorted = false;
    });
  }

  /**
   * The reports the played sides of told trades make by `now`, each at its moment, through the
   * rules a participant's request meets: a transaction reported already (by either side, even if
   * cancelled since) is not reported again, also after a restart.
   */
  private reportTrades(now: Date): void {
    if (!this.comingSorted) this.coming.sort((a, b) => b.at.getTime() - a.at.getTime());
    this.comingSorted = true;
    while (this.coming.length > 0 && this.coming.at(-1)!.at <= now) {
      const { at, reporter, report } = this.coming.pop()!;
      if (this.reports.values().some((held) => held.TransactionId === report.TransactionId)) continue;
      this.create(reporter, { Participant: reporter, InfractionReport: report }, at);
    }
  }

  /**
   * Plays the other side where the simulator plays it: each move due by `now`, made at its own
   * moment (or at the report's last change, if the reporter moved it since: a report's time never
   * runs back) through the rules a participant's request meets; a move the report has gone past
   * (its reporter cancelled it first) is refused by those rules, and left.
   */
  advance(now: Date): void {
    this.reportTrades(now);
    for (const report of this.reports.values()) {
      const side = otherSideOf(report);
      if (!IN_PROGRESS.has(report.Status) || !this.plays(side) || side === reporterOf(report)) continue;
      for (const move of otherSideMoves(report)) {
        if (move.at > now) break;
        const at = this.reports.momentFor(report.Id, move.at);
        const operation = { caller: side, reportId: report.Id, participant: side };
        if (move.operation === 'acknowledge') this.acknowledge(operation, at);
        else this.close(operation, { AnalysisResult: move.result, AnalysisDetails: move.details }, at);
      }
    }
  }

  /** Whether the simulator plays a side of a report: one of the participants it always plays, or one a teller named. */
  private plays(side: string): boolean {
    return plays(side) || this.trades.plays(side);
  }

  /** Keeps a report a participant says the DICT holds already (holdings.ts), unless it has it: whether it took it. */
  hold(report: StoredInfractionReport, teller: string): boolean {
    if (this.reports.get(report.Id)) return false;
    this.trades.name(teller === report.DebitedParticipant ? report.CreditedParticipant : report.DebitedParticipant, teller);
    this.record(report);
    return true;
  }

  /** Every report, in the order they were last changed (as `listInfractionReport` lists them). */
  all(): StoredInfractionReport[] {
    return this.reports.byLastChange();
  }

  private record(report: StoredInfractionReport): StoredInfractionReport {
    return this.reports.record(report);
  }

  private answer(report: StoredInfractionReport, schema: string, status = 200): Answer {
    return { status, schema, body: { InfractionReport: report as unknown as Message } };
  }

  /** `createInfractionReport`: by one side of a settled transaction, which has no report in progress nor closed. */
  create(caller: string, request: Message, now: Date): Answer {
    if (String(request.Participant) !== caller) return forbidden('The request names another participant than the one calling');
    const asked = request.InfractionReport as NewInfractionReport;
    const sides = sidesOf(asked, caller, this.trades.get(asked.TransactionId));
    if ('status' in sides) return sides;
    const earlier = this.reports.values().filter((report) => report.TransactionId === asked.TransactionId);
    if (earlier.some((report) => IN_PROGRESS.has(report.Status))) {
      return infractionProblem('InfractionReportAlreadyBeingProcessedForTransaction', 'Infraction report already being processed', 'The transaction has a report in progress');
    }
    if (earlier.some((report) => report.Status === 'CLOSED')) {
      return infractionProblem('InfractionReportAlreadyProcessedForTransaction', 'Infraction report already processed', 'The transaction has a closed report');
    }
    const at = now.toISOString();
    const report: StoredInfractionReport = { ...asked, ...sides, Id: randomUUID(), Status: 'OPEN', CreationTime: at, LastModified: at };
    return this.answer(this.record(report), 'CreateInfractionReportResponse', 201);
  }

  /** The report an operation is about, once its participant (the body's) is the caller and the caller is the side `side` names; otherwise the refusal. */
  private reportFor(operation: InfractionOperation, side: 'reporter' | 'other side' | 'either side'): StoredInfractionReport | { refusal: Answer } {
    return this.reports.operand(operation.reportId, operation, mayDo(side));
  }

  /** `getInfractionReport`: for either side, which names itself as the requesting participant. */
  get(caller: string, reportId: string, requestingParticipant: string | undefined): Answer {
    const found = this.reports.readBy(caller, reportId, requestingParticipant, mayDo('either side'));
    return 'refusal' in found ? found.refusal : this.answer(found, 'GetInfractionReportResponse');
  }

  /** `acknowledgeInfractionReport`: the other side has received an open report; a repeat while it is acknowledged answers the same. */
  acknowledge(operation: InfractionOperation, now: Date): Answer {
    const found = this.reportFor(operation, 'other side');
    if ('refusal' in found) return found.refusal;
    if (found.Status === 'ACKNOWLEDGED') return this.answer(found, 'AcknowledgeInfractionReportResponse');
    if (found.Status !== 'OPEN') return operationInvalid(found, 'acknowledged');
    return this.answer(this.record({ ...found, Status: 'ACKNOWLEDGED', LastModified: now.toISOString() }), 'AcknowledgeInfractionReportResponse');
  }

  /** `closeInfractionReport`: the other side's analysis of an acknowledged report; a repeat with the same analysis answers the same. */
  close(operation: InfractionOperation, analysis: Pick<StoredInfractionReport, 'AnalysisResult' | 'AnalysisDetails'>, now: Date): Answer {
    const found = this.reportFor(operation, 'other side');
    if ('refusal' in found) return found.refusal;
    const same = found.AnalysisResult === analysis.AnalysisResult && found.AnalysisDetails === analysis.AnalysisDetails;
    if (found.Status === 'CLOSED' && same) return this.answer(found, 'CloseInfractionReportResponse');
    if (found.Status !== 'ACKNOWLEDGED') return operationInvalid(found, 'closed');
    const closed: StoredInfractionReport = { ...found, Status: 'CLOSED', AnalysisResult: analysis.AnalysisResult!, ...(analysis.AnalysisDetails !== undefined && { AnalysisDetails: analysis.AnalysisDetails }), LastModified: now.toISOString() };
    return this.answer(this.record(closed), 'CloseInfractionReportResponse');
  }

  /** `cancelInfractionReport`: by the reporter only, at any moment, even once closed; a repeat answers the same. */
  cancel(operation: InfractionOperation, now: Date): Answer {
    const found = this.reportFor(operation, 'reporter');
    if ('refusal' in found) return found.refusal;
    if (found.Status === 'CANCELLED') return this.answer(found, 'CancelInfractionReportResponse');
    return this.answer(this.record({ ...found, Status: 'CANCELLED', LastModified: now.toISOString() }), 'CancelInfractionReportResponse');
  }
}
