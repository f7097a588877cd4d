import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** Sends a failed event to its module again, now. */
export function replayFailedEvent(deliveryId: string) {
  return callApi(() => api.POST('/api/activity/failed-events/{deliveryId}/replay', { params: { path: { deliveryId } } }), 'Failed to replay the event');
}

export function useReplayFailedEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replayFailedEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATION_QUERY_KEY }) });
}
