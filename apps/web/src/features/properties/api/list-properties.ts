import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PROPERTIES_QUERY_KEY } from './properties-query-key';

/** The workspace's live properties, by name. */
export function listProperties(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/properties', { signal }), 'Failed to load your properties');
}

export function listPropertiesQueryOptions() {
  return queryOptions({ queryKey: [...PROPERTIES_QUERY_KEY, 'list'], queryFn: ({ signal }) => listProperties(signal) });
}

export function useProperties() {
  return useQuery(listPropertiesQueryOptions());
}
