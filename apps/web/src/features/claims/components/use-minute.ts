import { useEffect, useState } from 'react';

/** The current time, read again every minute: enough for countdowns in days, hours and minutes. */
export function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
