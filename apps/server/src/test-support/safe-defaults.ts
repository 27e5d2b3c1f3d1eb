import type { Database } from '../db/client.js';
import { approvalPolicies, roles } from '../db/schema/index.js';

/**
 * Every approval policy off and no role asking for a second factor: what a test starts from when
 * what it proves is not four eyes (it then turns on what it tests). An installation starts safer
 * (migration 0057, `modules/approvals/safe-defaults.test.ts`).
 */
export async function withoutSafeDefaults(db: Database): Promise<void> {
  await db.update(approvalPolicies).set({ needs_approval: false, from_amount: null });
  await db.update(roles).set({ totp_required: false });
}
