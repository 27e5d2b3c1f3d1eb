import { eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SpiReason, type SpiReasonCode } from '@wallet/contracts';
import type { Database } from '../../../db/client.js';
import { spiOutbox, spiStatuses } from '../../../db/schema/index.js';
import type { ReceivingDesk, SpiAnswer, SpiGateway, SpiPayoutOrder, SpiReturnOrder } from '../gateway.js';
import { answerArrivals, endArrival } from './received.js';
import { messageIdFor, type IcomClient, type Received } from './client.js';
import { pixMessageOf, returnMessageOf } from './orders.js';

const PENDING: SpiAnswer = { outcome: 'pending' };
/** The most messages posted at once (the ICOM takes ten a post). */
const POST_BATCH = 10;
/** Why a message the SPI refused whole (its admi.002) failed, in the product's words. */
const REFUSED_WHOLE: SpiReasonCode = 'ED05';

const reasonOf = (code: string | undefined): SpiReasonCode => (SpiReason.codes as readonly string[]).includes(code ?? '') ? code as SpiReasonCode : REFUSED_WHOLE;

/**
 * The SPI over its ICOM (`SPI_URL`), behind the engine's `SpiGateway`. Sending writes the payout's
 * pacs.008 (or the return's pacs.004) to the outbox in the engine's transaction and answers
 * pending: the message exists exactly when the payout or return committed in flight. `exchange`
 * then posts what waits and reads our streams, keeping each status the SPI tells; the engine's
 * in-flight round asks `answerFor` and ends the payout or return by it. A message is posted under a message id made from its Pix's or return's
 * id, so a repeat is the SPI's repeat and never a second Pix.
 */
export class IcomSpi implements SpiGateway {
  /** The SPI answers every Pix, its AB03 at its time-out: the engine waits for its word. */
  readonly answersEveryPix = true;

  constructor(private readonly client: IcomClient, private readonly ourIspb: string, private readonly log?: FastifyBaseLogger) {}

  private async write(db: Database, kind: 'pacs.008' | 'pacs.004', about: string, xml: (messageId: string) => string, at: Date): Promise<SpiAnswer> {
    const messageId = messageIdFor(this.ourIspb, about);
    await db.insert(spiOutbox).values({ message_id: messageId, about, kind, xml: xml(messageId), created_at: at }).onConflictDoNothing();
    return PENDING;
  }

  sendPayout(order: SpiPayoutOrder, db: Database): Promise<SpiAnswer> {
    const at = new Date();
    return this.write(db, 'pacs.008', order.endToEndId, (messageId) => this.client.write(pixMessageOf(order, at), messageId, at), at);
  }

  sendReturn(order: SpiReturnOrder, db: Database): Promise<SpiAnswer> {
    const at = new Date();
    return this.write(db, 'pacs.004', order.returnId, (messageId) => this.client.write(returnMessageOf(order, this.ourIspb), messageId, at), at);
  }

  async answerFor(id: string, db: Database): Promise<SpiAnswer> {
    const [status] = await db.select().from(spiStatuses).where(eq(spiStatuses.original_id, id));
    if (!status) return PENDING;
    return status.status === 'settled' ? { outcome: 'settled' } : { outcome: 'rejected', code: reasonOf(status.reason ?? undefined) };
  }

  /** Posts the messages waiting in the outbox, oldest first, ten a post. */
  private async post(db: Database, now: Date): Promise<number> {
    let posted = 0;
    for (;;) {
      const waiting = await db.select().from(spiOutbox).where(isNull(spiOutbox.posted_at)).orderBy(spiOutbox.created_at).limit(POST_BATCH);
      if (waiting.length === 0) return posted;
      const resourceIds = await this.client.post(waiting.map((message) => message.xml));
      for (const [index, message] of waiting.entries()) {
        await db.update(spiOutbox).set({ posted_at: now, resource_id: resourceIds[index] ?? null }).where(eq(spiOutbox.message_id, message.message_id));
      }
      posted += waiting.length;
    }
  }

  /**
   * Keeps what one message read from our streams says: the first status of each Pix or return we
   * sent, our answer to each Pix or return it brings us, and the end of each of those.
   */
  private async take(db: Database, received: Received, now: Date, desk: ReceivingDesk): Promise<void> {
    if ('refused' in received) {
      this.log?.warn({ resourceId: received.resourceId, why: received.refused }, 'a message on the SPI stream was not believed');
      return;
    }
    const { header, message } = received;
    const keep = (originalId: string, status: 'settled' | 'rejected', reason: string | null) =>
      db.insert(spiStatuses).values({ original_id: originalId, status, reason, message_id: header.messageId, received_at: now }).onConflictDoNothing();
    if (message.kind === 'pacs.008' || message.kind === 'pacs.004') {
      await answerArrivals(db, message, desk, this.client, this.ourIspb, now);
    } else if (message.kind === 'pacs.002') {
      for (const status of message.statuses) {
        if (await endArrival(db, status, desk, now)) continue;
        if (status.status === 'ACSC') await keep(status.originalId, 'settled', null);
        else if (status.status === 'RJCT' && status.reason?.code !== 'DUPL') await keep(status.originalId, 'rejected', status.reason?.code ?? REFUSED_WHOLE);
      }
    } else if (message.kind === 'admi.002') {
      const [refused] = await db.select({ about: spiOutbox.about }).from(spiOutbox).where(eq(spiOutbox.message_id, message.reference));
      if (refused) await keep(refused.about, 'rejected', REFUSED_WHOLE);
      this.log?.warn({ reference: message.reference, reason: message.reason, description: message.description }, 'the SPI refused a message of ours');
    } else {
      this.log?.warn({ kind: message.kind, messageId: header.messageId }, 'a message on the SPI stream the product does not take over the ICOM yet');
    }
  }

  /** Posts what waits, reads our streams, then posts the answers they called for; answers how many messages went each way. */
  async exchange(db: Database, now: Date, desk: ReceivingDesk): Promise<{ posted: number; read: number }> {
    const before = await this.post(db, now);
    const read = await this.client.drain((received) => this.take(db, received, now, desk));
    return { posted: before + (read > 0 ? await this.post(db, now) : 0), read };
  }
}
