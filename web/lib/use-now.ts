import { useEffect, useState } from 'react';

/** The current time, again every `everyMs`: a countdown on screen stays true without a reload. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
