import { child, children, maybeText, text, type Element } from '../xml.js';

// pacs.002 (FIToFIPmtStsRpt): what became of a Pix or a return. The payee's institution accepts
// (ACSP) or rejects (RJCT) what reached it; the SPI tells both sides it settled (ACSC to the payer's,
// ACCC to the payee's) or rejects it, with its reason.

export type TransactionStatus = 'ACSP' | 'ACSC' | 'ACCC' | 'RJCT';

/** The reason codes the catalogue's pacs.002 takes (ExternalStatusReason1Code). */
export const STATUS_REASONS = [
  'AB03', 'AB09', 'AB11', 'AC03', 'AC06', 'AC07', 'AC14', 'AG03', 'AG12', 'AG13', 'AGNT', 'AM01', 'AM02', 'AM04', 'AM09', 'AM12', 'AM18', 'AM23',
  'BE01', 'BE05', 'BE15', 'BE17', 'CH11', 'CH16', 'CN01', 'DS02', 'DS04', 'DS0G', 'DS27', 'DT02', 'DT05', 'DU03', 'DUPL', 'ED05', 'FF07', 'FF08',
  'FRAD', 'INDT', 'MD01', 'RC09', 'RC10', 'RR04', 'RR06', 'SL02', 'UPAY',
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];

export interface PixStatus {
  /** The id of what the status is of: a Pix's end-to-end id (`E…`) or a return's id (`D…`). */
  originalId: string;
  /** The end-to-end id of the Pix (of the returned Pix, for a return). */
  originalEndToEndId: string;
  status: TransactionStatus;
  /** A rejection's reason, and the words beside it. */
  reason?: { code: StatusReason; information?: string };
  /** When the SPI settled it (ACSC, ACCC). */
  settledAt?: Date;
}

export interface StatusMessage { kind: 'pacs.002'; statuses: PixStatus[] }

function writeStatus(status: PixStatus): Element {
  return {
    OrgnlInstrId: status.originalId,
    OrgnlEndToEndId: status.originalEndToEndId,
    TxSts: status.status,
    ...(status.reason ? { StsRsnInf: { Rsn: { Cd: status.reason.code }, ...(status.reason.information ? { AddtlInf: status.reason.information } : {}) } } : {}),
    ...(status.settledAt ? { FctvIntrBkSttlmDt: { DtTm: status.settledAt.toISOString() }, OrgnlTxRef: { IntrBkSttlmDt: status.settledAt.toISOString().slice(0, 10) } } : {}),
  };
}

/** The document of a pacs.002 carrying `message`'s statuses. */
export function writeStatusMessage(message: StatusMessage, messageId: string, createdAt: Date): Element {
  return { FIToFIPmtStsRpt: { GrpHdr: { MsgId: messageId, CreDtTm: createdAt.toISOString() }, TxInfAndSts: message.statuses.map(writeStatus) } };
}

/** The statuses of a pacs.002's document. */
export function readStatusMessage(document: Element): StatusMessage {
  return {
    kind: 'pacs.002',
    statuses: children(child(document, 'FIToFIPmtStsRpt'), 'TxInfAndSts').map((transaction) => {
      const reason = children(transaction, 'StsRsnInf')[0];
      const code = reason && maybeText(reason, 'Rsn', 'Cd');
      const information = reason && children(reason, 'AddtlInf').map((line) => (typeof line === 'string' ? line : '')).join(' ');
      const settledAt = maybeText(transaction, 'FctvIntrBkSttlmDt', 'DtTm');
      return {
        originalId: text(transaction, 'OrgnlInstrId'),
        originalEndToEndId: text(transaction, 'OrgnlEndToEndId'),
        status: text(transaction, 'TxSts') as TransactionStatus,
        ...(code ? { reason: { code: code as StatusReason, ...(information ? { information } : {}) } } : {}),
        ...(settledAt ? { settledAt: new Date(settledAt) } : {}),
      };
    }),
  };
}
