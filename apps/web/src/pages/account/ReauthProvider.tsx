import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { registerReauthHandler } from '../../api/client';
import { lazyNamed } from '../../components/lazy-named';
import { withAreaWords } from '../../router/words';

/** The dialog and the account screens' words load when a call first asks. */
const loadReauthDialog = withAreaWords('account', () => import('./ReauthDialog'));
const ReauthDialog = lazyNamed(loadReauthDialog, 'ReauthDialog');

/**
 * Answers the API client's "confirm it's you" requests (a sensitive call refused for want of a
 * recent sign-in) with a dialog; the client retries the call once the server accepted the proof.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  useEffect(() => {
    const unregister = registerReauthHandler(() => new Promise<boolean>((resolve) => setPending(() => resolve)));
    return () => {
      unregister();
      // A dialog that can no longer be answered must not leave its call waiting forever.
      pendingRef.current?.(false);
    };
  }, []);

  const close = (confirmed: boolean) => {
    pending?.(confirmed);
    setPending(null);
  };
  return (
    <>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ReauthDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
