import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/** The time, renewed every few seconds while `active` (for rules about time, like scheduling). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
