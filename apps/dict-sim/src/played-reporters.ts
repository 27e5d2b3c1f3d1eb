import { dice } from './played-donors.js';
import type { StoredTrade } from './trade-book.js';

// The infraction reports the participants the simulator plays make about the trades they were a
// side of, decided by the trade's end-to-end id, so that the same trade is always reported the
// same way: about one in forty, an hour to three days after it settled.

const HOUR_MS = 3_600_000;
/** One told trade in this many is reported by the side the simulator plays. */
export const REPORTED_ONE_IN = 40;

/** What the payer's or the receiver's institution says of a trade it reports, by its type. */
const DETAILS = [
  { type: 'FRAUD', details: 'Cliente relata golpe: vendedor falso em rede social recebeu o pagamento e não entregou o produto.' },
  { type: 'FRAUD', details: 'Conta do cliente invadida após troca de chip; o cliente não reconhece o pagamento.' },
  { type: 'FRAUD', details: 'Pagamento feito de um aparelho novo que o cliente não reconhece.' },
  { type: 'REFUND_REQUEST', details: 'Cliente pede a devolução de um pagamento que diz não ter feito.' },
] as const;

/** A report the played side of a told trade makes about it, and when it may make it; none for most trades. */
export function reportOnTrade(trade: StoredTrade, reporter: string): { at: Date; report: { TransactionId: string; InfractionType: string; ReportDetails: string } } | null {
  const id = trade.TransactionId;
  if (dice(`reported:${id}`, 0, REPORTED_ONE_IN - 1) !== 0) return null;
  const said = DETAILS[dice(`report-details:${id}`, 0, DETAILS.length - 1)]!;
  // A trade told late (after it settled) is reported no earlier than when the simulator heard of it.
  const due = Date.parse(trade.SettlementTime) + dice(`reported-at:${id}:${reporter}`, 1, 72) * HOUR_MS;
  return { at: new Date(Math.max(due, Date.parse(trade.toldAt))), report: { TransactionId: id, InfractionType: said.type, ReportDetails: said.details } };
}
