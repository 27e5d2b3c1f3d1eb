import { approvals } from '@wallet/contracts';
import { changedOnly, flagChange, gate, listChange, moneyChange } from '../../http/approval-gate.js';
import { policyLoosened, policyOf } from './policies.js';

/**
 * Turning a policy off, raising its threshold or dropping a hold type it names lets one person act
 * alone where two were needed: it always waits for a second person. Tightening a policy runs at once.
 */
export const policyChangeGate = gate({
  action: 'policy_change',
  endpoint: approvals.policyUpdate,
  async inspect(db, body) {
    const before = await policyOf(db, body.action);
    if (!policyLoosened(before, body)) return null;
    return {
      target: `approval_policy:${body.action}`,
      targetLabel: body.action,
      amount: null,
      alwaysHeld: true,
      guard: { needs_approval: before.needs_approval, from_amount: before.from_amount, hold_types: before.hold_types },
      changes: changedOnly([
        flagChange('needs_approval', before.needs_approval, body.needs_approval),
        moneyChange('from_amount', before.from_amount, body.from_amount),
        listChange('hold_types', before.hold_types, body.hold_types),
      ]),
    };
  },
});
