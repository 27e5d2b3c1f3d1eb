import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kycChecks, walletUsers } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { findKycCheck } from './queries.js';
import type { Principal } from '../../core/member.js';

/** Approves or rejects a pending check and sets the user's KYC status with it. */
export async function reviewKycCheck(
  db: Database,
  input: { id: number; decision: 'approved' | 'rejected'; reason: string; reviewer: Principal; now: Date },
) {
  const [check] = await db.select().from(kycChecks).where(eq(kycChecks.id, input.id)).for('update');
  if (!check) throw notFound('kyc_check', input.id);
  if (check.status !== 'pending') throw refusalError(409, check.status === 'approved' ? 'kyc.already_approved' : 'kyc.already_rejected', { id: String(input.id) });
  await db
    .update(kycChecks)
    .set({ status: input.decision, reason: input.reason, reviewer_id: input.reviewer.id, reviewer_name: input.reviewer.username, reviewed_at: input.now })
    .where(eq(kycChecks.id, input.id));
  await db.update(walletUsers).set({ kyc_status: input.decision, updated_at: input.now }).where(eq(walletUsers.id, check.user_id));
  return { before: check, after: (await findKycCheck(db, input.id))! };
}
