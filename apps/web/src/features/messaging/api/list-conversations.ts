import type { ConversationFilter } from '@cohost/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { MESSAGING_QUERY_KEY } from './messaging-query-key';

export interface ConversationsQuery {
  search?: string;
  filter: ConversationFilter;
  propertyId?: string;
  limit?: number;
}

export function listConversations(query: ConversationsQuery, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/conversations', { params: { query }, signal }), 'Failed to load the conversations');
}

export function listConversationsQueryOptions(query: ConversationsQuery) {
  return queryOptions({ queryKey: [...MESSAGING_QUERY_KEY, 'conversations', query], queryFn: ({ signal }) => listConversations(query, signal) });
}

/** The inbox's list; kept fresh by the realtime stream, and read again every 2 minutes in case it drops. */
export function useConversations(query: ConversationsQuery) {
  // The previous list stays on screen while a new search or filter loads.
  return useQuery({ ...listConversationsQueryOptions(query), placeholderData: keepPreviousData, refetchInterval: 120_000 });
}
