import type { approvals, Endpoint, OptionCode, ParsedBodyOf } from '@wallet/contracts';

type ApprovalChange = approvals.ApprovalChange;
import type { Database } from '../../db/client.js';

/**
 * What a sensitive call would do, read inside its transaction before it runs: its target, its
 * amount, the state of the target it depends on (compared again at approval) and the difference
 * the checker approves.
 */
export interface Inspection {
  /** `kind:id`, as the audit log names records. */
  target: string;
  targetLabel: string;
  amount: number | null;
  /** A hold release's hold type, which its policy may name. */
  holdType?: OptionCode<'hold_type'>;
  /** The target's fields the action depends on: if one differs at approval, the approval is refused. */
  guard: Record<string, unknown>;
  changes: ApprovalChange[];
}

/**
 * A call that a policy may hold for a second person. `inspect` answers null when this call is not
 * the sensitive action (a limit lowered, a customer without a fraud marker) or its target does not
 * exist (the call then runs and refuses in its own words).
 */
export interface Gate<E extends Endpoint = Endpoint> {
  action: OptionCode<'approval_action'>;
  endpoint: E;
  inspect(db: Database, body: ParsedBodyOf<E>): Promise<Inspection | null>;
}

export const gate = <E extends Endpoint>(definition: Gate<E>): Gate => definition as unknown as Gate;

/** A change line of money, text or names. */
export const moneyChange = (field: string, before: number | null, after: number | null): ApprovalChange => ({ field, kind: 'money', before, after });
export const textChange = (field: string, before: string | null, after: string | null): ApprovalChange => ({ field, kind: 'text', before, after });
export const listChange = (field: string, before: string[], after: string[]): ApprovalChange => ({ field, kind: 'list', before, after });
