import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

export function syncFeedNow(feedId: string) {
  return callApi(() => api.POST('/api/feeds/{feedId}/sync', { params: { path: { feedId } } }), 'Failed to sync the calendar');
}

export function useSyncFeedNow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncFeedNow, onSuccess: () => invalidateCalendar(queryClient) });
}
