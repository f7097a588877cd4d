import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True when this component's first render happened on the server (prerendering) or adopted the
 * server's markup (hydration); false when it mounted in the browser alone. Such a first render has
 * to equal the server's: no clock, no storage, no window, every section at once. The answer is
 * kept for the component's life (useSyncExternalStore alone would turn false right after hydrating).
 */
export function useIsFromServerMarkup(): boolean {
  const isServerSnapshot = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [wasFromServerMarkup] = useState(isServerSnapshot);
  return wasFromServerMarkup;
}
