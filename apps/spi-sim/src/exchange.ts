import { randomUUID } from 'node:crypto';
import type { Journal } from '@wallet/journal';
import type { Signer, Trust } from '@wallet/pki';
import {
  checkMessageSignature, newMessageId, readMessage, schemaProblems, signMessage, SPI_ISPB, UnreadableMessage, writeMessage,
  type Pix, type PixMessage, type PixReturn, type PixStatus, type RejectionReason, type ReportRequest, type ReturnMessage, type SpiMessage, type StatusMessage, type StatusReason,
} from '@wallet/spi-messages';
import type { Forwarded, SpiEvent } from './events.js';
import { consume, noFaults, type Faults } from './faults.js';
import type { Mailbox } from './mailbox.js';
import { returnIdOf, type ReturnAsked } from './doors.js';
import { receiverAnswer } from './played.js';
import type { SettlementBook } from './settlement.js';

export interface ExchangeOptions {
  /** The simulator's signing identity, and whom it trusts to sign what participants send. */
  signer: Signer;
  trust: Trust;
  /** The participants that connect; every other ISPB is played. */
  connected: ReadonlySet<string>;
  /** How long a receiver that connects has to answer a Pix, from the payer's acceptance (the SPI's 40 s). */
  answerMs: number;
  now: () => Date;
}

/** A message id the header carries, read from a text that may be no valid message (for a rejection's reference). */
const messageIdIn = (xml: string) => /<(?:\w+:)?BizMsgIdr>([A-Za-z0-9]{1,35})<\/(?:\w+:)?BizMsgIdr>/.exec(xml)?.[1];

/**
 * The SPI's work on what participants send: each message checked (signature, schema, sender) or
 * refused with an admi.002; a Pix settled between the two settlement accounts once its receiver
 * accepted it (a played one at once, one that connects by its pacs.002 within the time-out), each
 * side told by a pacs.002; a return the same way back; a report of the settlement account asked
 * for (camt.060) answered. What it tells a participant is signed and queued in its mailbox.
 */
export class Exchange {
  private readonly seen = new Map<string, string>();
  private readonly waiting = new Map<string, Forwarded>();
  /** What it is told to do wrong (`faults.ts`). */
  faults: Faults = noFaults();

  constructor(private readonly journal: Journal<SpiEvent>, private readonly settlement: SettlementBook, private readonly mailbox: Mailbox, private readonly options: ExchangeOptions) {
    journal.observe((event) => {
      if (event.type === 'received') this.seen.set(`${event.from}:${event.messageId}`, event.resourceId);
      if (event.type === 'forwarded') this.waiting.set(event.id, event);
      if (event.type === 'concluded') this.waiting.delete(event.id);
    });
  }

  private isConnected(ispb: string) {
    return this.options.connected.has(ispb);
  }

  /** Signs `message` and queues it for `to` (twice when told to repeat deliveries). */
  tell(to: string, message: SpiMessage): void {
    const at = this.options.now();
    const xml = signMessage(writeMessage(message, { from: SPI_ISPB, to, messageId: newMessageId(SPI_ISPB), createdAt: at }), this.options.signer);
    this.mailbox.queue(to, xml, at);
    if (consume(this.faults, 'duplicateNext')) this.mailbox.queue(to, xml, at);
  }

  /** Tells `to` statuses, after the delay it was told to take (a status lost if it is killed meanwhile). */
  private tellStatuses(to: string, statuses: PixStatus[]): void {
    if (statuses.length === 0) return;
    if (this.faults.lateMs === 0) return this.tell(to, { kind: 'pacs.002', statuses });
    setTimeout(() => this.tell(to, { kind: 'pacs.002', statuses }), this.faults.lateMs);
  }

  private reject(to: string, reference: string, reason: RejectionReason, description: string): void {
    this.tell(to, { kind: 'admi.002', reference, reason, at: this.options.now(), description });
  }

  /**
   * Takes a message `caller` posted: answers its resource id at once (the ICOM's 201); what the SPI
   * makes of it reaches the participants' mailboxes. A message id the caller used before is the
   * same message: its first resource id, nothing done again.
   */
  async take(caller: string, xml: string): Promise<string> {
    const resourceId = randomUUID().replace(/-/g, '');
    const reference = messageIdIn(xml) ?? resourceId;
    const signature = checkMessageSignature(xml, this.options.trust);
    if (!signature.ok) return this.refused(caller, resourceId, reference, 'SIGNATURE', signature.detail);
    const problems = await schemaProblems(xml);
    if (problems.length > 0) return this.refused(caller, resourceId, reference, problems[0]!.startsWith('MsgDefIdr') || problems[0]!.includes('namespace') ? 'DEFINITION' : 'SCHEMA', problems.join('; '));
    let read: ReturnType<typeof readMessage>;
    try {
      read = readMessage(xml);
    } catch (error) {
      if (!(error instanceof UnreadableMessage)) throw error;
      return this.refused(caller, resourceId, reference, 'SCHEMA', error.message);
    }
    const { header, message } = read;
    if (header.from !== caller || signature.participant !== caller) return this.refused(caller, resourceId, reference, 'SENDER', `sent from ${header.from}, signed by ${signature.participant}, over the connection of ${caller}`);
    if (header.to !== SPI_ISPB) return this.refused(caller, resourceId, reference, 'SENDER', `sent to ${header.to}, not to the SPI (${SPI_ISPB})`);
    const repeated = this.seen.get(`${caller}:${header.messageId}`);
    if (repeated) return repeated;
    this.journal.append({ type: 'received', from: caller, messageId: header.messageId, resourceId, at: this.options.now().toISOString() });
    this.dispatch(caller, message, header.messageId);
    return resourceId;
  }

  private refused(caller: string, resourceId: string, reference: string, reason: RejectionReason, description: string): string {
    this.reject(caller, reference, reason, description);
    return resourceId;
  }

  private dispatch(caller: string, message: SpiMessage, messageId: string): void {
    switch (message.kind) {
      case 'pacs.008': return this.takePix(caller, message);
      case 'pacs.004': return this.takeReturns(caller, message);
      case 'pacs.002': return this.takeStatuses(caller, message);
      case 'camt.060': return this.report(caller, message, messageId);
      default: return this.reject(caller, 'none', 'DEFINITION', `a participant sends no ${message.kind} to the SPI`);
    }
  }

  /** Each Pix `caller` sent: rejected at once for what the SPI sees, else passed to its receiver. */
  private takePix(caller: string, message: PixMessage): void {
    const statuses: PixStatus[] = [];
    for (const pix of message.transactions) {
      const refusal = this.pixRefusal(caller, pix);
      if (refusal) statuses.push(rejected(pix.endToEndId, pix.endToEndId, refusal));
      else if (this.isConnected(pix.payee.ispb)) this.forward('pacs.008', { id: pix.endToEndId, endToEndId: pix.endToEndId, payer: caller, payee: pix.payee.ispb, amount: pix.amount, acceptedAt: pix.acceptedAt }, { ...message, transactions: [pix] });
      else if (consume(this.faults, 'silentNext')) this.journal.append({ type: 'forwarded', message: 'pacs.008', id: pix.endToEndId, endToEndId: pix.endToEndId, payer: caller, payee: pix.payee.ispb, amount: pix.amount, deadline: new Date(pix.acceptedAt.getTime() + this.options.answerMs).toISOString() });
      else statuses.push(this.settleOrReject('pacs.008', pix.endToEndId, pix.endToEndId, caller, pix.payee.ispb, pix.amount, receiverAnswer(pix.payee.number)));
    }
    this.tellStatuses(caller, statuses);
  }

  private pixRefusal(caller: string, pix: Pix): StatusReason | null {
    if (this.faults.blocked.includes(caller)) return 'DS02';
    if (pix.payer.ispb !== caller) return 'RC09';
    if (pix.payee.ispb === caller || pix.payee.ispb === SPI_ISPB) return 'RC10';
    if (pix.amount <= 0) return 'AM01';
    if (this.settlement.get(pix.endToEndId) || this.waiting.has(pix.endToEndId)) return 'DUPL';
    return null;
  }

  /** Settles what a receiver accepted (`answer` null), unless its payer cannot cover it (AM04); the status for the payer. */
  private settleOrReject(message: 'pacs.008' | 'pacs.004', id: string, endToEndId: string, payer: string, payee: string, amount: number, answer: StatusReason | null): PixStatus {
    const refusal = answer ?? (this.settlement.covers(payer, amount) ? null : 'AM04');
    if (refusal) return rejected(id, endToEndId, refusal);
    const settled = this.settlement.settle({ message, id, endToEndId, payer, payee, amount, at: this.options.now().toISOString() });
    return { originalId: id, originalEndToEndId: endToEndId, status: 'ACSC', settledAt: new Date(settled.at) };
  }

  /** Passes a Pix or return to its receiver, a participant that connects, which has until the time-out to answer. */
  private forward(kind: 'pacs.008' | 'pacs.004', movement: { id: string; endToEndId: string; payer: string; payee: string; amount: number; acceptedAt: Date }, message: PixMessage | ReturnMessage): void {
    const deadline = new Date(movement.acceptedAt.getTime() + this.options.answerMs).toISOString();
    const { acceptedAt: _acceptedAt, ...moved } = movement;
    this.journal.append({ type: 'forwarded', message: kind, ...moved, deadline });
    this.tell(movement.payee, message);
  }

  /** Each return `caller` sent of a Pix it received: settled back to that Pix's payer. */
  private takeReturns(caller: string, message: ReturnMessage): void {
    const statuses: PixStatus[] = [];
    for (const given of message.returns) {
      const refusal = this.returnRefusal(caller, given);
      const original = this.settlement.get(given.originalEndToEndId);
      if (refusal || !original) statuses.push(rejected(given.returnId, given.originalEndToEndId, refusal ?? 'AM09'));
      else if (this.isConnected(original.payer)) this.forward('pacs.004', { id: given.returnId, endToEndId: given.originalEndToEndId, payer: caller, payee: original.payer, amount: given.amount, acceptedAt: this.options.now() }, { kind: 'pacs.004', returns: [given] });
      else statuses.push(this.settleOrReject('pacs.004', given.returnId, given.originalEndToEndId, caller, original.payer, given.amount, null));
    }
    this.tellStatuses(caller, statuses);
  }

  private returnRefusal(caller: string, given: PixReturn): StatusReason | null {
    if (this.faults.blocked.includes(caller)) return 'DS02';
    const original = this.settlement.get(given.originalEndToEndId);
    if (!original || original.message !== 'pacs.008') return 'AM09';
    if (original.payee !== caller) return 'RC09';
    if (this.settlement.get(given.returnId) || this.waiting.has(given.returnId)) return 'DUPL';
    if (given.amount <= 0) return 'AM01';
    return given.amount > this.settlement.returnable(given.originalEndToEndId) ? 'AM09' : null;
  }

  /** A receiver's answers to what the SPI passed it: accepted (ACSP) and settled, or rejected; an answer past the time-out changes nothing. */
  private takeStatuses(caller: string, message: StatusMessage): void {
    for (const status of message.statuses) {
      const waiting = this.waiting.get(status.originalId);
      if (!waiting || waiting.payee !== caller || (status.status !== 'ACSP' && status.status !== 'RJCT')) continue;
      this.journal.append({ type: 'concluded', id: waiting.id });
      const answer = status.status === 'RJCT' ? status.reason?.code ?? 'ED05' : null;
      const told = this.settleOrReject(waiting.message, waiting.id, waiting.endToEndId, waiting.payer, waiting.payee, waiting.amount, answer);
      if (this.isConnected(waiting.payer)) this.tellStatuses(waiting.payer, [told]);
      if (told.status === 'ACSC') this.tell(caller, { kind: 'pacs.002', statuses: [{ ...told, status: 'ACCC' }] });
      else if (answer === null) this.tell(caller, { kind: 'pacs.002', statuses: [told] });
    }
  }

  /** Rejects with AB03, to both sides, what its receiver did not answer by its deadline. */
  expire(): void {
    const now = this.options.now().getTime();
    for (const waiting of [...this.waiting.values()]) {
      if (Date.parse(waiting.deadline) > now) continue;
      this.journal.append({ type: 'concluded', id: waiting.id });
      const status = rejected(waiting.id, waiting.endToEndId, 'AB03');
      for (const side of [waiting.payer, waiting.payee]) if (this.isConnected(side)) this.tellStatuses(side, [status]);
    }
  }

  /**
   * A Pix from a participant the simulator plays (`payer`) to an account at a participant that
   * connects: passed to it as the SPI passes any, to be answered within the time-out.
   */
  payIn(payer: string, pix: Omit<Pix, 'endToEndId' | 'acceptedAt'>, endToEndId: string): void {
    const acceptedAt = this.options.now();
    this.forward('pacs.008', { id: endToEndId, endToEndId, payer, payee: pix.payee.ispb, amount: pix.amount, acceptedAt }, { kind: 'pacs.008', priority: 'HIGH', serviceLevel: 'PAGPRI', transactions: [{ ...pix, endToEndId, acceptedAt }] });
  }

  /**
   * A return, by the participant the simulator plays that received it, of a Pix a participant
   * that connects paid: passed to that payer as the SPI passes any, to be answered within the
   * time-out. Answers its id, or why it cannot be.
   */
  returnFrom(asked: ReturnAsked): { returnId: string } | { problem: string } {
    const original = this.settlement.get(asked.originalEndToEndId);
    if (!original || original.message !== 'pacs.008' || !this.isConnected(original.payer) || this.isConnected(original.payee)) return { problem: 'originalEndToEndId: a settled Pix a participant that connects paid to one the simulator plays' };
    if (asked.amount > this.settlement.returnable(asked.originalEndToEndId)) return { problem: 'amount: more than is left of the Pix' };
    const now = this.options.now();
    const returnId = returnIdOf(original.payee, now);
    const given: PixReturn = { returnId, originalEndToEndId: original.endToEndId, amount: asked.amount, priority: 'HIGH', reason: asked.reason, originalPayerIspb: original.payer, originalPayeeIspb: original.payee };
    this.forward('pacs.004', { id: returnId, endToEndId: original.endToEndId, payer: original.payee, payee: original.payer, amount: asked.amount, acceptedAt: now }, { kind: 'pacs.004', returns: [given] });
    return { returnId };
  }

  /** A participant's settlement account's report: its movements (camt.052) or its balances (camt.053). */
  private report(caller: string, request: ReportRequest, query: string): void {
    const now = this.options.now();
    const from = new Date(`${request.from}T00:00:00.000Z`);
    const lastDay = new Date(`${request.to ?? request.from}T00:00:00.000Z`);
    const to = new Date(Math.min(lastDay.getTime() + 86_400_000 - 1, now.getTime()));
    const { movements, ...figures } = this.settlement.figures(caller, from, to, now);
    const common = { query, reportId: newMessageId(SPI_ISPB), from, to, account: caller, ...figures };
    this.tell(caller, request.requested === 'camt.052' ? { kind: 'camt.052', ...common, movements } : { kind: 'camt.053', ...common });
  }
}

const rejected = (originalId: string, originalEndToEndId: string, code: StatusReason): PixStatus => ({ originalId, originalEndToEndId, status: 'RJCT', reason: { code } });
