import { uuidV4From } from '../../uuid-v4.js';
import { after, delay, digest, HOUR, pixIdOf, roll } from '../dice.js';
import { DictRefusal } from './refusal.js';
import type { DictRefundRequest, NewRefundRequest, ReceivedPix, RefundAnalysis, RefundRequests, RefundSimulation } from './refund-requests.js';

const DAY = 24 * HOUR;
/** One settled pay-in in this many is asked back by the payer's institution. */
const REFUNDS_ASKED_ONE_IN = 50;
/** The payer's institution asks up to this long after the payment. */
const MAX_ARRIVAL_HOURS = 48;
/** What the simulated receivers still hold of a Pix younger than EMPTY_AFTER_DAYS: the rest was moved on. */
export const RECEIVER_STILL_HOLDS = 50_000;
/** A Pix older than this has nothing left at the simulated receiver: asked back, it is rejected (NO_BALANCE). */
const EMPTY_AFTER_DAYS = 30;

/** When a Pix was paid, read from its end-to-end id (`E` + ISPB + `yyyyMMddHHmm` in UTC + 11 characters). */
function paidAtOf(endToEndId: string): Date {
  const d = endToEndId.slice(9, 21);
  return new Date(Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8), +d.slice(8, 10), +d.slice(10, 12)));
}

/**
 * The answer the simulated receiver gives a request of ours, at once: it still holds
 * RECEIVER_STILL_HOLDS of a Pix younger than EMPTY_AFTER_DAYS and gives back what it holds (the
 * whole request or part of it, with a Pix return); of an older Pix it holds nothing.
 */
export function simulatedAnswer(request: DictRefundRequest): DictRefundRequest {
  const at = after(request.createdAt, 1);
  const ageDays = (request.createdAt.getTime() - paidAtOf(request.endToEndId).getTime()) / DAY;
  if (ageDays > EMPTY_AFTER_DAYS) {
    return { ...request, status: 'CLOSED', analysisResult: 'REJECTED', rejectionReason: 'NO_BALANCE', analysisDetails: 'The receiving account holds none of this money any more.', modifiedAt: at };
  }
  const refundedAmount = Math.min(request.amount, RECEIVER_STILL_HOLDS);
  return {
    ...request, status: 'CLOSED', analysisResult: refundedAmount === request.amount ? 'TOTALLY_ACCEPTED' : 'PARTIALLY_ACCEPTED',
    analysisDetails: refundedAmount === request.amount ? 'Fraud confirmed; the money was blocked and is returned.' : 'Fraud confirmed; part of the money had been moved on, the rest is returned.',
    refundedAmount, returnId: pixIdOf('D', request.contestedIspb, at, `return:${request.id}`), modifiedAt: at,
  };
}

/** The request the payer's institution makes about one of our pay-ins, if it makes one. */
export function requestAbout(pix: ReceivedPix, ourIspb: string): DictRefundRequest | null {
  const e2e = pix.endToEndId;
  if (pix.amount < 1_000 || roll(`refund:${e2e}`, REFUNDS_ASKED_ONE_IN) !== 0) return null;
  const createdAt = after(pix.createdAt, delay(`refund-arrival:${e2e}`, 1, MAX_ARRIVAL_HOURS));
  const fraud = roll(`refund-reason:${e2e}`, 5) !== 0;
  return {
    id: uuidV4From(digest(`refund-id:${e2e}`).toString('hex')), endToEndId: e2e, reason: fraud ? 'FRAUD' : 'OPERATIONAL_FLAW', amount: pix.amount,
    details: fraud ? 'The payer was deceived by a fake investment offer and reported the payment as fraud.' : 'The payer\'s app sent the payment twice; the second one is asked back.',
    requesterIspb: pix.payerIspb, contestedIspb: ourIspb, status: 'OPEN', analysisResult: null, rejectionReason: null, analysisDetails: null,
    refundedAmount: 0, returnId: null, createdAt, modifiedAt: createdAt,
  };
}

/**
 * A DICT for refund requests that keeps the MED's rules and is deterministic: the other
 * participants answer ours at once (simulatedAnswer) and ask back one of our pay-ins in
 * REFUNDS_ASKED_ONE_IN (requestAbout). It is told what the real DICT would know: the requests we
 * hold and our recent pay-ins.
 */
export class SimulatedRefundRequests implements RefundRequests {
  private readonly requests = new Map<string, DictRefundRequest>();
  private readonly payins = new Map<string, ReceivedPix>();
  readonly simulation: RefundSimulation;

  constructor(private readonly ourIspb: string) {
    this.simulation = { lookbackMs: MAX_ARRIVAL_HOURS * HOUR, tell: (knowledge) => this.tell(knowledge) };
  }

  private tell({ requests = [], payins = [] }: { requests?: readonly DictRefundRequest[]; payins?: readonly ReceivedPix[] }): void {
    for (const request of requests) this.remember(request);
    for (const pix of payins) this.payins.set(pix.endToEndId, pix);
  }

  private remember(request: DictRefundRequest): DictRefundRequest {
    const held = this.requests.get(request.id);
    if (!held || held.modifiedAt <= request.modifiedAt) this.requests.set(request.id, request);
    return this.requests.get(request.id)!;
  }

  /**
   * Every request as it is at `now`: ours answered once their time came, theirs arrived once theirs
   * did. The payer's institution does not ask about a Pix that already has a request about it
   * (the DICT holds one request per Pix at a time, and a seeded one counts).
   */
  private everyRequest(now: Date): DictRefundRequest[] {
    const asked = new Set([...this.requests.values()].map((r) => r.endToEndId));
    for (const pix of this.payins.values()) {
      if (pix.createdAt.getTime() < now.getTime() - 2 * this.simulation.lookbackMs) this.payins.delete(pix.endToEndId);
      const arrived = requestAbout(pix, this.ourIspb);
      if (arrived && arrived.createdAt <= now && !asked.has(arrived.endToEndId)) {
        this.requests.set(arrived.id, arrived);
        asked.add(arrived.endToEndId);
      }
    }
    return [...this.requests.values()].map((request) => {
      if (request.status !== 'OPEN' || request.requesterIspb !== this.ourIspb) return request;
      const answered = simulatedAnswer(request);
      return answered.modifiedAt <= now ? this.remember(answered) : request;
    });
  }

  async listModifiedSince(since: Date, now: Date): Promise<DictRefundRequest[]> {
    const changed = this.everyRequest(now).filter((r) => r.modifiedAt > since && r.modifiedAt <= now);
    return changed.sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime());
  }

  async create(input: NewRefundRequest, now: Date): Promise<DictRefundRequest> {
    if (input.requesterIspb !== this.ourIspb) throw new DictRefusal(`This participant asks as ${this.ourIspb}, not ${input.requesterIspb}`);
    const open = this.everyRequest(now).find((r) => r.endToEndId === input.endToEndId && r.requesterIspb === this.ourIspb && r.status === 'OPEN');
    if (open) throw new DictRefusal(`Refund request ${open.id} on ${input.endToEndId} is still open`);
    const id = uuidV4From(digest(`refund-id:${input.requesterIspb}:${input.endToEndId}:${now.toISOString()}`).toString('hex'));
    return this.remember({
      ...input, id, status: 'OPEN', analysisResult: null, rejectionReason: null, analysisDetails: null, refundedAmount: 0, returnId: null, createdAt: now, modifiedAt: now,
    });
  }

  async close(id: string, analysis: RefundAnalysis, now: Date): Promise<DictRefundRequest> {
    const request = this.open(id, now);
    if (request.contestedIspb !== this.ourIspb) throw new DictRefusal(`Refund request ${id} is ours; the contested participant answers it`);
    const answer = analysis.result === 'REJECTED'
      ? { analysisResult: analysis.result, rejectionReason: analysis.rejectionReason, refundedAmount: 0, returnId: null }
      : { analysisResult: analysis.result, rejectionReason: null, refundedAmount: analysis.refundedAmount, returnId: analysis.returnId };
    return this.change(request, { status: 'CLOSED', analysisDetails: analysis.details, ...answer }, now);
  }

  async cancel(id: string, now: Date): Promise<DictRefundRequest> {
    const request = this.open(id, now);
    if (request.requesterIspb !== this.ourIspb) throw new DictRefusal(`Refund request ${id} was made by ${request.requesterIspb}; only the requester cancels it`);
    return this.change(request, { status: 'CANCELLED' }, now);
  }

  private open(id: string, now: Date): DictRefundRequest {
    const request = this.everyRequest(now).find((r) => r.id === id);
    if (!request) throw new DictRefusal(`No refund request ${id} at the DICT`);
    if (request.status !== 'OPEN') throw new DictRefusal(`Refund request ${id} is ${request.status}`);
    return request;
  }

  private change(request: DictRefundRequest, state: Partial<DictRefundRequest>, now: Date): DictRefundRequest {
    const changed = { ...request, ...state, modifiedAt: now };
    this.requests.set(request.id, changed);
    return changed;
  }
}
