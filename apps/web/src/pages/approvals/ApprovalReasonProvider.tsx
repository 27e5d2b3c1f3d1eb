import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { registerApprovalReasonHandler } from '../../api/approval';
import { lazyNamed } from '../../components/lazy-named';
import { withAreaWords } from '../../router/words';

/** The dialog and the approvals' words load when an action first asks why. */
const loadApprovalReasonDialog = withAreaWords('approvals', () => import('./ApprovalReasonDialog'));
const ApprovalReasonDialog = lazyNamed(loadApprovalReasonDialog, 'ApprovalReasonDialog');

interface Asking {
  action: string;
  answer: (reason: string | null) => void;
}

/**
 * Answers the API client's "why do you ask?" (an action a policy holds for a second person, sent
 * without a reason of its own) with a dialog; the client sends the action again with the reason.
 */
export function ApprovalReasonProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const askingRef = useRef(asking);
  askingRef.current = asking;

  useEffect(() => {
    const unregister = registerApprovalReasonHandler((action) => new Promise((answer) => setAsking({ action, answer })));
    return () => {
      unregister();
      askingRef.current?.answer(null);
    };
  }, []);

  const close = (reason: string | null) => {
    asking?.answer(reason);
    setAsking(null);
  };
  return (
    <>
      {children}
      {asking && (
        <Suspense fallback={null}>
          <ApprovalReasonDialog action={asking.action} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
