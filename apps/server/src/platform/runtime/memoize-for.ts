/**
 * Runs `load` at most once per `ttlMs`; callers arriving while a load is in flight share it.
 * Keeps cheap-to-call, expensive-to-compute endpoints (health probes) from amplifying load.
 * A fresh value is returned as it is, not wrapped in a promise (polled endpoints answer it at once).
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => T | Promise<T> {
  let cached: { value: T; at: number } | null = null;
  let inFlight: Promise<T> | null = null;
  return () => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    inFlight ??= load()
      .then((value) => {
        cached = { value, at: now() };
        return value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
