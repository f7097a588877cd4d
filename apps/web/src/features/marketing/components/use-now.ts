import { useEffect, useState } from 'react';

import { useIsFromServerMarkup } from './use-is-from-server-markup';

/**
 * The current time, updated every `intervalMs` (the countdown ticks every second, brief §4).
 * Null until mounted when the component came from prerendered markup: the server's clock is not
 * the browser's, and hydration must see what the server rendered.
 */
export function useNow(intervalMs = 1_000): number | null {
  const isFromServerMarkup = useIsFromServerMarkup();
  const [now, setNow] = useState(() => (isFromServerMarkup ? null : Date.now()));
  useEffect(() => {
    const tick = () => setNow(Date.now());
    if (isFromServerMarkup) tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isFromServerMarkup]);
  return now;
}
