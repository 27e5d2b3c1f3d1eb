import { asc, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerNotices } from '../../db/schema/index.js';
import type { CustomerChannel } from '../../integrations/customer/channel.js';
import { noticeText } from './wording.js';

/** Notices handed to the channel in one transaction. */
const BATCH = 50;

/**
 * Hands the notices owed to customers to the customer channel, oldest first, a batch per
 * transaction taken with SKIP LOCKED (several processes share the work), each stamped delivered
 * once the channel took it. A channel that fails leaves the rest of its batch for the next run:
 * a notice may be told twice after a crash, never lost. Answers how many were delivered.
 */
export async function deliverNotices(db: Database, channel: CustomerChannel, now: Date): Promise<number> {
  let delivered = 0;
  for (;;) {
    const told = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const owed = await tx.select().from(customerNotices).where(isNull(customerNotices.delivered_at))
        .orderBy(asc(customerNotices.id)).limit(BATCH).for('update', { skipLocked: true });
      const done: number[] = [];
      for (const notice of owed) {
        const taken = await channel.notify({ customerId: notice.customer_id, subject: notice.subject, text: noticeText(notice) }).then(() => true, () => false);
        if (!taken) break;
        done.push(notice.id);
      }
      if (done.length) await tx.update(customerNotices).set({ delivered_at: now }).where(inArray(customerNotices.id, done));
      return { count: done.length, full: done.length === BATCH };
    });
    delivered += told.count;
    if (!told.full) return delivered;
  }
}
