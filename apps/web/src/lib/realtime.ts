import type { RealtimeEventType } from '@cohost/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

import { connectEventStream } from './event-stream';

/** The query keys each realtime event makes stale (the page reads what changed through the API). */
export type RealtimeRefreshMap = Record<RealtimeEventType, readonly QueryKey[]>;

/**
 * Listens to the workspace's event stream while mounted and refreshes what each event touches.
 * On reconnecting it refreshes everything, since events sent in between were missed.
 */
export function useRealtimeRefresh(refresh: RealtimeRefreshMap, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const invalidate = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    return connectEventStream({
      url: '/api/realtime',
      withCredentials: true,
      readyEvent: 'ready',
      onReconnect: () => invalidate(Object.values(refresh).flat()),
      listeners: Object.fromEntries(Object.entries(refresh).map(([type, keys]) => [type, () => invalidate(keys)])),
    });
  }, [enabled, queryClient, refresh]);
}
