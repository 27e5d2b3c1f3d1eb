import { useState } from 'react';
import { ApiError } from '../api/client';

/**
 * A dialog's one call: `sending` while it runs, the dialog closed on success, and the server's
 * refusal kept in `failure` for the dialog to show beside what was typed (the call is silent).
 */
export function useDialogSend(onDone: () => void) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (call: () => Promise<unknown>) => {
    setSending(true);
    setFailure(null);
    try {
      await call();
      onDone();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      setSending(false);
    }
  };
  return { sending, failure, send, clearFailure: () => setFailure(null) };
}
