import type { FeedValues } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

export function updateFeed({ feedId, input }: { feedId: string; input: FeedValues }) {
  return callApi(() => api.PUT('/api/feeds/{feedId}', { params: { path: { feedId } }, body: input }), 'Failed to save the calendar');
}

export function useUpdateFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFeed, onSuccess: () => invalidateCalendar(queryClient) });
}
