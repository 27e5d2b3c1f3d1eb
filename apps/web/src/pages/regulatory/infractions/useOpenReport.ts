import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'report';

/** The report open in the detail dialog, kept in the address so that a link or a reload shows it and Back closes it. */
export function useOpenReport() {
  const [params, setParams] = useSearchParams();
  const text = params.get(PARAM);
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const open = useCallback((reportId: number) => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set(PARAM, String(reportId));
    return next;
  }), [setParams]);
  const close = useCallback(() => setParams((current) => {
    const next = new URLSearchParams(current);
    next.delete(PARAM);
    return next;
  }, { replace: true }), [setParams]);
  return { id, open, close };
}
