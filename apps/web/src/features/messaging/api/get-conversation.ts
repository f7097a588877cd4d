import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { MESSAGING_QUERY_KEY } from './messaging-query-key';

export function getConversation(conversationId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/conversations/{conversationId}', { params: { path: { conversationId } }, signal }), 'Failed to load the conversation');
}

export function getConversationQueryOptions(conversationId: string) {
  return queryOptions({ queryKey: [...MESSAGING_QUERY_KEY, 'conversation', conversationId], queryFn: ({ signal }) => getConversation(conversationId, signal) });
}

export function useConversation(conversationId: string) {
  return useQuery(getConversationQueryOptions(conversationId));
}
