import { useEffect, useState } from 'react';

/** The current instant, refreshed every `everyMs` (for "minutes ago" and the timeline's now). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
