import { useRef } from 'react';
import type { BodyOf, DataOf, Endpoint } from '@wallet/contracts';
import { useConfirm, type ConfirmOptions } from '../components/ConfirmDialog';
import { useApiMutation, type ApiMutationOptions, type MutationOutcome } from './useApiMutation';

/**
 * `useApiMutation` behind a confirmation: `run` asks the question first and sends only on OK. A
 * second click while the question is open or the call is running does nothing, so a money action
 * is never asked (or sent) twice; its Idempotency-Key is the mutation's (the same on a retry).
 */
export function useConfirmedMutation<E extends Endpoint>(endpoint: E, options: ApiMutationOptions<E> = {}) {
  const confirm = useConfirm();
  const mutation = useApiMutation(endpoint, options);
  // A state update lands too late to stop a double click; a ref does not.
  const asking = useRef(false);

  /** What came of the action (done, or held for a second person), or null when the member cancelled or the call was refused (already shown). */
  const run = async (body: BodyOf<E>, question: ConfirmOptions): Promise<MutationOutcome<DataOf<E>> | null> => {
    if (asking.current || mutation.pending) return null;
    asking.current = true;
    try {
      const answer = await confirm(question);
      if (answer.button !== 'ok') return null;
    } finally {
      asking.current = false;
    }
    return mutation.send(body);
  };

  return { run, pending: mutation.pending, sending: mutation.sending };
}
