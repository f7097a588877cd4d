import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { connectEventStream } from '../../../lib/event-stream';
import { guestPageQueryKey } from './get-guest-page';

/** Reads the guest page again whenever its stream says the messages or the door code changed (and after a drop). */
export function useGuestPageEvents(token: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: guestPageQueryKey(token) });
    return connectEventStream({
      url: `/api/guest/${encodeURIComponent(token)}/events`,
      readyEvent: 'ready',
      onReconnect: refresh,
      listeners: {
        message: (event) => {
          try {
            const { type } = JSON.parse(event.data) as { type?: string };
            if (type === 'messages.changed' || type === 'door-code.changed') refresh();
          } catch {
            // Not one of ours (a comment or keep-alive): nothing to refresh.
          }
        },
      },
    });
  }, [enabled, queryClient, token]);
}
