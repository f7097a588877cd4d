import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { MESSAGING_QUERY_KEY } from './messaging-query-key';

export const MESSAGE_TEMPLATES_QUERY_KEY = [...MESSAGING_QUERY_KEY, 'templates'] as const;

export function listMessageTemplates(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/message-templates', { signal }), 'Failed to load the message templates');
}

export function listMessageTemplatesQueryOptions() {
  return queryOptions({ queryKey: MESSAGE_TEMPLATES_QUERY_KEY, queryFn: ({ signal }) => listMessageTemplates(signal) });
}

export function useMessageTemplates() {
  return useQuery(listMessageTemplatesQueryOptions());
}
