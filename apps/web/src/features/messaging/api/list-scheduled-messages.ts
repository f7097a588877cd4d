import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { MESSAGING_QUERY_KEY } from './messaging-query-key';

export function listScheduledMessages(reservationId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/reservations/{reservationId}/scheduled-messages', { params: { path: { reservationId } }, signal }), 'Failed to load the scheduled messages');
}

export function listScheduledMessagesQueryOptions(reservationId: string) {
  return queryOptions({ queryKey: [...MESSAGING_QUERY_KEY, 'scheduled', reservationId], queryFn: ({ signal }) => listScheduledMessages(reservationId, signal) });
}

export function useScheduledMessages(reservationId: string) {
  return useQuery(listScheduledMessagesQueryOptions(reservationId));
}
