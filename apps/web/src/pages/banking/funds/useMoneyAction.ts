import { useRef, useState } from 'react';
import type { BodyOf, DataOf, Endpoint } from '@wallet/contracts';
import { api, ApiError } from '../../../api/client';
import { useConfirm, type ConfirmOptions } from '../../../components/ConfirmDialog';
import { useIdempotencyKey } from '../../../api/idempotency-key';

/**
 * Sends one money-moving call once the member has confirmed it: one send at a time, always with
 * the action's Idempotency-Key (the same key on a retry, a new one after a success), and the
 * server's refusal kept for the form to show next to what was typed.
 */
export function useMoneyAction<E extends Endpoint>(endpoint: E) {
  const confirm = useConfirm();
  const { key, renew } = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A state update lands too late to stop a double click; a ref does not.
  const running = useRef(false);

  /** The answer's data, or null when the member cancelled or the call failed (the client toasted it). */
  const run = async (body: BodyOf<E>, question: ConfirmOptions): Promise<DataOf<E> | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      const answer = await confirm(question);
      if (answer.button !== 'ok') return null;
      setBusy(true);
      setFailure(null);
      const data = await api<E>(endpoint, body, { idempotencyKey: key });
      renew();
      return data;
    } catch (error) {
      if (error instanceof ApiError && error.code !== 410) setFailure(error.message);
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { run, busy, failure };
}
