import { CATALOGUE, type CatalogueEntry, type MessageName } from './catalogue.js';
import { ATTRIBUTE, buildXml, child, parseXml, text, UnreadableMessage, type Element } from './xml.js';

// Every message of the catalogue travels in an `Envelope` of its definition's namespace: the
// business application header (`AppHdr`: from and to whom, the message's id and definition, when
// it was made, its signature) and the ISO `Document`.

/** The header of a message: who sends it to whom, its id (`BizMsgIdr`, the group header's `MsgId` too) and when it was made. */
export interface Header {
  from: string;
  to: string;
  messageId: string;
  createdAt: Date;
}

/** A financial institution as the header names it: its ISPB. */
const institution = (ispb: string) => ({ FIId: { FinInstnId: { Othr: { Id: ispb } } } });

/**
 * The unsigned text of a message of `name`: its header, with an empty `Sgntr` for the signing to
 * fill (the schema takes it only signed), and its document.
 */
export function writeEnvelope(name: MessageName, header: Header, document: Element): string {
  const { definition, namespace } = CATALOGUE[name];
  return buildXml({
    Envelope: {
      [`${ATTRIBUTE}xmlns`]: namespace,
      AppHdr: { Fr: institution(header.from), To: institution(header.to), BizMsgIdr: header.messageId, MsgDefIdr: definition, CreDt: header.createdAt.toISOString(), Sgntr: '' },
      Document: document,
    },
  });
}

/** A message's envelope, read: its catalogue entry, header and document. */
export interface ReadEnvelope { entry: CatalogueEntry; header: Header; document: Element }

/** Reads an envelope of the catalogue (a text its schema took, which checked its namespace): what its header says it is, the header and the document. */
export function readEnvelope(xml: string): ReadEnvelope {
  const envelope = child(parseXml(xml), 'Envelope');
  const header = child(envelope, 'AppHdr');
  const definition = text(header, 'MsgDefIdr');
  const entry = Object.values(CATALOGUE).find((known) => known.definition === definition);
  if (!entry) throw new UnreadableMessage(`MsgDefIdr ${definition} is no message of the catalogue`);
  const ispb = (party: string) => text(header, party, 'FIId', 'FinInstnId', 'Othr', 'Id');
  return {
    entry,
    header: { from: ispb('Fr'), to: ispb('To'), messageId: text(header, 'BizMsgIdr'), createdAt: new Date(text(header, 'CreDt')) },
    document: child(envelope, 'Document'),
  };
}
