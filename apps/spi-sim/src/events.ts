// What the SPI simulator journals (packages/journal): its state at a restart is what these events
// left, in their order.

/** A message taken from a participant: its id, so that a repeat of it is the same message. */
interface Received { type: 'received'; from: string; messageId: string; resourceId: string; at: string }
/** A message queued for a participant to read from its streams, signed as it will be read. */
interface Queued { type: 'queued'; to: string; resourceId: string; xml: string; at: string }
/** Messages a participant's stream confirmed it stored: not to be read again. */
interface Acknowledged { type: 'acknowledged'; to: string; resourceIds: string[] }
/** Money between two settlement accounts: of a Pix (its end-to-end id) or of a return (its id). */
interface MoneyMoved {
  message: 'pacs.008' | 'pacs.004';
  id: string;
  endToEndId: string;
  payer: string;
  payee: string;
  amount: number;
}
/** Money the SPI moved, at once, debited from the payer's account and credited to the payee's. */
export interface Settled extends MoneyMoved { type: 'settled'; at: string }
/** A Pix or return passed to its receiver, a participant that connects: waiting for its answer until `deadline`. */
export interface Forwarded extends MoneyMoved { type: 'forwarded'; deadline: string }
/** A forwarded Pix or return answered, or past its deadline: nothing more comes of it. */
interface Concluded { type: 'concluded'; id: string }

export type SpiEvent = Received | Queued | Acknowledged | Settled | Forwarded | Concluded;
