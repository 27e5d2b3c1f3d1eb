import type { approvals, Envelope } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { approvalPolicies } from '../db/schema/index.js';

/**
 * Turns every approval policy off, straight in the database: through the API, turning a policy
 * off waits for a second person, and a test's reset is nobody's decision.
 */
export async function turnPoliciesOff(db: Database): Promise<void> {
  await db.update(approvalPolicies).set({ needs_approval: false, from_amount: null, hold_types: [] });
}

/** The request a held call answered with its 202. */
export const requestOf = (answer: Envelope<unknown>) => (answer.data as { approval: approvals.ApprovalRequest }).approval;
