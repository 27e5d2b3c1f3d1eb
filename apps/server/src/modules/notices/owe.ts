import type { Database } from '../../db/client.js';
import { customerNotices } from '../../db/schema/index.js';

export type NoticeOwed = Pick<typeof customerNotices.$inferInsert, 'customer_id' | 'subject' | 'end_to_end_id' | 'amount' | 'created_at'>;

/**
 * Owes a customer a notice, in the caller's transaction: it is told when that transaction commits
 * and never when it rolls back (`deliverNotices` hands it to the customer channel).
 */
export async function oweNotice(db: Database, notice: NoticeOwed): Promise<void> {
  await db.insert(customerNotices).values(notice);
}
