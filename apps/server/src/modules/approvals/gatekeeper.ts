import { Reason, words } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import type { Gatekeeper, HeldCall } from '../../http/call.js';
import { refusalError, refusalErrorWith } from '../../core/errors.js';
import { Asked } from '../../core/outcome.js';
import type { Asking, Gate, Inspection } from '../../http/approval-gate.js';
import { policyHolds, policyOf } from './policies.js';
import { askForApproval, toApprovalRequest } from './requests.js';

/** What the call's policies would do with it: the first of its gates that holds it and its inspection, else null. */
async function heldBy(db: Database, gates: readonly Gate[], body: unknown, asking: Asking): Promise<{ gate: Gate; inspection: Inspection } | null> {
  for (const gate of gates) {
    const inspection = await gate.inspect(db, body as never, asking);
    if (inspection && policyHolds(await policyOf(db, gate.action), inspection)) return { gate, inspection };
  }
  return null;
}

/** A request's reason is at most this long; a call's own longer text (an analysis) is cut to it. */
const REASON_MAX = 500;

/** The maker's reason: the header the console sends, else the call's own reason (or analysis, cut to a reason's length). */
function reasonOf(call: HeldCall): string | null {
  const own = call.body as { reason?: unknown; details?: unknown };
  const ownText = typeof own.reason === 'string' ? own.reason : typeof own.details === 'string' ? own.details.slice(0, REASON_MAX) : undefined;
  const given = call.request.approvalReason ?? ownText;
  if (given === undefined) return null;
  const checked = Reason.safeParse(given);
  if (!checked.success) throw refusalError(400, 'input.invalid_field', { field: 'approval-reason', problem: checked.error.issues[0]?.message ?? 'invalid' });
  return checked.data;
}

/** The product's gatekeeper: a call a policy holds becomes a waiting request, its exact body kept. */
export const approvalGatekeeper: Gatekeeper = {
  async hold(db, call) {
    const held = await heldBy(db, call.gates, call.body, { now: call.now, maker: call.member, forUpdate: true });
    if (!held) return null;
    const reason = reasonOf(call);
    if (reason === null) {
      throw refusalErrorWith(400, { approval_reason_required: true, action: held.gate.action }, 'approval.reason_required', { action: held.gate.action });
    }
    const row = await askForApproval(db, { ...held, body: call.sent as Record<string, unknown>, reason, maker: call.member, now: call.now });
    return new Asked(toApprovalRequest(row, call.member, call.now), words('approval.asked', { id: String(row.id), action: held.gate.action }), {
      target: held.inspection.target,
      after: { approval_request: row.id, reason, changes: held.inspection.changes },
    });
  },
};

/**
 * A bulk action's row that its policy would hold is refused: held calls are asked one by one.
 * `gates` are those of the single action the row runs.
 */
export async function refuseIfHeld(db: Database, gates: readonly Gate[], body: unknown, asking: Asking): Promise<void> {
  const held = await heldBy(db, gates, body, asking);
  if (held) throw refusalError(409, 'approval.use_single', { action: held.gate.action });
}
