import { eq } from 'drizzle-orm';
import { ApprovalAction, type approvals, type z } from '@wallet/contracts';

type ApprovalPolicy = approvals.ApprovalPolicy;
import type { Database } from '../../db/client.js';
import { approvalPolicies } from '../../db/schema/index.js';
import type { Inspection } from '../../http/approval-gate.js';
import type { Principal } from '../../core/member.js';

type PolicyRow = typeof approvalPolicies.$inferSelect;

const toPolicy = (row: PolicyRow): ApprovalPolicy => ({
  action: row.action as ApprovalPolicy['action'],
  needs_approval: row.needs_approval,
  from_amount: row.from_amount,
  hold_types: row.hold_types as ApprovalPolicy['hold_types'],
  updated_at: row.updated_at?.toISOString() ?? null,
  updated_by: row.updated_by,
});

export async function listPolicies(db: Database): Promise<ApprovalPolicy[]> {
  const rows = await db.select().from(approvalPolicies);
  const order = ApprovalAction.codes as readonly string[];
  return rows.map(toPolicy).sort((a, b) => order.indexOf(a.action) - order.indexOf(b.action));
}

export async function policyOf(db: Database, action: ApprovalPolicy['action']): Promise<ApprovalPolicy> {
  const [row] = await db.select().from(approvalPolicies).where(eq(approvalPolicies.action, action));
  // The migration writes a row per action; a missing one means no second person.
  return row ? toPolicy(row) : { action, needs_approval: false, from_amount: null, hold_types: [], updated_at: null, updated_by: null };
}

/**
 * Whether an inspected call waits: always when its gate says so; else when the policy is on, a
 * release of a hold of a type the policy names at any amount, otherwise when the whole amount
 * reaches the threshold. Without a threshold every call waits, unless the policy names hold types
 * (then only those do).
 */
export function policyHolds(policy: ApprovalPolicy, inspection: Inspection): boolean {
  if (inspection.alwaysHeld) return true;
  if (!policy.needs_approval) return false;
  if (inspection.holdTypes?.some((type) => policy.hold_types.includes(type))) return true;
  if (policy.from_amount === null) return policy.hold_types.length === 0;
  const weighed = inspection.wholeAmount ?? inspection.amount;
  return weighed !== null && weighed >= policy.from_amount;
}

type PolicyRule = Pick<ApprovalPolicy, 'needs_approval' | 'from_amount' | 'hold_types'>;

/**
 * Whether a change lets through alone some call that the policy held before: turning it off,
 * raising its threshold, or dropping a hold type it named. Tightening a policy never waits.
 */
export function policyLoosened(before: PolicyRule, after: PolicyRule): boolean {
  if (!before.needs_approval) return false;
  if (!after.needs_approval) return true;
  const holdsEverything = (rule: PolicyRule) => rule.from_amount === null && rule.hold_types.length === 0;
  if (holdsEverything(after)) return false;
  if (holdsEverything(before)) return true;
  if (before.hold_types.some((type) => !after.hold_types.includes(type))) return true;
  // Before, only its hold types waited: after holds them still, and its threshold only adds.
  if (before.from_amount === null) return false;
  return after.from_amount === null || after.from_amount > before.from_amount;
}

type PolicyChange = z.output<typeof approvals.policyUpdate.body>;

export async function updatePolicy(db: Database, change: PolicyChange, actor: Principal, now: Date) {
  const before = await policyOf(db, change.action);
  const [row] = await db.update(approvalPolicies)
    .set({ needs_approval: change.needs_approval, from_amount: change.from_amount, hold_types: change.hold_types, updated_at: now, updated_by: actor.username })
    .where(eq(approvalPolicies.action, change.action))
    .returning();
  return { before, after: toPolicy(row!) };
}
