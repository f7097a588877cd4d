import { startTransition, useEffect, useState } from 'react';

import { useIsFromServerMarkup } from './use-is-from-server-markup';

/**
 * How many of `total` blocks to show: one more after each idle moment, so a long page arrives as
 * several short tasks rather than one long one (the landing page's Total Blocking Time). All of
 * them at once when prerendered: the markup is already there, and hydration must match it.
 */
export function useProgressiveCount(total: number): number {
  const isFromServerMarkup = useIsFromServerMarkup();
  const [shown, setShown] = useState(isFromServerMarkup ? total : 1);
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
