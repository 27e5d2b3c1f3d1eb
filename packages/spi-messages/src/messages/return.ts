import { amountElement, centavosOf } from '../amounts.js';
import { child, children, maybeText, text, type Element } from '../xml.js';
import { agent, ispbOf } from './agents.js';

// pacs.004 (PmtRtr): money of a settled Pix sent back by its payee's institution to its payer's
// (a devolução), whole or in part, within 90 days; several returns may follow one Pix up to its
// amount.

/** Why the money goes back: a bank error, fraud, the payee's own refund, a withdrawal or change not served. */
export type ReturnReason = 'BE08' | 'FR01' | 'MD06' | 'SL02';

export interface PixReturn {
  /** The return's own id, shaped like an end-to-end id (`D…`). */
  returnId: string;
  originalEndToEndId: string;
  /** In centavos: what goes back, at most what is left of the Pix. */
  amount: number;
  priority: 'HIGH' | 'NORM';
  reason: ReturnReason;
  /** Words beside the reason. */
  information?: string;
  /** The payee's free text to the payer. */
  description?: string;
  /** The returned Pix's payer's and payee's institutions, as that Pix had them. */
  originalPayerIspb: string;
  originalPayeeIspb: string;
}

export interface ReturnMessage { kind: 'pacs.004'; returns: PixReturn[] }

function writeReturn(given: PixReturn): Element {
  return {
    RtrId: given.returnId,
    OrgnlEndToEndId: given.originalEndToEndId,
    RtrdIntrBkSttlmAmt: amountElement(given.amount),
    SttlmPrty: given.priority,
    ChrgBr: 'SLEV',
    RtrRsnInf: { Rsn: { Cd: given.reason }, ...(given.information ? { AddtlInf: given.information } : {}) },
    OrgnlTxRef: { ...(given.description ? { RmtInf: { Ustrd: given.description } } : {}), DbtrAgt: agent(given.originalPayerIspb), CdtrAgt: agent(given.originalPayeeIspb) },
  };
}

/** The document of a pacs.004 carrying `message`'s returns. */
export function writeReturnMessage(message: ReturnMessage, messageId: string, createdAt: Date): Element {
  return {
    PmtRtr: {
      GrpHdr: { MsgId: messageId, CreDtTm: createdAt.toISOString(), NbOfTxs: String(message.returns.length), SttlmInf: { SttlmMtd: 'CLRG' } },
      TxInf: message.returns.map(writeReturn),
    },
  };
}

/** The returns of a pacs.004's document. */
export function readReturnMessage(document: Element): ReturnMessage {
  return {
    kind: 'pacs.004',
    returns: children(child(document, 'PmtRtr'), 'TxInf').map((transaction) => {
      const information = maybeText(transaction, 'RtrRsnInf', 'AddtlInf');
      const description = maybeText(transaction, 'OrgnlTxRef', 'RmtInf', 'Ustrd');
      return {
        returnId: text(transaction, 'RtrId'),
        originalEndToEndId: text(transaction, 'OrgnlEndToEndId'),
        amount: centavosOf(text(transaction, 'RtrdIntrBkSttlmAmt')),
        priority: text(transaction, 'SttlmPrty') as 'HIGH' | 'NORM',
        reason: text(transaction, 'RtrRsnInf', 'Rsn', 'Cd') as ReturnReason,
        ...(information ? { information } : {}),
        ...(description ? { description } : {}),
        originalPayerIspb: ispbOf(child(transaction, 'OrgnlTxRef'), 'DbtrAgt'),
        originalPayeeIspb: ispbOf(child(transaction, 'OrgnlTxRef'), 'CdtrAgt'),
      };
    }),
  };
}
