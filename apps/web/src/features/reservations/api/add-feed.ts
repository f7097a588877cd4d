import type { FeedValues } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

/** Connects a feed (the shared schema's parsed values); the answer is the feed, syncing (the list reads again when the sync ends). */
export function addFeed({ propertyId, input }: { propertyId: string; input: FeedValues }) {
  return callApi(() => api.POST('/api/properties/{propertyId}/feeds', { params: { path: { propertyId } }, body: input }), 'Failed to add the calendar');
}

export function useAddFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addFeed, onSuccess: () => invalidateCalendar(queryClient) });
}
