import { amountElement, centavosOf } from '../amounts.js';
import { child, children, maybeText, text, type Element } from '../xml.js';
import { agent, ispbOf } from './agents.js';

// pacs.008 (FIToFICstmrCdtTrf): a Pix, from the payer's institution to the SPI and from the SPI
// to the payee's. One message carries one or more Pix.

/** How the payer started the Pix (`LclInstrm`): typed by hand, from a key, a static or dynamic QR code, by an initiator, Pix Automático. */
export type Initiation = 'MANU' | 'DICT' | 'QRES' | 'QRDN' | 'INIC' | 'APDN' | 'APES' | 'AUTO';
/** The kind of an account (`Tp/Cd`): current, savings, payment, salary, other. */
export type AccountType = 'CACC' | 'SVGS' | 'TRAN' | 'SLRY' | 'OTHR';
/** What the Pix is for (`Purp/Cd`): a purchase or transfer, a withdrawal or change, a refund... */
export type Purpose = 'IPAY' | 'GSCB' | 'IPRT' | 'OTHR' | 'REFU';
/** The service level (`SvcLvl/Prtry`): now, scheduled, or held by the payer's institution for fraud analysis. */
export type ServiceLevel = 'PAGPRI' | 'PAGAGD' | 'PAGFRD';

/** An account at an institution: its ISPB, branch (up to 4 digits, none for a payment account), number and kind. */
export interface PixAccount {
  ispb: string;
  branch?: string;
  number: string;
  type: AccountType;
  /** The holder's CPF or CNPJ, digits only. */
  document: string;
}

export interface Pix {
  endToEndId: string;
  /** In centavos. */
  amount: number;
  /** When the payer's institution accepted the order: the SPI's clock for the time-out runs from here. */
  acceptedAt: Date;
  initiation: Initiation;
  payer: PixAccount & { name: string };
  /** The payee's account, and the key it was addressed by, if one. */
  payee: PixAccount & { key?: string };
  purpose: Purpose;
  /** The payee's reference of a QR code's charge (`TxId`). */
  txid?: string;
  /** The payer's free text to the payee. */
  description?: string;
}

export interface PixMessage {
  kind: 'pacs.008';
  /** Its Pix's priority and service level, the same for all. */
  priority: 'HIGH' | 'NORM';
  serviceLevel: ServiceLevel;
  transactions: Pix[];
}

const account = ({ branch, number, type }: PixAccount) => ({ Id: { Othr: { Id: number, ...(branch === undefined ? {} : { Issr: branch }) } }, Tp: { Cd: type } });
const person = (document: string) => ({ PrvtId: { Othr: { Id: document } } });

function writePix(pix: Pix): Element {
  return {
    PmtId: { EndToEndId: pix.endToEndId, ...(pix.txid === undefined ? {} : { TxId: pix.txid }) },
    IntrBkSttlmAmt: amountElement(pix.amount),
    AccptncDtTm: pix.acceptedAt.toISOString(),
    ChrgBr: 'SLEV',
    MndtRltdInf: { Tp: { LclInstrm: { Prtry: pix.initiation } } },
    Dbtr: { Nm: pix.payer.name, Id: person(pix.payer.document) },
    DbtrAcct: account(pix.payer),
    DbtrAgt: agent(pix.payer.ispb),
    CdtrAgt: agent(pix.payee.ispb),
    Cdtr: { Id: person(pix.payee.document) },
    CdtrAcct: { ...account(pix.payee), ...(pix.payee.key === undefined ? {} : { Prxy: { Id: pix.payee.key } }) },
    Purp: { Cd: pix.purpose },
    ...(pix.description === undefined ? {} : { RmtInf: { Ustrd: pix.description } }),
  };
}

/** The document of a pacs.008 carrying `message`'s Pix, its group header under `messageId`. */
export function writePixMessage(message: PixMessage, messageId: string, createdAt: Date): Element {
  return {
    FIToFICstmrCdtTrf: {
      GrpHdr: { MsgId: messageId, CreDtTm: createdAt.toISOString(), NbOfTxs: String(message.transactions.length), SttlmInf: { SttlmMtd: 'CLRG' }, PmtTpInf: { InstrPrty: message.priority, SvcLvl: { Prtry: message.serviceLevel } } },
      CdtTrfTxInf: message.transactions.map(writePix),
    },
  };
}

function readAccount(transaction: Element, accountName: string, partyName: string, agentName: string): PixAccount {
  const held = child(transaction, accountName);
  const branch = maybeText(held, 'Id', 'Othr', 'Issr');
  return {
    ispb: ispbOf(transaction, agentName),
    ...(branch === undefined ? {} : { branch }),
    number: text(held, 'Id', 'Othr', 'Id'),
    type: text(held, 'Tp', 'Cd') as AccountType,
    document: text(transaction, partyName, 'Id', 'PrvtId', 'Othr', 'Id'),
  };
}

/** The Pix of a pacs.008's document. */
export function readPixMessage(document: Element): PixMessage {
  const transfer = child(document, 'FIToFICstmrCdtTrf');
  const header = child(transfer, 'GrpHdr');
  return {
    kind: 'pacs.008',
    priority: text(header, 'PmtTpInf', 'InstrPrty') as 'HIGH' | 'NORM',
    serviceLevel: text(header, 'PmtTpInf', 'SvcLvl', 'Prtry') as ServiceLevel,
    transactions: children(transfer, 'CdtTrfTxInf').map((transaction) => {
      const txid = maybeText(transaction, 'PmtId', 'TxId');
      const key = maybeText(transaction, 'CdtrAcct', 'Prxy', 'Id');
      const description = maybeText(transaction, 'RmtInf', 'Ustrd');
      return {
        endToEndId: text(transaction, 'PmtId', 'EndToEndId'),
        amount: centavosOf(text(transaction, 'IntrBkSttlmAmt')),
        acceptedAt: new Date(text(transaction, 'AccptncDtTm')),
        initiation: text(transaction, 'MndtRltdInf', 'Tp', 'LclInstrm', 'Prtry') as Initiation,
        payer: { ...readAccount(transaction, 'DbtrAcct', 'Dbtr', 'DbtrAgt'), name: text(transaction, 'Dbtr', 'Nm') },
        payee: { ...readAccount(transaction, 'CdtrAcct', 'Cdtr', 'CdtrAgt'), ...(key === undefined ? {} : { key }) },
        purpose: text(transaction, 'Purp', 'Cd') as Purpose,
        ...(txid === undefined ? {} : { txid }),
        ...(description === undefined ? {} : { description }),
      };
    }),
  };
}
