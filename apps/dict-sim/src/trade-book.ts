import type { SimulatorEvent } from './group.js';
import type { Journal } from '@wallet/journal';

// The settled Pix the simulator knows of. The real DICT finds a reported transaction's sides in
// the SPI; this simulator knows no SPI, so a participant tells it its settled trades through a door
// of its own (`PUT /simulator/trades`), as the SPI would have settled them. The participants the
// simulator plays report some of them (`played-reporters.ts`).

/** One settled Pix, as told: its end-to-end id, its two sides, its amount in reais, when it settled. */
export interface SettledTrade {
  TransactionId: string;
  DebitedParticipant: string;
  CreditedParticipant: string;
  Amount: number;
  SettlementTime: string;
}

/** A trade as the simulator keeps it: who told it, and when. */
export interface StoredTrade extends SettledTrade {
  toldBy: string;
  toldAt: string;
}

export interface TradesAnswer { status: number; body: Record<string, unknown> }

/** The most trades one body tells. */
const MOST_TRADES = 20_000;
/** The largest body told: about 170 bytes a trade. */
export const TRADES_BODY_BYTES = 8 * 1024 * 1024;
/** A Pix's end-to-end id: `E`, the payer's participant's ISPB, the moment to the minute, 11 letters or digits. */
const END_TO_END_ID = /^E([0-9]{8})[0-9]{12}[a-zA-Z0-9]{11}$/;
const ISPB = /^[0-9]{8}$/;
/** A told settlement may be this far ahead of the simulator's clock (the two clocks differ a little). */
const CLOCK_SKEW_MS = 60_000;

const refused = (status: number, error: string): TradesAnswer => ({ status, body: { error } });

/** What is wrong with one told trade, or null. */
function problemOf(item: unknown, now: Date): string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'is not an object';
  const trade = item as Record<string, unknown>;
  const id = typeof trade.TransactionId === 'string' ? END_TO_END_ID.exec(trade.TransactionId) : null;
  if (!id) return 'TransactionId is not an end-to-end id (E, an ISPB, yyyyMMddHHmm, 11 letters or digits)';
  for (const side of ['DebitedParticipant', 'CreditedParticipant']) {
    if (typeof trade[side] !== 'string' || !ISPB.test(trade[side])) return `${side} is not an ISPB (8 digits)`;
  }
  if (trade.DebitedParticipant === trade.CreditedParticipant) return 'the two sides are one participant: a book transfer, which the SPI never sees';
  if (id[1] !== trade.DebitedParticipant) return 'the end-to-end id names another debited participant than the DebitedParticipant';
  if (typeof trade.Amount !== 'number' || !(trade.Amount > 0) || Math.abs(Math.round(trade.Amount * 100) - trade.Amount * 100) > 1e-6 || trade.Amount > 1e12) {
    return 'Amount is not a sum in reais above zero, to the centavo';
  }
  const settled = typeof trade.SettlementTime === 'string' ? Date.parse(trade.SettlementTime) : Number.NaN;
  if (Number.isNaN(settled)) return 'SettlementTime is not a date-time';
  if (settled > now.getTime() + CLOCK_SKEW_MS) return 'SettlementTime is in the future';
  return null;
}

/** A participant a teller named as the other side of what it told (a trade, a report it holds). */
interface Named { kind: 'participant_named'; participant: string; by: string }

/**
 * The settled trades participants told, by end-to-end id, journaled (`trade_told`) and rebuilt
 * at start. A trade told again changes nothing: what settled, settled once. It knows, too, whom
 * the simulator plays beyond its own participants: the other sides of what tellers told.
 */
export class TradeBook {
  private readonly byId = new Map<string, StoredTrade>();
  private readonly tellers = new Set<string>();
  private readonly named = new Set<string>();
  private readonly observers: ((trade: StoredTrade) => void)[] = [];

  constructor(private readonly journal: Journal<SimulatorEvent>) {
    for (const event of journal.events) {
      if (event.kind === 'trade_told') this.keep((event as SimulatorEvent & { trade: StoredTrade }).trade);
      if (event.kind === 'participant_named') this.keepNamed(event as Named);
    }
  }

  private keep(trade: StoredTrade): void {
    this.byId.set(trade.TransactionId, trade);
    this.keepNamed({ kind: 'participant_named', by: trade.toldBy, participant: trade.toldBy === trade.DebitedParticipant ? trade.CreditedParticipant : trade.DebitedParticipant });
    for (const observer of this.observers) observer(trade);
  }

  private keepNamed({ participant, by }: Named): void {
    this.tellers.add(by);
    this.named.add(participant);
  }

  /** `by` told of something whose other side is `participant` (a report it holds): the simulator plays that side from now on. */
  name(participant: string, by: string): void {
    if (this.named.has(participant) && this.tellers.has(by)) return;
    const named: Named = { kind: 'participant_named', participant, by };
    this.journal.append(named);
    this.keepNamed(named);
  }

  /** Whether the simulator plays `participant` for having been named by a teller: not if it tells the simulator things itself (then it speaks for itself). */
  plays(participant: string): boolean {
    return this.named.has(participant) && !this.tellers.has(participant);
  }

  /** Tells `observer` every trade held, then each one as it is told. */
  observe(observer: (trade: StoredTrade) => void): void {
    for (const trade of this.byId.values()) observer(trade);
    this.observers.push(observer);
  }

  get(transactionId: string): StoredTrade | undefined {
    return this.byId.get(transactionId);
  }

  /** Whether the simulator plays `participant` as a side of a trade it was told. */
  playsIn(trade: SettledTrade, participant: string): boolean {
    return (participant === trade.DebitedParticipant || participant === trade.CreditedParticipant) && this.plays(participant);
  }

  /** Takes the trades `caller` tells, each one it is a side of; a body with anything wrong changes nothing. */
  take(caller: string, body: unknown, now: Date): TradesAnswer {
    const list = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { trades?: unknown }).trades : undefined;
    if (!Array.isArray(list)) return refused(400, 'trades: { "trades": [{ TransactionId, DebitedParticipant, CreditedParticipant, Amount, SettlementTime }…] }');
    if (list.length > MOST_TRADES) return refused(400, `trades: at most ${MOST_TRADES} a body`);
    for (const [index, item] of list.entries()) {
      const problem = problemOf(item, now);
      if (problem) return refused(400, `trades: trade ${index} (${JSON.stringify(item).slice(0, 200)}): ${problem}`);
    }
    const trades = list as SettledTrade[];
    if (!trades.every((trade) => trade.DebitedParticipant === caller || trade.CreditedParticipant === caller)) {
      return refused(403, 'trades: a trade told is one the participant telling is a side of');
    }
    let taken = 0;
    for (const { TransactionId, DebitedParticipant, CreditedParticipant, Amount, SettlementTime } of trades) {
      if (this.byId.has(TransactionId)) continue;
      const trade: StoredTrade = { TransactionId, DebitedParticipant, CreditedParticipant, Amount, SettlementTime, toldBy: caller, toldAt: now.toISOString() };
      this.journal.append({ kind: 'trade_told', trade } as SimulatorEvent);
      this.keep(trade);
      taken += 1;
    }
    return { status: 200, body: { trades: taken } };
  }
}
