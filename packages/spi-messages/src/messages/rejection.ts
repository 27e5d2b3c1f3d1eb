import { child, maybeText, text, type Element } from '../xml.js';

// admi.002 (a message rejection): the SPI refuses a message it could not take. Nothing of it was
// done; the sender is told which message and why, on its read stream.

/**
 * Why: no message of the catalogue (`DEFINITION`), not valid by its schema (`SCHEMA`), its
 * signature missing, broken or of an untrusted or expired certificate (`SIGNATURE`), its sender not
 * the certificate's participant (`SENDER`), a message id already taken (`DUPLICATE`).
 */
export type RejectionReason = 'DEFINITION' | 'SCHEMA' | 'SIGNATURE' | 'SENDER' | 'DUPLICATE';

export interface Rejection {
  kind: 'admi.002';
  /** The refused message's id (its `BizMsgIdr`), or its resource id when it had none readable. */
  reference: string;
  reason: RejectionReason;
  at: Date;
  /** Where in the message, and what, in words. */
  location?: string;
  description?: string;
}

/** Words cut to the schema's 350 characters. */
const words = (said: string) => (said.length > 350 ? `${said.slice(0, 349)}…` : said);

/** The document of an admi.002 carrying `rejection`. */
export function writeRejection(rejection: Rejection): Element {
  return {
    'admi.002.001.01': {
      RltdRef: { Ref: rejection.reference },
      Rsn: {
        RjctgPtyRsn: rejection.reason,
        RjctnDtTm: rejection.at.toISOString(),
        ...(rejection.location ? { ErrLctn: words(rejection.location) } : {}),
        ...(rejection.description ? { RsnDesc: words(rejection.description) } : {}),
      },
    },
  };
}

/** The rejection of an admi.002's document. */
export function readRejection(document: Element): Rejection {
  const rejected = child(document, 'admi.002.001.01');
  const location = maybeText(rejected, 'Rsn', 'ErrLctn');
  const description = maybeText(rejected, 'Rsn', 'RsnDesc');
  return {
    kind: 'admi.002',
    reference: text(rejected, 'RltdRef', 'Ref'),
    reason: text(rejected, 'Rsn', 'RjctgPtyRsn') as RejectionReason,
    at: new Date(text(rejected, 'Rsn', 'RjctnDtTm')),
    ...(location ? { location } : {}),
    ...(description ? { description } : {}),
  };
}
