import { amountElement, amountText, centavosOf } from '../amounts.js';
import { child, children, maybeText, text, type Element } from '../xml.js';
import { agent, ispbOf } from './agents.js';

// camt.052 (BkToCstmrAcctRpt) and camt.053 (BkToCstmrStmt): the SPI's answers to a camt.060 about
// a participant's settlement account. Both give the account's balances and the period's totals;
// the account report (camt.052) adds each movement: a Pix or a return the SPI settled, credited or
// debited.

/** A balance: at the period's opening (`OPBD`), during it (`ITBD`, the latest) or at its close (`CLBD`). */
export interface Balance {
  type: 'OPBD' | 'ITBD' | 'CLBD';
  /** In centavos; below zero when the account is overdrawn (written as a debit). */
  amount: number;
  at: Date;
}

/** A movement of the account: what the SPI settled, credited to it or debited from it. */
export interface Movement {
  /** The SPI's reference of the entry. */
  reference: string;
  /** In centavos. */
  amount: number;
  direction: 'CRDT' | 'DBIT';
  bookedAt: Date;
  /** The message that moved the money: a Pix or a return. */
  message: 'pacs.008' | 'pacs.004';
  /** The Pix's end-to-end id (the returned Pix's, for a return). */
  endToEndId: string;
  /** A return's own id. */
  returnId?: string;
  payerIspb: string;
  payeeIspb: string;
}

/** How many credits and debits the period had, and their sums, in centavos. */
export interface Totals { credits: { count: number; sum: number }; debits: { count: number; sum: number } }

/** What both reports say of the account. */
interface AccountFigures {
  /** The camt.060's message id this answers. */
  query?: string;
  /** The report's own id. */
  reportId: string;
  /** The period it covers. */
  from: Date;
  to: Date;
  /** The settlement account's owner. */
  account: string;
  balances: Balance[];
  totals: Totals;
}

export interface AccountReport extends AccountFigures { kind: 'camt.052'; movements: Movement[] }
export interface Statement extends AccountFigures { kind: 'camt.053' }

const balance = ({ type, amount, at }: Balance) => ({ Tp: { CdOrPrtry: { Cd: type } }, Amt: amountElement(Math.abs(amount)), CdtDbtInd: amount < 0 ? 'DBIT' : 'CRDT', Dt: { DtTm: at.toISOString() } });
const total = ({ count, sum }: { count: number; sum: number }) => ({ NbOfNtries: String(count), Sum: amountText(sum) });

function movement(moved: Movement): Element {
  return {
    NtryRef: moved.reference,
    Amt: amountElement(moved.amount),
    CdtDbtInd: moved.direction,
    Sts: { Cd: 'BOOK' },
    BookgDt: { DtTm: moved.bookedAt.toISOString() },
    BkTxCd: { Prtry: { Cd: moved.message } },
    NtryDtls: { TxDtls: { Refs: { ...(moved.returnId ? { InstrId: moved.returnId } : {}), EndToEndId: moved.endToEndId }, RltdAgts: { DbtrAgt: agent(moved.payerIspb), CdtrAgt: agent(moved.payeeIspb) } } },
  };
}

function figures(report: AccountFigures, messageId: string, createdAt: Date) {
  return {
    GrpHdr: { MsgId: messageId, CreDtTm: createdAt.toISOString(), ...(report.query ? { OrgnlBizQry: { MsgId: report.query } } : {}) },
    body: {
      Id: report.reportId,
      CreDtTm: createdAt.toISOString(),
      FrToDt: { FrDtTm: report.from.toISOString(), ToDtTm: report.to.toISOString() },
      Acct: { Id: { Othr: { Id: report.account } } },
      Bal: report.balances.map(balance),
      TxsSummry: { TtlCdtNtries: total(report.totals.credits), TtlDbtNtries: total(report.totals.debits) },
    },
  };
}

/** The document of a camt.052 carrying `report`. */
export function writeAccountReport(report: AccountReport, messageId: string, createdAt: Date): Element {
  const { GrpHdr, body } = figures(report, messageId, createdAt);
  return { BkToCstmrAcctRpt: { GrpHdr, Rpt: { ...body, Ntry: report.movements.map(movement) } } };
}

/** The document of a camt.053 carrying `statement`. */
export function writeStatement(statement: Statement, messageId: string, createdAt: Date): Element {
  const { GrpHdr, body } = figures(statement, messageId, createdAt);
  return { BkToCstmrStmt: { GrpHdr, Stmt: body } };
}

const readTotal = (node: Element, name: string) => ({ count: Number(text(node, name, 'NbOfNtries')), sum: centavosOf(text(node, name, 'Sum')) });

function readFigures(root: Element, bodyName: string): { figures: AccountFigures; body: Element } {
  const body = child(root, bodyName);
  const query = maybeText(root, 'GrpHdr', 'OrgnlBizQry', 'MsgId');
  const summary = child(body, 'TxsSummry');
  return {
    body,
    figures: {
      ...(query ? { query } : {}),
      reportId: text(body, 'Id'),
      from: new Date(text(body, 'FrToDt', 'FrDtTm')),
      to: new Date(text(body, 'FrToDt', 'ToDtTm')),
      account: text(body, 'Acct', 'Id', 'Othr', 'Id'),
      balances: children(body, 'Bal').map((held) => {
        const amount = centavosOf(text(held, 'Amt'));
        return { type: text(held, 'Tp', 'CdOrPrtry', 'Cd') as Balance['type'], amount: text(held, 'CdtDbtInd') === 'DBIT' ? -amount : amount, at: new Date(text(held, 'Dt', 'DtTm')) };
      }),
      totals: { credits: readTotal(summary, 'TtlCdtNtries'), debits: readTotal(summary, 'TtlDbtNtries') },
    },
  };
}

/** The account report of a camt.052's document. */
export function readAccountReport(document: Element): AccountReport {
  const { figures: read, body } = readFigures(child(document, 'BkToCstmrAcctRpt'), 'Rpt');
  return {
    kind: 'camt.052',
    ...read,
    movements: children(body, 'Ntry').map((entry) => {
      const details = child(child(entry, 'NtryDtls'), 'TxDtls');
      const returnId = maybeText(details, 'Refs', 'InstrId');
      return {
        reference: text(entry, 'NtryRef'),
        amount: centavosOf(text(entry, 'Amt')),
        direction: text(entry, 'CdtDbtInd') as Movement['direction'],
        bookedAt: new Date(text(entry, 'BookgDt', 'DtTm')),
        message: text(entry, 'BkTxCd', 'Prtry', 'Cd') as Movement['message'],
        endToEndId: text(details, 'Refs', 'EndToEndId'),
        ...(returnId ? { returnId } : {}),
        payerIspb: ispbOf(child(details, 'RltdAgts'), 'DbtrAgt'),
        payeeIspb: ispbOf(child(details, 'RltdAgts'), 'CdtrAgt'),
      };
    }),
  };
}

/** The statement of a camt.053's document. */
export function readStatement(document: Element): Statement {
  return { kind: 'camt.053', ...readFigures(child(document, 'BkToCstmrStmt'), 'Stmt').figures };
}
