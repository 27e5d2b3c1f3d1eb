import { useEffect, useState } from 'react';

/** How long typing must pause before a search asks the server. */
const TYPING_PAUSE_MS = 300;

/** The value once it has stopped changing for `ms`, so a search waits for a pause in the typing. */
export function useSettled<T>(value: T, ms = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
