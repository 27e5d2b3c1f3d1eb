// Approval gates: what a binding declares of a call that a policy may hold for a second person
// (modules/approvals reads them; the areas write them).
import type { approvals, Endpoint, OptionCode, ParsedBodyOf } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import type { Principal } from '../core/member.js';

type ApprovalChange = approvals.ApprovalChange;

/**
 * What a sensitive call would do, read inside its transaction before it runs: its target, its
 * amount, the state of the target it depends on (compared again at approval) and the difference
 * the checker approves.
 */
export interface Inspection {
  /** `kind:id`, as the audit log names records. */
  target: string;
  targetLabel: string;
  /** What this call moves. */
  amount: number | null;
  /**
   * What the policy's threshold weighs: everything the action moves on its target within its
   * window, this call included (from a hold: all released from it; fees: the account's fees of
   * the day), so that an amount split into parts under the threshold still waits. This call's
   * amount when absent.
   */
  wholeAmount?: number;
  /** The types of the holds a release empties, which its policy may name. */
  holdTypes?: readonly OptionCode<'hold_type'>[];
  /** The call waits for a second person whatever its policy says (a policy loosened, the Super admin role's networks). */
  alwaysHeld?: boolean;
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
  /** Reads the target inside the call's transaction. */
  inspect(db: Database, body: ParsedBodyOf<E>, asking: Asking): Promise<Inspection | null>;
}

/** Who asks and when: the time for a window such as the day's fees, the member for what they may do. */
export interface Asking {
  now: Date;
  /** Null when a request is read again for its checker: the call checks its maker itself when it runs. */
  maker: Principal | null;
  /**
   * Whether the call may run in this transaction: its target is then locked, so that parts of an
   * amount sent at once are weighed one after the other. False where a request is only shown.
   */
  forUpdate: boolean;
}

export const gate = <E extends Endpoint>(definition: Gate<E>): Gate => definition as unknown as Gate;

/** A change line of money, text or names. */
export const moneyChange = (field: string, before: number | null, after: number | null): ApprovalChange => ({ field, kind: 'money', before, after });
export const textChange = (field: string, before: string | null, after: string | null): ApprovalChange => ({ field, kind: 'text', before, after });
/** A switch turned on or off, written as the codes "true" and "false" that each console words. */
export const flagChange = (field: string, before: boolean, after: boolean): ApprovalChange => ({ field, kind: 'flag', before: String(before), after: String(after) });
export const listChange = (field: string, before: string[], after: string[]): ApprovalChange => ({ field, kind: 'list', before, after });

/** Only the lines whose value the call changes: a rename leaves the permissions out. */
export const changedOnly = (changes: ApprovalChange[]): ApprovalChange[] =>
  changes.filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
