import { ApiError, type CallOptions } from './client';

/**
 * Actions a policy holds for a second person, as the console meets them: the server answers 202
 * once the request is stored (the client answers it as a held outcome, not as a failure), and
 * refuses an action sent without a reason of its own until the member says why.
 */

/** The action waits for a second person and the server asks why: the action's code. */
function reasonAskedFor(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 400) return undefined;
  const data = error.data as { approval_reason_required?: boolean; action?: string } | null;
  return data?.approval_reason_required ? data.action : undefined;
}

/** Asks the member why they ask for an action that waits for a second person; null when they cancel. */
type ApprovalReasonHandler = (action: string) => Promise<string | null>;
let reasonHandler: ApprovalReasonHandler | null = null;

export function registerApprovalReasonHandler(handler: ApprovalReasonHandler): () => void {
  reasonHandler = handler;
  return () => {
    if (reasonHandler === handler) reasonHandler = null;
  };
}

/** Sends, and when the server asks why a second person should approve, asks the member and sends again with the reason. */
export async function sendAskingWhy<T>(send: (options: Pick<CallOptions, 'approvalReason' | 'asksWhy'>) => Promise<T>): Promise<T> {
  const handler = reasonHandler;
  try {
    return await send({ asksWhy: handler !== null });
  } catch (error) {
    const action = reasonAskedFor(error);
    if (!action || !handler) throw error;
    const reason = await handler(action);
    if (reason === null) throw error;
    return send({ approvalReason: reason });
  }
}
