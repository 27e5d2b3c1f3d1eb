import type { ReturnReason, SpiReasonCode } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import type { SpiIncomingReturn, SpiParty, SpiPayin } from './parties.js';

export type { SpiIncomingReturn, SpiParty, SpiPayin } from './parties.js';

/** Why a Pix's money goes back (the central bank's pacs.004 reasons). */
type ReturnReasonCode = (typeof ReturnReason.codes)[number];

/**
 * The central bank's SPI (Sistema de Pagamentos Instantâneos), which settles every Pix between
 * participants. We send it payouts and returns (devoluções, pacs.004); it answers each at once
 * (settled, or rejected with its reason) or later, when the receiving participant is slow: then we
 * ask again until the answer comes or the time-out passes. Pay-ins and returns of our payouts
 * reach us from it as events. Sending is given the engine's transaction (`db`), so that what a
 * gateway keeps of what it sends commits or rolls back with the payout or return itself. Over the
 * ICOM (`icom/gateway.ts`) every answer comes later; the simulator in the process answers at once
 * or later, by the Pix's hash.
 */
export interface SpiGateway {
  sendPayout(order: SpiPayoutOrder, db: Database): Promise<SpiAnswer>;
  sendReturn(order: SpiReturnOrder, db: Database): Promise<SpiAnswer>;
  /** What became of a payout or return sent earlier, by its end-to-end id or return id (asked in the engine's transaction). */
  answerFor(id: string, db: Database): Promise<SpiAnswer>;
  /**
   * The SPI itself answers every Pix and return, with its AB03 once its time-out passes (over the
   * ICOM): the engine then waits for its word and never decides a time-out of its own, which could
   * give back money the SPI settled while our streams could not be read.
   */
  readonly answersEveryPix?: boolean;
  /**
   * Over the ICOM, the messages exchanged (a loop of their own): what waits to go is posted, and
   * what the SPI has for us is read and kept, for `answerFor`, each Pix or return it brings us
   * answered by `desk`. The simulator in the process has none: it answers as it is asked.
   */
  exchange?(db: Database, now: Date, desk: ReceivingDesk): Promise<{ posted: number; read: number }>;
}

/**
 * What the product makes of what the SPI brings it over the ICOM, a Pix to one of our customers
 * or money of one of our payouts given back: checked as soon as it arrives, credited once the SPI
 * settled it (its ACCC), each in the caller's transaction.
 */
export interface ReceivingDesk {
  /** Null to accept a Pix, else the SPI's reason to refuse it: no such account, blocked, closed. */
  payinRefusal(db: Database, payin: SpiPayin): Promise<'AC03' | 'AC06' | 'AC07' | null>;
  /** Credits a Pix the SPI settled; the same Pix twice moves nothing. */
  creditPayin(db: Database, payin: SpiPayin): Promise<void>;
  /** Null to accept a return, else the SPI's reason to refuse it: of no settled payout of ours, above what is left, to a closed account. */
  returnRefusal(db: Database, incoming: SpiIncomingReturn): Promise<'AB09' | 'AM09' | 'AC07' | null>;
  /** Credits a return the SPI settled; the same return twice moves nothing. */
  creditReturn(db: Database, incoming: SpiIncomingReturn): Promise<void>;
}

export interface SpiPayoutOrder {
  endToEndId: string;
  amount: number;
  payer: SpiParty;
  payee: SpiParty;
}

/** Money of a Pix we received, sent back to its payer's institution. */
export interface SpiReturnOrder {
  /** The return's own id (`D…`), shaped like an end-to-end id. */
  returnId: string;
  originalEndToEndId: string;
  amount: number;
  reasonCode: ReturnReasonCode;
}

/**
 * `settled`: the money reached the other institution. `rejected`: it did not, for the SPI's
 * reason (its pacs.002 code). `pending`: no answer yet.
 */
export type SpiAnswer = { outcome: 'settled' } | { outcome: 'rejected'; code: SpiReasonCode } | { outcome: 'pending' };
