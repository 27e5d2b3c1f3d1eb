import { child, maybeText, text, type Element } from '../xml.js';
import { agent, ispbOf } from './agents.js';

// camt.060 (AcctRptgReq): a participant asks the SPI for a report of its settlement account (its
// "conta PI"): the movements of a period (answered by a camt.052) or its balances (a camt.053).

/** The report asked: the movements (camt.052) or the balances (camt.053). */
export type RequestedReport = 'camt.052' | 'camt.053';
const REQUESTED_DEFINITION: Record<RequestedReport, string> = { 'camt.052': 'camt.052.001.08', 'camt.053': 'camt.053.001.08' };

export interface ReportRequest {
  kind: 'camt.060';
  requested: RequestedReport;
  /** The settlement account's owner: the asking participant. */
  owner: string;
  /** The first day of the period (`YYYY-MM-DD`, UTC), and its last (the same unless told). */
  from: string;
  to?: string;
}

/** The document of a camt.060 asking for `request`'s report. */
export function writeReportRequest(request: ReportRequest, messageId: string, createdAt: Date): Element {
  return {
    AcctRptgReq: {
      GrpHdr: { MsgId: messageId, CreDtTm: createdAt.toISOString() },
      RptgReq: {
        ReqdMsgNmId: REQUESTED_DEFINITION[request.requested],
        AcctOwnr: { Agt: agent(request.owner) },
        RptgPrd: { FrToDt: { FrDt: request.from, ...(request.to ? { ToDt: request.to } : {}) }, FrToTm: { FrTm: '00:00:00' }, Tp: 'ALLL' },
      },
    },
  };
}

/** The report request of a camt.060's document. */
export function readReportRequest(document: Element): ReportRequest {
  const request = child(child(document, 'AcctRptgReq'), 'RptgReq');
  const to = maybeText(request, 'RptgPrd', 'FrToDt', 'ToDt');
  return {
    kind: 'camt.060',
    requested: text(request, 'ReqdMsgNmId').startsWith('camt.052') ? 'camt.052' : 'camt.053',
    owner: ispbOf(child(request, 'AcctOwnr'), 'Agt'),
    from: text(request, 'RptgPrd', 'FrToDt', 'FrDt'),
    ...(to ? { to } : {}),
  };
}
