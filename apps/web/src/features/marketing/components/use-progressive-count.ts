import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` blocks to show: one more after each idle moment, so a long page arrives as
 * several short tasks rather than one long one (the landing page's Total Blocking Time).
 */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const next = () => startTransition(() => setShown((count) => count + 1));
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(next, { timeout: 500 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(next, 16);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
