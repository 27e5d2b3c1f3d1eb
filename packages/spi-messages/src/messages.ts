import type { MessageName } from './catalogue.js';
import { readEnvelope, writeEnvelope, type Header } from './envelope.js';
import { readAccountReport, readStatement, writeAccountReport, writeStatement, type AccountReport, type Statement } from './messages/account-report.js';
import { readPixMessage, writePixMessage, type PixMessage } from './messages/pix.js';
import { readRejection, writeRejection, type Rejection } from './messages/rejection.js';
import { readReportRequest, writeReportRequest, type ReportRequest } from './messages/report-request.js';
import { readReturnMessage, writeReturnMessage, type ReturnMessage } from './messages/return.js';
import { readStatusMessage, writeStatusMessage, type StatusMessage } from './messages/status.js';
import type { Element } from './xml.js';

/** A message of the catalogue, by its kind (its ISO name). */
export type SpiMessage = PixMessage | StatusMessage | ReturnMessage | ReportRequest | AccountReport | Statement | Rejection;

/** Each kind's document written and read. */
const CODECS: { [K in MessageName]: { write: (message: Extract<SpiMessage, { kind: K }>, messageId: string, createdAt: Date) => Element; read: (document: Element) => Extract<SpiMessage, { kind: K }> } } = {
  'pacs.008': { write: writePixMessage, read: readPixMessage },
  'pacs.002': { write: writeStatusMessage, read: readStatusMessage },
  'pacs.004': { write: writeReturnMessage, read: readReturnMessage },
  'camt.060': { write: writeReportRequest, read: readReportRequest },
  'camt.052': { write: writeAccountReport, read: readAccountReport },
  'camt.053': { write: writeStatement, read: readStatement },
  'admi.002': { write: writeRejection, read: readRejection },
};

/** The unsigned text of `message` under `header` (sign it before it goes: `signMessage`). */
export function writeMessage(message: SpiMessage, header: Header): string {
  const codec = CODECS[message.kind] as { write: (message: SpiMessage, messageId: string, createdAt: Date) => Element };
  return writeEnvelope(message.kind, header, codec.write(message, header.messageId, header.createdAt));
}

/** A message read: its header and what it says. */
export interface ReadMessage { header: Header; message: SpiMessage }

/**
 * Reads a message of the catalogue from a text its schema took (`schemaProblems` first): its header
 * and its content, typed by its kind. Throws `UnreadableMessage` if it lacks what the reader needs.
 */
export function readMessage(xml: string): ReadMessage {
  const { entry, header, document } = readEnvelope(xml);
  return { header, message: (CODECS[entry.name].read as (document: Element) => SpiMessage)(document) };
}
