import { REALTIME_RECONNECT_DELAYS_MS, type RealtimeEventType } from '@cohost/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The query keys each realtime event makes stale (the page reads what changed through the API). */
export type RealtimeRefreshMap = Record<RealtimeEventType, readonly QueryKey[]>;

/**
 * Listens to the workspace's event stream while mounted and refreshes what each event touches.
 * When the stream drops it tries again after 1, 2, 5, then every 10 seconds (the brief's delays),
 * and on reconnecting refreshes everything, since events sent in between were missed.
 */
export function useRealtimeRefresh(refresh: RealtimeRefreshMap, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let connectedBefore = false;
    const invalidate = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      source = new EventSource('/api/realtime', { withCredentials: true });
      source.addEventListener('ready', () => {
        if (connectedBefore) invalidate(Object.values(refresh).flat());
        connectedBefore = true;
        attempt = 0;
      });
      for (const [type, keys] of Object.entries(refresh)) source.addEventListener(type, () => invalidate(keys));
      source.onerror = () => {
        // Ours, not the browser's, retry policy: close and come back after the next delay.
        source?.close();
        if (stopped) return;
        const delay = REALTIME_RECONNECT_DELAYS_MS[Math.min(attempt, REALTIME_RECONNECT_DELAYS_MS.length - 1)];
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient, refresh]);
}
