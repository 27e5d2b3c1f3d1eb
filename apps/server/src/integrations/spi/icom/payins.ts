import { and, eq, isNull } from 'drizzle-orm';
import type { Pix, PixMessage, PixStatus } from '@wallet/spi-messages';
import type { Database } from '../../../db/client.js';
import { spiOutbox, spiPayins } from '../../../db/schema/index.js';
import type { PayinDesk, SpiPayin } from '../gateway.js';
import { messageIdFor, type IcomClient } from './client.js';

// The Pix the SPI brings our customers over the ICOM: each answered as soon as it is read (our
// pacs.002, ACSP or RJCT with the reason, through the outbox), and credited only once the SPI says
// it settled (its ACCC); one it then rejects (its time-out, the payer's funds) is never credited.

/** A Pix of a pacs.008 as the engine takes it. */
const payinOf = (pix: Pix, at: Date): SpiPayin => ({
  endToEndId: pix.endToEndId, amount: pix.amount,
  payer: { name: pix.payer.name, document: pix.payer.document, ispb: pix.payer.ispb, branch: pix.payer.branch ?? '', account: pix.payer.number },
  payee: { ispb: pix.payee.ispb, branch: pix.payee.branch ?? '', account: pix.payee.number },
  ...(pix.txid ? { txid: pix.txid } : {}), ...(pix.description ? { description: pix.description } : {}), at,
});

/**
 * Answers each Pix of a pacs.008 the SPI brought us, once (a delivery repeated finds its answer
 * written): the desk's check, kept with the Pix, and our pacs.002 queued in the outbox, in one
 * transaction per Pix.
 */
export async function answerPayins(db: Database, message: PixMessage, desk: PayinDesk, client: IcomClient, ourIspb: string, now: Date): Promise<void> {
  for (const pix of message.transactions) {
    await db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const payin = payinOf(pix, now);
      const refusal = await desk.refusal(inTx, payin);
      const [kept] = await inTx.insert(spiPayins).values({
        end_to_end_id: pix.endToEndId, payin: { ...payin, at: now.toISOString() }, answer: refusal ? 'RJCT' : 'ACSP', reason: refusal, answered_at: now,
        // One we refuse ends with our answer: nothing of it is ever credited.
        ...(refusal ? { ended: 'rejected' as const, ended_at: now } : {}),
      }).onConflictDoNothing().returning();
      if (!kept) return;
      const about = `answer:${pix.endToEndId}`;
      const messageId = messageIdFor(ourIspb, about);
      const status: PixStatus = { originalId: pix.endToEndId, originalEndToEndId: pix.endToEndId, status: refusal ? 'RJCT' : 'ACSP', ...(refusal ? { reason: { code: refusal } } : {}) };
      await inTx.insert(spiOutbox).values({ message_id: messageId, about, kind: 'pacs.002', xml: client.write({ kind: 'pacs.002', statuses: [status] }, messageId, now), created_at: now }).onConflictDoNothing();
    });
  }
}

/**
 * Ends a pay-in of ours by the SPI's status of it: ACCC credits it (the desk's credit, once), a
 * rejection ends it uncredited. Answers false when the status is of no pay-in of ours.
 */
export async function endPayin(db: Database, status: PixStatus, desk: PayinDesk, now: Date): Promise<boolean> {
  if (status.status !== 'ACCC' && status.status !== 'RJCT') return false;
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Database;
    const [waiting] = await inTx.select().from(spiPayins).where(eq(spiPayins.end_to_end_id, status.originalId)).for('update');
    if (!waiting) return false;
    if (waiting.ended) return true;
    const settled = status.status === 'ACCC' && waiting.answer === 'ACSP';
    if (settled) await desk.credit(inTx, { ...waiting.payin, at: new Date(waiting.payin.at) });
    await inTx.update(spiPayins).set({ ended: settled ? 'settled' : 'rejected', ended_at: now }).where(and(eq(spiPayins.end_to_end_id, status.originalId), isNull(spiPayins.ended)));
    return true;
  });
}
