import { users } from '@wallet/contracts';

/** The reason a block, an unblock or a KYC decision needs: checked by the contract's own schema. */
const REASON = users.block.body.shape.reason;

export type ReasonProblem = 'reasonTooShort' | 'reasonTooLong';

/** What is wrong with a reason, as a message key, or null when it can be sent. */
export function reasonProblem(reason: string): ReasonProblem | null {
  const checked = REASON.safeParse(reason);
  if (checked.success) return null;
  return checked.error.issues[0]?.code === 'too_big' ? 'reasonTooLong' : 'reasonTooShort';
}

/** The longest reason the server takes, for counters and input limits. */
export const REASON_MAX_LENGTH = REASON._zod.bag.maximum ?? 500;
