import { useEffect, useState } from 'react';

/** The time now, moving every minute, so that deadlines turn near and overdue while the page is open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
