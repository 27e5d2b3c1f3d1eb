import type { Message } from '@wallet/dict-api';
import { DictRefusal } from '../refusal.js';
import type { DictInfractionReport, DictSimulation, InfractionReports, NewInfractionReport } from '../infraction-reports.js';
import { everyPage, latestOf } from './latest-changes.js';
import { askDictApi, isRefusal } from './refusals.js';
import type { DictTransport } from './transport.js';

/**
 * The document's `InfractionType` of the product's type. The document has a third,
 * `REFUND_CANCELLED`, which the product never reports; read back, it is taken as a refund's
 * report (`REFUND_REQUEST`), the product having no type of its own for it.
 */
const INFRACTION_TYPE: Readonly<Record<NewInfractionReport['type'], string>> = { FRAUD: 'FRAUD', REFUND_REQUEST: 'REFUND_REQUEST' };
const typeOf = (infractionType: string): NewInfractionReport['type'] => (infractionType === 'FRAUD' ? 'FRAUD' : 'REFUND_REQUEST');

const STATUS: Readonly<Record<string, DictInfractionReport['status']>> = { OPEN: 'open', ACKNOWLEDGED: 'received', CLOSED: 'closed', CANCELLED: 'canceled' };

interface ExtendedInfractionReport {
  Id: string; TransactionId: string; InfractionType: string; ReportDetails?: string;
  ReportedBy: 'DEBITED_PARTICIPANT' | 'CREDITED_PARTICIPANT'; DebitedParticipant: string; CreditedParticipant: string;
  Status: keyof typeof STATUS; AnalysisResult?: 'AGREED' | 'DISAGREED'; AnalysisDetails?: string;
  CreationTime: string; LastModified: string;
}

/**
 * A report of the DICT's answers (`ExtendedInfractionReport`) as the product keeps it. The
 * document has no situation type (the product's `situationType`): a report read from the DICT
 * has `UNKNOWN`, one we made the situation we gave it.
 */
function reportOf(answer: Message, situationType: NewInfractionReport['situationType'] = 'UNKNOWN'): DictInfractionReport {
  const report = answer as unknown as ExtendedInfractionReport;
  const byDebited = report.ReportedBy === 'DEBITED_PARTICIPANT';
  return {
    id: report.Id, endToEndId: report.TransactionId, type: typeOf(report.InfractionType), situationType, details: report.ReportDetails ?? '',
    reporterIspb: byDebited ? report.DebitedParticipant : report.CreditedParticipant, reportedIspb: byDebited ? report.CreditedParticipant : report.DebitedParticipant,
    status: STATUS[report.Status]!, analysisResult: report.AnalysisResult ?? null,
    // The document's details are optional; an analysis given without words has empty ones.
    analysisDetails: report.AnalysisResult ? (report.AnalysisDetails ?? '') : null,
    createdAt: new Date(report.CreationTime), modifiedAt: new Date(report.LastModified),
  };
}

const API_STATUS = Object.fromEntries(Object.entries(STATUS).map(([api, ours]) => [ours, api])) as Record<DictInfractionReport['status'], keyof typeof STATUS>;

/**
 * A report as the DICT's API has it (`ExtendedInfractionReport`), from the product's: the debited
 * participant is the one the end-to-end id names (the payer's), the credited the other side.
 */
export function extendedReportOf(report: DictInfractionReport): Message {
  const debited = report.endToEndId.slice(1, 9);
  const byDebited = report.reporterIspb === debited;
  const extended: ExtendedInfractionReport = {
    Id: report.id, TransactionId: report.endToEndId, InfractionType: INFRACTION_TYPE[report.type], ...(report.details !== '' && { ReportDetails: report.details }),
    ReportedBy: byDebited ? 'DEBITED_PARTICIPANT' : 'CREDITED_PARTICIPANT', DebitedParticipant: debited, CreditedParticipant: byDebited ? report.reportedIspb : report.reporterIspb,
    Status: API_STATUS[report.status], ...(report.analysisResult && { AnalysisResult: report.analysisResult }), ...(report.analysisDetails && { AnalysisDetails: report.analysisDetails }),
    CreationTime: report.createdAt.toISOString(), LastModified: report.modifiedAt.toISOString(),
  };
  return extended as unknown as Message;
}

/**
 * Infraction reports through the DICT's API, we at one side: `createInfractionReport`, the moves
 * of each side and the listing of what changed. A DICT simulator is told our trades too
 * (`simulation`), as the SPI tells the real DICT.
 */
export class ApiInfractionReports implements InfractionReports {
  constructor(private readonly dict: DictTransport, private readonly ourIspb: string, readonly simulation?: DictSimulation) {}

  private async move(operation: 'acknowledgeInfractionReport' | 'closeInfractionReport' | 'cancelInfractionReport', id: string, fields: Message = {}): Promise<DictInfractionReport> {
    const answer = await askDictApi(this.dict, operation, { params: { InfractionReportId: id }, body: { InfractionReportId: id, Participant: this.ourIspb, ...fields } });
    return reportOf(answer.InfractionReport as Message);
  }

  /**
   * Reports a settled Pix of ours; the DICT finds its sides (the debited and the credited) in the
   * SPI. The document's creation has no request id: a creation asked again after its answer was
   * lost is refused as a second report on the transaction, and answered with the report we made
   * there, when one in progress is the same (same type and details).
   */
  async create(input: NewInfractionReport): Promise<DictInfractionReport> {
    const asked = { TransactionId: input.endToEndId, InfractionType: INFRACTION_TYPE[input.type], ...(input.details !== '' && { ReportDetails: input.details }) };
    try {
      const answer = await this.dict.call('createInfractionReport', { body: { Participant: this.ourIspb, InfractionReport: asked } });
      return reportOf(answer.InfractionReport as Message, input.situationType);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const ours = error.type === 'InfractionReportAlreadyBeingProcessedForTransaction' ? await this.inProgressOf(input) : undefined;
      if (ours) return { ...ours, situationType: input.situationType };
      throw new DictRefusal(error.message);
    }
  }

  /** Our report in progress on the input's transaction, if it is the one the input asks for. */
  private async inProgressOf(input: NewInfractionReport): Promise<DictInfractionReport | undefined> {
    const inProgress = [...await this.listing({ Status: 'OPEN' }), ...await this.listing({ Status: 'ACKNOWLEDGED' })];
    return inProgress.find((report) => report.endToEndId === input.endToEndId && report.reporterIspb === this.ourIspb
      && report.type === input.type && report.details === input.details);
  }

  acknowledge(id: string) {
    return this.move('acknowledgeInfractionReport', id);
  }

  close(id: string, analysis: { result: 'AGREED' | 'DISAGREED'; details: string }) {
    return this.move('closeInfractionReport', id, { AnalysisResult: analysis.result, ...(analysis.details !== '' && { AnalysisDetails: analysis.details }) });
  }

  cancel(id: string) {
    return this.move('cancelInfractionReport', id);
  }

  /** Every report we are a side of that changed after `since`, debited or credited, oldest change first. */
  listModifiedSince(since: Date): Promise<DictInfractionReport[]> {
    return this.listing({ ModifiedAfter: since.toISOString() });
  }

  /** The reports of a listing's filters, where we are debited and where we are credited: a listing by role each (the document's larger bucket). */
  private async listing(filters: Record<string, string>): Promise<DictInfractionReport[]> {
    const listed: DictInfractionReport[] = [];
    for (const role of ['IsDebited', 'IsCredited']) {
      listed.push(...await everyPage(this.dict, {
        operationId: 'listInfractionReport', query: { ...filters, Participant: this.ourIspb, [role]: 'true', IncludeDetails: 'true' }, list: 'InfractionReports', read: (report) => reportOf(report),
      }));
    }
    return latestOf(listed);
  }
}
