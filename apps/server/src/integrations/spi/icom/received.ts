import { and, eq, isNull } from 'drizzle-orm';
import type { Pix, PixMessage, PixReturn, PixStatus, ReturnMessage, StatusReason } from '@wallet/spi-messages';
import type { Database } from '../../../db/client.js';
import { spiOutbox, spiReceived } from '../../../db/schema/index.js';
import type { ReceivingDesk, SpiIncomingReturn, SpiPayin } from '../gateway.js';
import { messageIdFor, type IcomClient } from './client.js';

// What the SPI brings us over the ICOM to answer: a Pix to one of our customers (pacs.008) or
// money of one of our payouts given back (pacs.004). Each is answered as soon as it is read (our
// pacs.002, ACSP or RJCT with the reason, through the outbox) and credited only once the SPI says
// it settled (its ACCC); one it then rejects (its time-out, the sender's funds) is never credited.

/** A Pix of a pacs.008 as the engine takes it. */
const payinOf = (pix: Pix, at: Date): SpiPayin => ({
  endToEndId: pix.endToEndId, amount: pix.amount,
  payer: { name: pix.payer.name, document: pix.payer.document, ispb: pix.payer.ispb, branch: pix.payer.branch ?? '', account: pix.payer.number },
  payee: { ispb: pix.payee.ispb, branch: pix.payee.branch ?? '', account: pix.payee.number },
  ...(pix.txid ? { txid: pix.txid } : {}), ...(pix.description ? { description: pix.description } : {}), at,
});
/** A return of a pacs.004 as the engine takes it. */
const returnOf = (given: PixReturn, at: Date): SpiIncomingReturn => ({ returnId: given.returnId, originalEndToEndId: given.originalEndToEndId, amount: given.amount, reasonCode: given.reason, at });

type Arrival = { kind: 'pacs.008'; id: string; body: SpiPayin } | { kind: 'pacs.004'; id: string; body: SpiIncomingReturn };

const arrivalsOf = (message: PixMessage | ReturnMessage, at: Date): Arrival[] => (message.kind === 'pacs.008'
  ? message.transactions.map((pix) => ({ kind: 'pacs.008' as const, id: pix.endToEndId, body: payinOf(pix, at) }))
  : message.returns.map((given) => ({ kind: 'pacs.004' as const, id: given.returnId, body: returnOf(given, at) })));

/**
 * Answers each Pix or return of a message the SPI brought us, once (a delivery repeated finds its
 * answer written): the desk's check, kept with it, and our pacs.002 queued in the outbox, in one
 * transaction each. One we refuse ends with our answer.
 */
export async function answerArrivals(db: Database, message: PixMessage | ReturnMessage, desk: ReceivingDesk, client: IcomClient, ourIspb: string, now: Date): Promise<void> {
  for (const arrival of arrivalsOf(message, now)) {
    await db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const refusal: StatusReason | null = arrival.kind === 'pacs.008' ? await desk.payinRefusal(inTx, arrival.body) : await desk.returnRefusal(inTx, arrival.body);
      const [kept] = await inTx.insert(spiReceived).values({
        id: arrival.id, kind: arrival.kind, body: { ...arrival.body, at: now.toISOString() }, answer: refusal ? 'RJCT' : 'ACSP', reason: refusal, answered_at: now,
        ...(refusal ? { ended: 'rejected' as const, ended_at: now } : {}),
      }).onConflictDoNothing().returning();
      if (!kept) return;
      const about = `answer:${arrival.id}`;
      const messageId = messageIdFor(ourIspb, about);
      const endToEndId = arrival.kind === 'pacs.008' ? arrival.id : arrival.body.originalEndToEndId;
      const status: PixStatus = { originalId: arrival.id, originalEndToEndId: endToEndId, status: refusal ? 'RJCT' : 'ACSP', ...(refusal ? { reason: { code: refusal } } : {}) };
      await inTx.insert(spiOutbox).values({ message_id: messageId, about, kind: 'pacs.002', xml: client.write({ kind: 'pacs.002', statuses: [status] }, messageId, now), created_at: now }).onConflictDoNothing();
    });
  }
}

/**
 * Ends what the SPI brought us by its status of it: ACCC credits it (the desk's credit, once), a
 * rejection ends it uncredited. Answers false when the status is of nothing it brought us.
 */
export async function endArrival(db: Database, status: PixStatus, desk: ReceivingDesk, now: Date): Promise<boolean> {
  if (status.status !== 'ACCC' && status.status !== 'RJCT') return false;
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Database;
    const [waiting] = await inTx.select().from(spiReceived).where(eq(spiReceived.id, status.originalId)).for('update');
    if (!waiting) return false;
    if (waiting.ended) return true;
    const settled = status.status === 'ACCC' && waiting.answer === 'ACSP';
    if (settled) {
      const at = new Date(waiting.body.at);
      if (waiting.kind === 'pacs.008') await desk.creditPayin(inTx, { ...(waiting.body as Omit<SpiPayin, 'at'>), at });
      else await desk.creditReturn(inTx, { ...(waiting.body as Omit<SpiIncomingReturn, 'at'>), at });
    }
    await inTx.update(spiReceived).set({ ended: settled ? 'settled' : 'rejected', ended_at: now }).where(and(eq(spiReceived.id, status.originalId), isNull(spiReceived.ended)));
    return true;
  });
}
